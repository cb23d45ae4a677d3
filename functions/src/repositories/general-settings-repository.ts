import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  bankAccountSchema,
  cargoSettingsKey,
  DEFAULT_GENERAL_SETTINGS,
  generalSettingsKey,
  generalSettingsSchema,
  type AuditEntry,
  type BankAccount,
  type GeneralSettings,
  type GeneralSettingsAnswer,
} from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { getVersionedSettings, saveVersionedSettings, type SaveSettingsResult } from './versioned-settings';

const GENERAL_SETTINGS = {
  key: generalSettingsKey,
  parse: (item: Record<string, unknown>) => generalSettingsSchema.parse(item),
  defaults: DEFAULT_GENERAL_SETTINGS,
};

/** Accounts Kargo Otomasyonu kept before they moved here; an unreadable list counts as none. */
const legacyBankAccounts = bankAccountSchema.array().catch([]);

const storedCargoBankAccounts = async (): Promise<BankAccount[]> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: cargoSettingsKey(), ConsistentRead: true }));
  return legacyBankAccounts.parse(out.Item?.bankAccounts ?? []);
};

const isGeneralSettingsSaved = async (): Promise<boolean> => {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: generalSettingsKey(), ConsistentRead: true, ProjectionExpression: 'pk' }),
  );
  return out.Item !== undefined;
};

/**
 * The havale/EFT accounts a shop saved in Kargo Otomasyonu before Genel Ayarlar existed, while
 * Genel Ayarlar was never saved: read through until then (the page shows them, and its first save
 * keeps them), so no account is lost and nothing is written on a read. Empty once Genel Ayarlar owns them.
 */
export const legacyCargoBankAccounts = async (): Promise<BankAccount[]> => ((await isGeneralSettingsSaved()) ? [] : storedCargoBankAccounts());

/** Genel Ayarlar as stored, with its version (0: never saved: the defaults, with any bank accounts Kargo Otomasyonu held). */
export const getGeneralSettings = async (): Promise<GeneralSettingsAnswer> => {
  const stored = await getVersionedSettings(GENERAL_SETTINGS);
  return stored.version === 0 ? { ...stored, bankAccounts: await storedCargoBankAccounts() } : stored;
};

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveGeneralSettings = (
  settings: GeneralSettings,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveSettingsResult<GeneralSettings>> => saveVersionedSettings(GENERAL_SETTINGS, settings, baseVersion, audit);

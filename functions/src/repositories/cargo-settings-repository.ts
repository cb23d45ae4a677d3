import {
  cargoSettingsKey,
  cargoSettingsSchema,
  DEFAULT_CARGO_SETTINGS,
  type AuditEntry,
  type CargoSettings,
  type CargoSettingsAnswer,
} from '@shop/shared';
import { legacyCargoBankAccounts } from './general-settings-repository';
import { getVersionedSettings, saveVersionedSettings, type SaveSettingsResult } from './versioned-settings';

const CARGO_SETTINGS = {
  key: cargoSettingsKey,
  parse: (item: Record<string, unknown>) => cargoSettingsSchema.parse(item),
  defaults: DEFAULT_CARGO_SETTINGS,
};

/** Kargo Otomasyonu as stored, with its version (0: never saved, the defaults). Orders, returns and checkout read it here. */
export const getCargoSettings = (): Promise<CargoSettingsAnswer> => getVersionedSettings(CARGO_SETTINGS);

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveCargoSettings = async (
  settings: CargoSettings,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<SaveSettingsResult<CargoSettings>> => {
  // The havale/EFT accounts saved here before they moved to Genel Ayarlar stay on the item until
  // Genel Ayarlar is first saved (it reads them through until then), so this save loses none.
  const legacy = await legacyCargoBankAccounts();
  const result = await saveVersionedSettings(
    CARGO_SETTINGS,
    legacy.length > 0 ? { ...settings, bankAccounts: legacy } : settings,
    baseVersion,
    audit,
  );
  return result.status === 'saved' ? { status: 'saved', settings: { ...settings, version: result.settings.version } } : result;
};

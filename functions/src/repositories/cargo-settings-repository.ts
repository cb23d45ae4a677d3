import {
  cargoSettingsKey,
  cargoSettingsSchema,
  DEFAULT_CARGO_SETTINGS,
  type AuditEntry,
  type CargoSettings,
  type CargoSettingsAnswer,
} from '@shop/shared';
import { getVersionedSettings, saveVersionedSettings, type SaveSettingsResult } from './versioned-settings';

const CARGO_SETTINGS = {
  key: cargoSettingsKey,
  parse: (item: Record<string, unknown>) => cargoSettingsSchema.parse(item),
  defaults: DEFAULT_CARGO_SETTINGS,
};

/** Kargo Otomasyonu as stored, with its version (0: never saved, the defaults). Orders, returns and checkout read it here. */
export const getCargoSettings = (): Promise<CargoSettingsAnswer> => getVersionedSettings(CARGO_SETTINGS);

/** Replaces the settings if nobody saved since `baseVersion` (0: never saved), with its audit entry, in one transaction. */
export const saveCargoSettings = (settings: CargoSettings, baseVersion: number, audit?: AuditEntry): Promise<SaveSettingsResult<CargoSettings>> =>
  saveVersionedSettings(CARGO_SETTINGS, settings, baseVersion, audit);

import * as z from 'zod';
import { bool, object } from './common';

export const liveSupportSettingsSchema = object({
  customerSupportEnabled: bool(),
});
export type LiveSupportSettings = z.infer<typeof liveSupportSettingsSchema>;

/** POST /api/admin/live-support/settings/enabled */
export const liveSupportEnabledRequestSchema = object({
  enabled: bool(),
});

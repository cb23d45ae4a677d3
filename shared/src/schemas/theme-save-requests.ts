import * as z from 'zod';
import { explicit } from './explicit';
import { popupSettingsSchema } from './popup';
import { themeSettingsSchema } from './theme-config';
import { baseVersionSchema } from './theme-component';

/**
 * POST /api/admin/theme/popup: every popup field, plus optionally the top tab's version the
 * editor read (GET answers it as `version`); with it a save made meanwhile gives 409.
 */
export const popupSaveRequestSchema = explicit(popupSettingsSchema.extend({ baseVersion: baseVersionSchema.optional() }));
export type PopupSaveRequest = z.infer<typeof popupSaveRequestSchema>;

/**
 * POST /api/admin/settings/theme/config: the whole config, plus optionally the version the
 * editor read (GET answers it as `version`); with it a save made meanwhile gives 409.
 */
export const themeSettingsSaveRequestSchema = explicit(themeSettingsSchema.extend({ baseVersion: baseVersionSchema.optional() }), 2);
export type ThemeSettingsSaveRequest = z.infer<typeof themeSettingsSaveRequestSchema>;

/** GET /api/admin/settings/theme/config: the settings and the version they were read at (0 before the first save). */
export const themeSettingsResponseSchema = themeSettingsSchema.extend({ version: baseVersionSchema.default(0) });
export type ThemeSettingsResponse = z.infer<typeof themeSettingsResponseSchema>;

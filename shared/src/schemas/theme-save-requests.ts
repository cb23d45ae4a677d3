import { explicit } from './explicit';
import { popupSettingsSchema } from './popup';
import { themeSettingsSchema } from './theme-config';
import { baseVersionSchema } from './theme-component';

/**
 * POST /api/admin/theme/popup: every popup field, plus optionally the top tab's version the
 * editor read (GET answers it as `version`); with it a save made meanwhile gives 409.
 */
export const popupSaveRequestSchema = explicit(popupSettingsSchema.safeExtend({ baseVersion: baseVersionSchema.optional() }));

/**
 * POST /api/admin/settings/theme/config: the whole config, plus optionally the version the
 * editor read (GET answers it as `version`); with it a save made meanwhile gives 409.
 */
export const themeSettingsSaveRequestSchema = explicit(themeSettingsSchema.extend({ baseVersion: baseVersionSchema.optional() }), 2);

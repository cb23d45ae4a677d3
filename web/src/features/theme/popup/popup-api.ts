import * as z from 'zod';
import { MESSAGES, themeComponentSchema, type PopupSettings } from '@shop/shared';
import type { apiFetch } from '../../../api/client';
import type { SavedPopup } from '../machine';

export type PopupApi = typeof apiFetch;

/** GET getPopup: the popup (null before one is made) and the top area's version it was read at. */
export const popupAnswerSchema = z.object({ popup: themeComponentSchema.nullable(), version: z.number().int() });
export type PopupAnswer = z.infer<typeof popupAnswerSchema>;

export const loadPopup = (api: PopupApi, signal?: AbortSignal): Promise<PopupAnswer> => api('getPopup', { ...(signal && { signal }) });

export interface PopupSaveResult extends SavedPopup {
  readonly action: 'created' | 'updated';
}

/**
 * POST savePopup on the version the editor read, so a save someone made meanwhile is a 409.
 * An answer without the popup means there was none to update: the spec's 'Popup component not found'.
 */
export const savePopup = async (api: PopupApi, settings: PopupSettings, baseVersion: number): Promise<PopupSaveResult> => {
  const answer = await api('savePopup', { body: { ...settings, baseVersion } });
  if (answer.popup?.componentType !== 'POPUP') throw new Error(MESSAGES.errors.popupNotFound);
  return { action: answer.action, popup: answer.popup, baseVersion, version: answer.version };
};

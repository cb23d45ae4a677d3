import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import * as z from 'zod';
import { DEFAULT_POPUP, MESSAGES, popupSaveResponseSchema, popupSettingsSchema, themeComponentSchema } from '@shop/shared';
import { adminWho, call, describeOnTarget, mayCall, pathOf } from './api';
import type { SignedInUser } from './sign-in';

const POPUP = pathOf('savePopup');
/** The popup is a component of the top area; its settings are its componentData. */
const popupAnswerSchema = z.object({
  popup: themeComponentSchema.and(z.looseObject({ componentData: popupSettingsSchema })).nullable(),
  version: z.number(),
});

const read = async (user: SignedInUser) => {
  const res = await call(POPUP, { as: user });
  expect(res.status).toBe(200);
  return popupAnswerSchema.parse(res.body);
};

describeOnTarget('popup save', () => {
  it('saves the popup, reads it back, refuses a save based on the old version with 409, and puts the top area back', async (test) => {
    const editor = adminWho(test, 'may edit the popup', (u) => mayCall('savePopup', u.groups));
    const before = await read(editor);
    // Inactive: shoppers of a live stack never see it.
    const ours = { ...DEFAULT_POPUP, name: `Entegrasyon testi ${randomUUID().slice(0, 8)}`, title: 'Test', isActive: false };
    const saved = await call(POPUP, { as: editor, method: 'POST', body: { ...ours, baseVersion: before.version } });
    expect([200, 201]).toContain(saved.status);
    expect(popupSaveResponseSchema.parse(saved.body).action).toBe(before.popup ? 'updated' : 'created');
    onTestFinished(async () => {
      // The popup lives in the top area: restoring the area's previous version brings back the popup as it was (or none).
      const now = await read(editor);
      const back =
        before.version > 0
          ? await call(pathOf('restoreThemeVersion', { version: before.version }), {
              as: editor,
              method: 'POST',
              body: { pageType: 'TOP', baseVersion: now.version },
            })
          : await call(pathOf('saveThemeComponents'), {
              as: editor,
              method: 'POST',
              body: { pageType: 'TOP', baseVersion: now.version, components: [] },
            });
      expect(back.status).toBe(200);
      expect((await read(editor)).popup?.componentData.name).toBe(before.popup?.componentData.name);
    });

    const after = await read(editor);
    expect(after.popup?.componentData).toMatchObject({ name: ours.name, title: 'Test', isActive: false });
    expect(after.version).toBeGreaterThan(before.version);

    const stale = await call(POPUP, { as: editor, method: 'POST', body: { ...ours, name: 'Eski sürüm', baseVersion: before.version } });
    expect([stale.status, stale.body]).toEqual([409, { error: 'Conflict', message: MESSAGES.api.conflict }]);
    expect((await read(editor)).popup?.componentData.name).toBe(ours.name);
  });
});

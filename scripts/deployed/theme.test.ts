import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import * as z from 'zod';
import { defaultComponentData, MESSAGES, savedThemeComponentSchema, themeComponentSchema } from '@shop/shared';
import { adminWho, call, describeOnTarget, mayCall, pathOf } from './api';
import type { SignedInUser } from './sign-in';

const COMPONENTS = pathOf('saveThemeComponents');
const loadedSchema = z.object({
  components: z.array(themeComponentSchema),
  versions: z.object({ TOP: z.number(), HOME: z.number(), BOTTOM: z.number() }),
});
const savedSchema = z.looseObject({ version: z.number() });

const load = async (user: SignedInUser) => {
  const res = await call(COMPONENTS, { as: user });
  expect(res.status).toBe(200);
  const loaded = loadedSchema.parse(res.body);
  return { version: loaded.versions.HOME, middle: loaded.components.filter((c) => c.tabType === 'middle') };
};

/** What the builder sends back for a component it loaded: the save schema leaves out the tab (it comes from pageType). */
const asSaved = (c: z.infer<typeof themeComponentSchema>) => savedThemeComponentSchema.parse(c);

describeOnTarget('theme save, load and conflict', () => {
  it('saves the middle area, reads it back, refuses a save based on the old version with 409, and puts the area back', async (test) => {
    const editor = adminWho(test, 'may edit the theme', (u) => mayCall('saveThemeComponents', u.groups));
    const before = await load(editor);
    // Inactive: shoppers of a live stack never see it while the test runs.
    const banner = {
      componentType: 'BANNER' as const,
      name: `Entegrasyon testi ${randomUUID().slice(0, 8)}`,
      order: before.middle.length,
      isActive: false,
      componentData: defaultComponentData('BANNER'),
    };
    const save = (baseVersion: number) =>
      call(COMPONENTS, { as: editor, method: 'POST', body: { pageType: 'HOME', baseVersion, components: [...before.middle.map(asSaved), banner] } });

    const saved = await save(before.version);
    expect(saved.status).toBe(200);
    expect(savedSchema.parse(saved.body).version).toBe(before.version + 1);
    onTestFinished(async () => {
      const now = await load(editor);
      const back =
        before.version > 0
          ? await call(pathOf('restoreThemeVersion', { version: before.version }), {
              as: editor,
              method: 'POST',
              body: { pageType: 'HOME', baseVersion: now.version },
            })
          : await call(COMPONENTS, { as: editor, method: 'POST', body: { pageType: 'HOME', baseVersion: now.version, components: [] } });
      expect(back.status).toBe(200);
      expect((await load(editor)).middle.map((c) => c.name)).toEqual(before.middle.map((c) => c.name));
    });

    const after = await load(editor);
    expect(after.version).toBe(before.version + 1);
    expect(after.middle.map((c) => c.name)).toEqual([...before.middle.map((c) => c.name), banner.name]);
    expect(after.middle.at(-1)).toMatchObject({ componentType: 'BANNER', isActive: false, order: banner.order });

    const stale = await save(before.version);
    expect([stale.status, stale.body]).toEqual([409, { error: 'Conflict', message: MESSAGES.api.conflict }]);
    expect((await load(editor)).version).toBe(before.version + 1);
  });
});

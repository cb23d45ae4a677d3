import { expect, it } from 'vitest';
import * as z from 'zod';
import { MESSAGES, themeComponentSchema } from '@shop/shared';
import { STOREFRONT_CACHE_CONTROL } from '@shop/functions/handlers/storefront/cacheable';
import { call, describeOnTarget, onTarget, pathOf } from './api';

const storefrontSchema = z.looseObject({
  areas: z.object({ top: z.array(themeComponentSchema), middle: z.array(themeComponentSchema), bottom: z.array(themeComponentSchema) }),
  popup: z.unknown(),
});

describeOnTarget('storefront theme read', () => {
  it('answers anyone without a token, with only active components, cacheable for a short time', async () => {
    const res = await call(pathOf('storefrontTheme'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(STOREFRONT_CACHE_CONTROL);
    const { areas } = storefrontSchema.parse(res.body);
    for (const [area, components] of Object.entries(areas)) {
      for (const c of components) expect([c.tabType, c.isActive, c.componentType === 'POPUP']).toEqual([area, true, false]);
    }
  });

  it('refuses the HTTP API reached around CloudFront (no origin secret)', async (test) => {
    const { target } = onTarget();
    if (!target.httpApiUrl) return test.skip('the target names no HTTP API apart from its site (locally one gateway is both)');
    const res = await fetch(`${target.httpApiUrl}${pathOf('storefrontTheme')}`);
    expect([res.status, await res.json()]).toEqual([403, { error: 'Forbidden', message: MESSAGES.api.forbidden }]);
  });
});

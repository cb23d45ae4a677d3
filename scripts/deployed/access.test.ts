import { expect, it } from 'vitest';
import { MESSAGES, routeList } from '@shop/shared';
import { call, describeOnTarget, mayCall, onTarget, pathOf } from './api';

/** Every signed-in read without path parameters: safe to call on a live stack. */
const READ_ROUTES = routeList().filter((r) => r.method === 'GET' && r.access !== 'public' && !r.path.includes('{'));
/** Reads that need a query: a tab, the ledger of one warehouse (an unknown one is an empty list, so any stack answers), a period. */
const QUERIES: Partial<Record<(typeof READ_ROUTES)[number]['id'], string>> = {
  listThemeVersions: '?pageType=HOME',
  listStockMovements: '?warehouseId=wh-merkez',
  returnReasonFigures: '?from=2026-01-01&to=2026-01-31',
  getStatistics: '?from=2026-01-01&to=2026-01-30',
};
const urlOf = (route: (typeof READ_ROUTES)[number]) => `${route.path}${QUERIES[route.id] ?? ''}`;

/** A well-formed JWT no user pool signed. */
const FORGED_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'forged' })).toString('base64url'),
  Buffer.from(JSON.stringify({ sub: 'x', 'cognito:groups': ['SUPER_ADMIN'], exp: 4102444800 })).toString('base64url'),
  'c2lnbmF0dXJl',
].join('.');

describeOnTarget('access through the public endpoints', () => {
  it('answers 401 to every signed-in read without a token and with a forged one', async () => {
    expect(READ_ROUTES.length).toBeGreaterThan(10);
    for (const route of READ_ROUTES) {
      expect(await call(urlOf(route)).then((r) => [r.status, r.body]), route.id).toEqual([401, { message: 'Unauthorized' }]);
      expect((await call(urlOf(route), { token: FORGED_TOKEN })).status, route.id).toBe(401);
    }
  });

  it("answers each signed-in admin 200 where the route table lets the admin's groups in, 403 elsewhere, and 401 on the shopper routes", async (test) => {
    const { users, usersReason } = onTarget();
    if (users.length === 0) test.skip(usersReason);
    for (const user of users) {
      for (const route of READ_ROUTES) {
        const res = await call(urlOf(route), { as: user });
        // The shopper routes take the shopper pool's tokens only: an admin's is not one.
        if (route.access === 'shopper') expect([res.status, res.body], `${user.email} ${route.id}`).toEqual([401, { message: 'Unauthorized' }]);
        else if (mayCall(route.id, user.groups)) expect(res.status, `${user.email} ${route.id}`).toBe(200);
        else expect([res.status, res.body], `${user.email} ${route.id}`).toEqual([403, { error: 'Forbidden', message: MESSAGES.api.forbidden }]);
      }
    }
  });

  it('answers 403 to an admin without the theme permission on the theme routes, writes included', async (test) => {
    const { users, usersReason } = onTarget();
    if (users.length === 0) test.skip(usersReason);
    const outsider = users.find((u) => !mayCall('saveThemeComponents', u.groups));
    if (!outsider) return test.skip('needs an admin without the theme permission among SHOP_TEST_USERS');
    const forbidden = { error: 'Forbidden', message: MESSAGES.api.forbidden };
    expect((await call(pathOf('listThemeComponents'), { as: outsider })).body).toEqual(forbidden);
    const save = await call(pathOf('saveThemeComponents'), {
      as: outsider,
      method: 'POST',
      body: { pageType: 'HOME', components: [], baseVersion: 0 },
    });
    expect([save.status, save.body]).toEqual([403, forbidden]);
  });
});

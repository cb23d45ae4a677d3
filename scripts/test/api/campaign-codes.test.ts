import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { campaignCodeKey, COUPON_CODE_ALPHABET, DEFAULT_POPUP, MESSAGES, ROLE_NAMES, canAny, type PopupSettings } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClockOffset } from '../clock';
import { call, itemsWithPrefix, runtime, tableClient, tableItems } from '../runtime-client';

const COUPON = '/api/storefront/popup/coupon';
const CODES = '/api/admin/campaign/code';
const validate = (code: string) => `/api/storefront/coupon/${encodeURIComponent(code)}`;
const deactivate = (code: string) => `${CODES}/${encodeURIComponent(code)}/deactivate`;
const INVALID = { valid: false, discountType: null, discountValue: null, expiresAt: null };

let n = 0;
const shopper = () => `127.66.${Math.floor(n / 200)}.${(n++ % 200) + 1}`;
const hour = 3600_000;

const savePopup = async (settings: Partial<PopupSettings>) => {
  const res = await call('/api/admin/theme/popup', { as: 'SUPER_ADMIN', method: 'POST', body: { ...DEFAULT_POPUP, ...settings } });
  expect(res.status).toBeLessThan(300);
};
const couponPopup = (settings: Partial<PopupSettings> = {}) =>
  savePopup({ type: 'COUPON', couponDiscountType: 'PERCENTAGE', couponDiscountValue: 15, couponTime: 30, ...settings });

// The first calls sign in and load each handler into its container: tens of seconds on a loaded
// machine, so they run here, under the hooks' longer timeout, not in the first test's 30 s.
beforeAll(async () => {
  await couponPopup();
  expect((await call(COUPON, { method: 'POST', from: shopper() })).status).toBe(201);
  expect((await call(validate('ISINMA'))).status).toBe(200);
  expect((await call(CODES, { as: 'MARKETING_MANAGER' })).status).toBe(200);
});

afterAll(async () => {
  await savePopup({});
});

describe('POST /api/storefront/popup/coupon', () => {
  it('creates a single-use code from the live coupon popup: unambiguous alphabet, its discount, expiry in couponTime minutes', async () => {
    await couponPopup();
    const before = Date.now();
    const res = await call(COUPON, { method: 'POST', from: shopper() });
    expect(res.status).toBe(201);
    const { code, discountType, discountValue, expiresAt } = res.body as {
      code: string;
      discountType: string;
      discountValue: number;
      expiresAt: string;
    };
    expect(code).toMatch(new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`));
    expect(code).not.toMatch(/[01OI]/);
    expect({ discountType, discountValue }).toEqual({ discountType: 'PERCENTAGE', discountValue: 15 });
    const expiry = Date.parse(expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

    const [stored] = await itemsWithPrefix(`CAMPAIGN_CODE#${code}`);
    expect(stored).toMatchObject({ code, source: 'POPUP', usageLimit: 1, usedCount: 0, isActive: true, expiresAt, popupId: expect.any(String) });
    // TTL a month after expiry: expired codes leave the table by themselves.
    expect(stored?.ttl).toBe(Math.floor(expiry / 1000) + 30 * 24 * 3600);

    expect(await call(validate(code.toLowerCase()))).toEqual({
      status: 200,
      body: { valid: true, discountType: 'PERCENTAGE', discountValue: 15, expiresAt },
    });
    const listed = await call(`${CODES}?source=POPUP&limit=100`, { as: 'MARKETING_MANAGER' });
    expect(listed.body.data.map((c: { code: string }) => c.code)).toContain(code);
  });

  it('gives a code without expiry when couponTime is empty', async () => {
    await couponPopup({ couponTime: null, couponDiscountType: 'AMOUNT', couponDiscountValue: 50 });
    const res = await call(COUPON, { method: 'POST', from: shopper() });
    expect(res.body).toMatchObject({ discountType: 'AMOUNT', discountValue: 50, expiresAt: null });
    const [stored] = await itemsWithPrefix(`CAMPAIGN_CODE#${String(res.body.code)}`);
    expect(stored?.ttl).toBeUndefined();
  });

  it.each([
    ['a standard popup', { type: 'BASIC' as const }],
    ['an inactive coupon popup', { type: 'COUPON' as const, isActive: false }],
    ['a coupon popup that starts tomorrow', { type: 'COUPON' as const, startDate: new Date(Date.now() + 24 * hour).toISOString() }],
    ['a coupon popup that ended', { type: 'COUPON' as const, endDate: new Date(Date.now() - hour).toISOString() }],
  ])('refuses with 409 and a Turkish message for %s, writing nothing', async (_name, settings) => {
    await savePopup(settings);
    const before = await tableItems();
    expect(await call(COUPON, { method: 'POST', from: shopper() })).toEqual({
      status: 409,
      body: { error: 'Conflict', message: MESSAGES.coupons.noCouponPopup },
    });
    expect(await tableItems()).toEqual(before);
  });

  it('refuses a burst from one client with 429 while another shopper still gets a code', async () => {
    await couponPopup();
    const burster = shopper();
    for (let i = 0; i < 5; i++) expect((await call(COUPON, { method: 'POST', from: burster })).status).toBe(201);
    const codesBefore = await itemsWithPrefix('CAMPAIGN_CODE#');
    expect(await call(COUPON, { method: 'POST', from: burster })).toEqual({
      status: 429,
      body: { error: 'TooManyRequests', message: MESSAGES.api.tooManyRequests },
    });
    expect(await itemsWithPrefix('CAMPAIGN_CODE#')).toEqual(codesBefore);
    expect((await call(COUPON, { method: 'POST', from: shopper() })).status).toBe(201);
  });
});

describe('GET /api/storefront/coupon/{code}', () => {
  it('is valid until the clock passes couponTime minutes after the coupon was made, then invalid and listed as expired', async () => {
    await couponPopup({ couponTime: 30 });
    const res = await call(COUPON, { method: 'POST', from: shopper() });
    const { code, expiresAt } = res.body as { code: string; expiresAt: string };
    /** The state filters the İndirim Kodları list puts the code under, worked out at the handlers' clock. */
    const statesListing = async () => {
      const states: string[] = [];
      for (const state of ['ACTIVE', 'EXPIRED']) {
        const page = await call(`${CODES}?source=POPUP&state=${state}&limit=100`, { as: 'MARKETING_MANAGER' });
        if (page.body.data.some((c: { code: string }) => c.code === code)) states.push(state);
      }
      return states;
    };
    try {
      expect(await call(validate(code))).toEqual({ status: 200, body: { valid: true, discountType: 'PERCENTAGE', discountValue: 15, expiresAt } });
      expect(await statesListing()).toEqual(['ACTIVE']);

      await setClockOffset(29 * 60_000);
      expect((await call(validate(code))).body).toEqual({ valid: true, discountType: 'PERCENTAGE', discountValue: 15, expiresAt });

      await setClockOffset(31 * 60_000);
      expect(await call(validate(code))).toEqual({ status: 200, body: INVALID });
      expect(await statesListing()).toEqual(['EXPIRED']);
    } finally {
      await setClockOffset(0);
    }
    // The stored code was never touched: only time passed.
    const [stored] = await itemsWithPrefix(`CAMPAIGN_CODE#${code}`);
    expect(stored).toMatchObject({ code, expiresAt, isActive: true, usedCount: 0 });
    expect((await call(validate(code))).body.valid).toBe(true);
  });

  it('is invalid when unknown, used up or deactivated', async () => {
    expect(await call(validate('YOKBOYLEKOD'))).toEqual({ status: 200, body: INVALID });
    expect((await call(validate('bad code!'))).status).toBe(400);

    await couponPopup();
    const used = String((await call(COUPON, { method: 'POST', from: shopper() })).body.code);
    const db = tableClient();
    await db.send(
      new UpdateCommand({
        TableName: runtime().tableName,
        Key: campaignCodeKey(used),
        UpdateExpression: 'SET usedCount = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    db.destroy();
    expect((await call(validate(used))).body).toEqual(INVALID);

    const manual = await call(CODES, { as: 'MARKETING_MANAGER', method: 'POST', body: { discountType: 'AMOUNT', discountValue: 100 } });
    const code = String(manual.body.data.code);
    expect((await call(validate(code))).body.valid).toBe(true);
    expect((await call(deactivate(code), { as: 'MARKETING_MANAGER', method: 'POST' })).body.data).toMatchObject({
      isActive: false,
      deactivatedBy: 'marketing_manager@example.com',
    });
    expect((await call(validate(code))).body).toEqual(INVALID);
    const inactive = await call(`${CODES}?state=INACTIVE&source=MANUAL&limit=100`, { as: 'ADMIN' });
    expect(inactive.body.data.map((c: { code: string }) => c.code)).toContain(code);
  });
});

describe('İndirim Kodları API', () => {
  const allowed = ROLE_NAMES.filter((role) => canAny([role], ['campaign-codes:manage']));

  it('lets only the campaign-code roles in: 401 without a token, 403 to the rest, nothing written', async () => {
    expect(allowed).toEqual(['SUPER_ADMIN', 'ADMIN', 'MARKETING_MANAGER']);
    const before = await tableItems();
    for (const [method, path] of [
      ['GET', CODES],
      ['POST', CODES],
      ['POST', deactivate('ABCD')],
    ] as const) {
      expect(await call(path, { method, body: method === 'POST' ? { discountType: 'AMOUNT', discountValue: 5 } : undefined })).toEqual({
        status: 401,
        body: { message: 'Unauthorized' },
      });
      for (const role of ROLE_NAMES.filter((r) => !allowed.includes(r))) {
        expect(
          (await call(path, { as: role, method, body: method === 'POST' ? { discountType: 'AMOUNT', discountValue: 5 } : undefined })).status,
        ).toBe(403);
      }
    }
    expect(await tableItems()).toEqual(before);
  });

  it('creates a manual code (typed or generated), refuses a duplicate with 409 and bad input with 400, writing nothing', async () => {
    const typed = `YAZ${Date.now().toString(36).toUpperCase()}`;
    const expiresAt = new Date(Date.now() + 24 * hour).toISOString();
    const made = await call(CODES, {
      as: 'ADMIN',
      method: 'POST',
      body: { code: ` ${typed.toLowerCase()} `, discountType: 'PERCENTAGE', discountValue: 20, expiresAt, usageLimit: 100 },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      code: typed,
      source: 'MANUAL',
      usageLimit: 100,
      usedCount: 0,
      expiresAt,
      createdBy: 'admin@example.com',
      isActive: true,
    });

    const before = await tableItems();
    expect(await call(CODES, { as: 'ADMIN', method: 'POST', body: { code: typed, discountType: 'AMOUNT', discountValue: 1 } })).toEqual({
      status: 409,
      body: { error: 'Conflict', message: MESSAGES.coupons.duplicate },
    });
    for (const body of [
      { discountType: 'PERCENTAGE', discountValue: 120 },
      { discountType: 'PERCENTAGE', discountValue: 0 },
      { discountType: 'FREE', discountValue: 10 },
      { discountType: 'AMOUNT', discountValue: 10.001 },
      { discountType: 'AMOUNT', discountValue: 10, code: 'a b' },
      { discountType: 'AMOUNT', discountValue: 10, usageLimit: 0 },
      { discountType: 'AMOUNT', discountValue: 10, expiresAt: new Date(Date.now() - hour).toISOString() },
      { discountType: 'AMOUNT', discountValue: 10, expiresAt: 'yarın' },
    ]) {
      const res = await call(CODES, { as: 'ADMIN', method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await call(deactivate('YOKBOYLEKOD'), { as: 'ADMIN', method: 'POST' })).toMatchObject({ status: 404 });
    expect((await call(`${CODES}?state=GONE`, { as: 'ADMIN' })).status).toBe(400);
    expect(await tableItems()).toEqual(before);

    const generated = await call(CODES, { as: 'ADMIN', method: 'POST', body: { discountType: 'AMOUNT', discountValue: 25.5 } });
    expect(generated.body.data).toMatchObject({
      code: expect.stringMatching(new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`)),
      expiresAt: null,
      usageLimit: 1,
    });
  });
});

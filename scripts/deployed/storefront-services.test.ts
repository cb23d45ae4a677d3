import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import * as z from 'zod';
import { COUPON_CODE_ALPHABET, DEFAULT_POPUP, MESSAGES, popupSettingsSchema, themeComponentSchema } from '@shop/shared';
import { adminWho, call, describeOnTarget, mayCall, pathOf } from './api';
import type { SignedInUser } from './sign-in';

const INVALID = { valid: false, discountType: null, discountValue: null, expiresAt: null };
const subscriberListSchema = z.object({ data: z.array(z.object({ email: z.string(), subscribedAt: z.string() })) });
const popupAnswerSchema = z.object({
  popup: themeComponentSchema.and(z.looseObject({ componentData: popupSettingsSchema })).nullable(),
  version: z.number(),
});

describeOnTarget('newsletter subscription', () => {
  it('stores an address once (the same answer again, any case), refuses a bad one with the Turkish message, and lists it for the admins', async (test) => {
    // example.com never receives mail; the tag finds this run's address among real subscribers.
    const email = `deployed-${randomUUID().slice(0, 8)}@example.com`;
    const first = await call(pathOf('subscribeNewsletter'), { method: 'POST', body: { email } });
    expect([first.status, first.body]).toEqual([200, { subscribed: true }]);
    const again = await call(pathOf('subscribeNewsletter'), { method: 'POST', body: { email: email.toUpperCase() } });
    // Known or new, the same answer: it cannot tell anyone who is subscribed.
    expect([again.status, again.body]).toEqual([first.status, first.body]);

    const bad = await call(pathOf('subscribeNewsletter'), { method: 'POST', body: { email: 'adres-değil' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'BadRequest', message: `email: ${MESSAGES.newsletter.invalidEmail}` });

    const admin = adminWho(test, 'may see newsletter subscribers', (u) => mayCall('listNewsletterSubscribers', u.groups));
    onTestFinished(async () => {
      // The removal a KVKK request would make: the run leaves no address behind.
      const removed = await call(pathOf('removeNewsletterSubscriber'), { as: admin, method: 'POST', body: { email } });
      expect([removed.status, removed.body]).toEqual([200, { removed: true }]);
    });
    const listed = subscriberListSchema.parse(
      (await call(`${pathOf('listNewsletterSubscribers')}?q=${encodeURIComponent(email)}`, { as: admin })).body,
    );
    expect(listed.data.map((s) => s.email)).toEqual([email]);
  });
});

describeOnTarget('popup coupons and their validation', () => {
  const readPopup = async (user: SignedInUser) => popupAnswerSchema.parse((await call(pathOf('getPopup'), { as: user })).body);

  it('gives a code while a coupon popup is live, which validates with its discount and expiry, until it is deactivated', async (test) => {
    const unknown = await call(pathOf('validateCoupon', { code: `YOK${randomUUID().slice(0, 6).toUpperCase()}` }));
    expect([unknown.status, unknown.body]).toEqual([200, INVALID]);

    const editor = adminWho(
      test,
      'may edit the popup and the campaign codes',
      (u) => mayCall('savePopup', u.groups) && mayCall('deactivateCampaignCode', u.groups),
    );
    const before = await readPopup(editor);
    // A coupon popup for the next five minutes only, then the top area as it was (see popup.test.ts).
    const now = Date.now();
    const ours = {
      ...DEFAULT_POPUP,
      name: `Kupon testi ${randomUUID().slice(0, 8)}`,
      type: 'COUPON' as const,
      isActive: true,
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 5 * 60_000).toISOString(),
      couponDiscountType: 'PERCENTAGE' as const,
      couponDiscountValue: 10,
      couponTime: 5,
    };
    const saved = await call(pathOf('savePopup'), { as: editor, method: 'POST', body: { ...ours, baseVersion: before.version } });
    expect([200, 201]).toContain(saved.status);
    onTestFinished(async () => {
      const current = await readPopup(editor);
      const back =
        before.version > 0
          ? await call(pathOf('restoreThemeVersion', { version: before.version }), {
              as: editor,
              method: 'POST',
              body: { pageType: 'TOP', baseVersion: current.version },
            })
          : await call(pathOf('saveThemeComponents'), {
              as: editor,
              method: 'POST',
              body: { pageType: 'TOP', baseVersion: current.version, components: [] },
            });
      expect(back.status).toBe(200);
    });

    const made = await call(pathOf('createPopupCoupon'), { method: 'POST' });
    expect(made.status).toBe(201);
    const coupon = z.object({ code: z.string(), discountType: z.string(), discountValue: z.number(), expiresAt: z.string() }).parse(made.body);
    expect(coupon.code).toMatch(new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`));
    expect(coupon).toMatchObject({ discountType: 'PERCENTAGE', discountValue: 10 });
    const expiry = Date.parse(coupon.expiresAt);
    expect(expiry).toBeGreaterThan(now + 4 * 60_000);
    expect(expiry).toBeLessThan(Date.now() + 6 * 60_000);

    const valid = await call(pathOf('validateCoupon', { code: coupon.code.toLowerCase() }));
    expect([valid.status, valid.body]).toEqual([200, { valid: true, discountType: 'PERCENTAGE', discountValue: 10, expiresAt: coupon.expiresAt }]);
    expect(valid.headers.get('cache-control')).toContain('no-store');

    const deactivated = await call(pathOf('deactivateCampaignCode', { code: coupon.code }), { as: editor, method: 'POST' });
    expect(deactivated.status).toBe(200);
    const after = await call(pathOf('validateCoupon', { code: coupon.code }));
    expect([after.status, after.body]).toEqual([200, INVALID]);
  });

  it('refuses a coupon with 409 and the Turkish message while no coupon popup is live', async (test) => {
    const editor = adminWho(test, 'may read the popup', (u) => mayCall('getPopup', u.groups));
    const { popup } = await readPopup(editor);
    const settings = popup?.componentData;
    const t = Date.now();
    const live =
      settings?.isActive &&
      settings.type === 'COUPON' &&
      (!settings.startDate || Date.parse(settings.startDate) <= t) &&
      (!settings.endDate || Date.parse(settings.endDate) >= t);
    if (live) return test.skip('the stack has a live coupon popup of its own');
    const refused = await call(pathOf('createPopupCoupon'), { method: 'POST' });
    expect([refused.status, refused.body]).toEqual([409, { error: 'Conflict', message: MESSAGES.coupons.noCouponPopup }]);
  });
});

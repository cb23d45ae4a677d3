import { COUPON_CODE_ALPHABET, COUPON_CODE_LENGTH, couponState, DEFAULT_POPUP, VIEWER_ADDRESS_HEADER, type ThemeComponent } from '@shop/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { generateCouponCode } from '../../src/domain/coupons/coupon-code';
import { liveCouponPopup, popupCouponExpiry } from '../../src/domain/coupons/coupons';
import { addressOnly, clientHash } from '../../src/http/rate-limit';

const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('coupon codes', () => {
  it('draws every symbol from the unambiguous alphabet (no 0, O, 1, I)', () => {
    expect(COUPON_CODE_ALPHABET).toHaveLength(32);
    expect(COUPON_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(generateCouponCode(() => 0)).toBe('2'.repeat(COUPON_CODE_LENGTH));
    expect(generateCouponCode(() => 31)).toBe('Z'.repeat(COUPON_CODE_LENGTH));
    const seen = new Set(Array.from({ length: 200 }, () => generateCouponCode()));
    expect(seen.size).toBe(200);
    for (const code of seen) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
  });

  it('works out the state at a given clock: deactivated, then expired, then used up', () => {
    const code = { isActive: true, expiresAt: '2026-05-01T12:30:00.000Z', usageLimit: 1, usedCount: 0 };
    expect(couponState(code, NOW)).toBe('ACTIVE');
    expect(couponState(code, NOW + 30 * 60_000)).toBe('EXPIRED');
    expect(couponState({ ...code, usedCount: 1 }, NOW)).toBe('USED_UP');
    expect(couponState({ ...code, isActive: false, usedCount: 1 }, NOW + 3600_000)).toBe('INACTIVE');
    expect(couponState({ ...code, expiresAt: null }, NOW + 1e12)).toBe('ACTIVE');
  });

  it('gives coupons only from an active COUPON popup within its dates; expiry is couponTime minutes on', () => {
    const popup = (data: object, isActive = true) =>
      ({
        id: 'p1',
        componentType: 'POPUP',
        isActive,
        componentData: { ...DEFAULT_POPUP, type: 'COUPON', couponTime: 30, ...data },
      }) as unknown as ThemeComponent;
    expect(liveCouponPopup(popup({}), NOW)?.id).toBe('p1');
    expect(liveCouponPopup(popup({ type: 'BASIC' }), NOW)).toBeUndefined();
    expect(liveCouponPopup(popup({}, false), NOW)).toBeUndefined();
    expect(liveCouponPopup(popup({ isActive: false }), NOW)).toBeUndefined();
    expect(liveCouponPopup(popup({ startDate: '2026-05-01T12:00:01Z' }), NOW)).toBeUndefined();
    expect(liveCouponPopup(popup({ endDate: '2026-05-01T11:59:59Z' }), NOW)).toBeUndefined();
    expect(liveCouponPopup(undefined, NOW)).toBeUndefined();
    const live = liveCouponPopup(popup({ startDate: '2026-05-01T11:00:00Z', endDate: '2026-05-01T13:00:00Z' }), NOW);
    expect(live && popupCouponExpiry(live.settings, NOW)).toBe('2026-05-01T12:30:00.000Z');
    expect(popupCouponExpiry({ ...DEFAULT_POPUP, couponTime: null }, NOW)).toBeNull();
  });
});

describe('the per-client key of the rate limits', () => {
  const event = (viewer: string | undefined, sourceIp = '130.176.0.1') =>
    ({ headers: viewer ? { [VIEWER_ADDRESS_HEADER]: viewer } : {}, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

  it('reads the address out of CloudFront’s viewer address, IPv4 and IPv6', () => {
    expect(addressOnly('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(addressOnly('2001:db8::1:443')).toBe('2001:db8::1');
    expect(addressOnly('[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('keys a client by its viewer address (any port), not the edge server, and never stores the address', () => {
    const a = clientHash(event('198.51.100.10:1000'), 'NEWSLETTER');
    expect(clientHash(event('198.51.100.10:2000', '130.176.0.2'), 'NEWSLETTER')).toBe(a);
    expect(clientHash(event('198.51.100.11:1000'), 'NEWSLETTER')).not.toBe(a);
    expect(clientHash(event('198.51.100.10:1000'), 'POPUP_COUPON')).not.toBe(a);
    expect(a).not.toContain('198');
    expect(clientHash(event(undefined, '203.0.113.5'), 'NEWSLETTER')).toBe(clientHash(event('203.0.113.5:1'), 'NEWSLETTER'));
  });

  it('keys a signed-in shopper by their account, wherever they call from (Hesabım forwards no viewer address)', () => {
    const signedIn = (sub: string, sourceIp: string) =>
      ({
        headers: {},
        requestContext: { http: { sourceIp }, authorizer: { jwt: { claims: { sub } } } },
      }) as unknown as APIGatewayProxyEventV2;
    const a = clientHash(signedIn('sub-a', '130.176.0.1'), 'CHECKOUT');
    // Another edge server, the same shopper: one count. Another shopper through the same edge: their own.
    expect(clientHash(signedIn('sub-a', '130.176.0.9'), 'CHECKOUT')).toBe(a);
    expect(clientHash(signedIn('sub-b', '130.176.0.1'), 'CHECKOUT')).not.toBe(a);
    expect(clientHash(event(undefined, '130.176.0.1'), 'CHECKOUT')).not.toBe(a);
  });
});

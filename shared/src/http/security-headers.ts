/**
 * The response headers every page and API answer of the shop carries, in production (the
 * CloudFront response headers policy, infra/src/hosting.ts) and locally (the gateway). One
 * source, so the local runtime cannot drift into allowing what production refuses.
 */

/** One year: what HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export const STRICT_TRANSPORT_SECURITY = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
/** The theme builder frames the storefront preview from the same origin. */
export const FRAME_OPTIONS = 'SAMEORIGIN';
export const CONTENT_TYPE_OPTIONS = 'nosniff';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Powerful features the shop never uses, switched off for its pages and anything they frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Eklentiler: GA4 (gtag.js) and Meta Pixel, which the storefront loads only after the shopper's
 * consent (web/src/storefront/consent). Allowed here always, since the policy is one header for
 * every page; whether they load is the consent's decision, not the policy's.
 */
const CONSENTED_TRACKERS = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com', 'https://www.facebook.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://www.facebook.com'],
} as const;

/**
 * The app's Content-Security-Policy. `connectSources` are the origins besides its own that the
 * browser talks to directly: in AWS the Cognito endpoint, the media bucket (presigned uploads)
 * and the WebSocket API.
 */
export const contentSecurityPolicy = (connectSources: readonly string[]): string =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...CONSENTED_TRACKERS.script].join(' '),
    ["connect-src 'self'", ...connectSources, ...CONSENTED_TRACKERS.connect].join(' '),
    ["img-src 'self' data: blob:", ...CONSENTED_TRACKERS.img].join(' '),
    // PrimeReact positions overlays with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** Uploaded files are shown by the app, never run as pages of its origin. */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Every security header of an app or API response, by lower-case name. */
export const securityHeaders = (connectSources: readonly string[]): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicy(connectSources),
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-frame-options': FRAME_OPTIONS,
  'x-content-type-options': CONTENT_TYPE_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
});

/** The same for /media/*: sandboxed, never sniffed. */
export const MEDIA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  'x-content-type-options': CONTENT_TYPE_OPTIONS,
  'referrer-policy': REFERRER_POLICY,
  'permissions-policy': PERMISSIONS_POLICY,
};

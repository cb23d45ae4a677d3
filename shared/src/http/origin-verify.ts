/**
 * CloudFront adds this header, with a secret value, to every request it forwards to the HTTP
 * API, and every API Lambda refuses a request without it: the execute-api URL is no way around
 * CloudFront's caching, headers and logs. The stack generates the value; the Lambdas read it
 * from the environment variable below. The local gateway plays CloudFront's part.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const ORIGIN_VERIFY_SECRET_ENV = 'ORIGIN_VERIFY_SECRET';

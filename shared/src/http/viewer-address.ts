/**
 * The shopper's address as CloudFront sees it (`ip:port`), added by CloudFront to the origin
 * request when the behaviour's origin request policy names it, and overwritten if a viewer sent
 * one. The API is reachable only through CloudFront (origin-verify), so this is the one client
 * identity a handler can trust; `sourceIp` is an edge server's. The local gateway sets it the same way.
 */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

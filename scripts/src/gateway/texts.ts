import { HTTP_API_MAX_PAYLOAD_BYTES } from '@shop/shared';

/**
 * The gateway's answers where API Gateway's own (English, e.g. 'Request Entity Too Large') would
 * leave the admin guessing; 401/404 stay word for word as API Gateway sends them.
 */
export const GATEWAY_TEXTS = {
  malformedUrl: 'İstek adresi bozuk: yüzde (%) kodlaması geçersiz.',
  payloadTooLarge: `İstek gövdesi çok büyük: en fazla ${HTTP_API_MAX_PAYLOAD_BYTES / (1024 * 1024)} MB gönderilebilir.`,
} as const;

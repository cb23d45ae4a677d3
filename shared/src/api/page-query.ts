import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { COUPON_SOURCES, COUPON_STATES } from '../entities/campaign-code';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../entities/order';
import { NEWSLETTER_SEARCH_MAX } from '../entities/newsletter-subscriber';
import { GSI1, GUEST_LIST, MEMBER_LIST, NEWSLETTER_SUBSCRIBER_LIST, ORDER_LIST, PRODUCT_LIST, orderFinderList, orderPairFinderList } from '../table';
import { cursorFitsList, daysInOrder, emptyAsUnset, shopDayFilter } from './list-filters';

/** `?limit=&cursor=` on every paged list; the cursor is opaque to callers. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(2048).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A cursor's key object, or undefined when it is not one. Decoded by hand rather than with Node's
 * Buffer because the route table is shared with the browser; like Buffer, it skips foreign
 * characters. Only the key's shape is checked with it, so bytes stand for characters.
 */
export const decodeCursorKey = (cursor: string): Record<string, unknown> | undefined => {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const c of cursor) {
    const digit = BASE64URL.indexOf(c);
    if (digit < 0) continue;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      text += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  try {
    const key: unknown = JSON.parse(text);
    return key && typeof key === 'object' && !Array.isArray(key) ? (key as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A cursor is the last key of the previous page; one that does not have exactly the
 * shape of a key in this list (garbage, or a cursor taken from another list) is refused
 * before DynamoDB sees it.
 */
const cursorKeySchema = (list: string) =>
  z.strictObject({ pk: z.string(), sk: z.string(), [GSI1.partitionKey]: z.literal(list), [GSI1.sortKey]: z.string() });

/** `?limit=&cursor=` for one list of entities listed newest first; a bad cursor is a 400 naming `cursor`. */
export const newestFirstPageSchema = (list: string) => {
  const key = cursorKeySchema(list);
  return pageQuerySchema.extend({
    cursor: pageQuerySchema.shape.cursor.refine((cursor) => cursor === undefined || key.safeParse(decodeCursorKey(cursor)).success, {
      error: 'cursor geçersiz.',
    }),
  });
};

export const memberPageSchema = newestFirstPageSchema(MEMBER_LIST);
export const guestPageSchema = newestFirstPageSchema(GUEST_LIST);
const orderFilter = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(emptyAsUnset, z.enum(values).optional());

/**
 * The list an order page reads: status and payment together their pair's finder list, else the
 * finder list of the first axis filtered, else the whole list.
 */
export const orderListOf = (q: {
  status?: string | undefined;
  paymentStatus?: string | undefined;
  fulfillmentStatus?: string | undefined;
}): string =>
  q.status && q.paymentStatus
    ? orderPairFinderList(q.status, q.paymentStatus)
    : q.status
      ? orderFinderList('STATUS', q.status)
      : q.paymentStatus
        ? orderFinderList('PAYMENT', q.paymentStatus)
        : q.fulfillmentStatus
          ? orderFinderList('FULFILLMENT', q.fulfillmentStatus)
          : ORDER_LIST;

/**
 * The order list's filters (all in the URL): the three axes, a search over number, customer name,
 * e-mail and phone, and shop days from/to (Europe/Istanbul, both included). A cursor is the last key
 * of the list these filters read (orderListOf), within their days.
 */
export const orderPageSchema = pageQuerySchema
  .extend({
    status: orderFilter(ORDER_STATUSES),
    paymentStatus: orderFilter(PAYMENT_STATUSES),
    fulfillmentStatus: orderFilter(FULFILLMENT_STATUSES),
    q: z.preprocess(emptyAsUnset, z.string().trim().max(100).optional()),
    from: shopDayFilter('from'),
    to: shopDayFilter('to'),
  })
  .refine(daysInOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] })
  .refine((q) => q.cursor === undefined || cursorFitsList(decodeCursorKey(q.cursor), orderListOf(q), q.from, q.to), {
    error: 'cursor geçersiz.',
    path: ['cursor'],
  });
export type OrderPageQuery = z.infer<typeof orderPageSchema>;

const filterId = z.preprocess(emptyAsUnset, z.string().max(FIELD_LIMITS.id).optional());

/**
 * `?limit=&cursor=` plus the back office's filters: one brand, one category (with everything below it),
 * and `archived=true` for the archive (Arşivlenmiş) instead of the products on sale.
 */
export const productPageSchema = newestFirstPageSchema(PRODUCT_LIST).extend({
  brandId: filterId,
  categoryId: filterId,
  archived: z
    .enum(['true', 'false'], { error: 'archived true ya da false olmalıdır.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ProductPageQuery = z.infer<typeof productPageSchema>;

export const subscriberPageSchema = newestFirstPageSchema(NEWSLETTER_SUBSCRIBER_LIST).extend({
  q: z
    .string()
    .trim()
    .max(NEWSLETTER_SEARCH_MAX, { error: `q en fazla ${NEWSLETTER_SEARCH_MAX} karakter olabilir.` })
    .optional(),
});

export const campaignCodeListSchema = pageQuerySchema.extend({
  source: z.enum(COUPON_SOURCES, { error: `source şu değerlerden biri olmalıdır: ${COUPON_SOURCES.join(', ')}.` }).optional(),
  state: z.enum(COUPON_STATES, { error: `state şu değerlerden biri olmalıdır: ${COUPON_STATES.join(', ')}.` }).optional(),
});
export type CampaignCodeListQuery = z.infer<typeof campaignCodeListSchema>;

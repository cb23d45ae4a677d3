import type { Media } from '../schemas/common';
import type { SavePageType } from '../schemas/theme-component';
import { ORDER_KEY, TABLE_KEYS } from './table-keys';

/*
 * Every key the product writes to the single table, built in one place. The strings are data:
 * an item is only found again under the exact key it was written with, so renaming a prefix
 * orphans what is already stored (shared/test/item-keys.test.ts pins them).
 */

const itemKey = (pk: string, sk: string) => ({ [TABLE_KEYS.partitionKey]: pk, [TABLE_KEYS.sortKey]: sk });

/** gsi1sk/gsi2sk of time-ordered lists: ISO time first so the index sorts by it, the id to keep equal times apart. */
export const newestFirstSortKey = (createdAt: string, id: string) => `${createdAt}#${id}`;

/**
 * A product's partition holds the product and one membership item per category (ancestors
 * included), so its memberships are found from the product; each membership is also listed
 * under its category in gsi1, making "this category and everything below it" one Query.
 */
export const PRODUCT_LIST = 'PRODUCTS';
export const productKey = (id: string) => itemKey(`PRODUCT#${id}`, 'PRODUCT');
export const productCategoryKey = (productId: string, categoryId: string) => itemKey(productKey(productId).pk, `CATEGORY#${categoryId}`);
export const categoryProductList = (categoryId: string) => `CATEGORY_PRODUCTS#${categoryId}`;
/** A product's content (rich description, Ek bilgiler, SSS, CTA): its own item, edited by content roles apart from the product. */
export const productContentKey = (productId: string) => itemKey(productKey(productId).pk, 'CONTENT');
/** A product slug taken: the storefront's /product/{slug} reads it to find the product, and a transaction claiming it refuses a duplicate. */
export const productSlugKey = (slug: string) => itemKey(`PRODUCT_SLUG#${slug}`, 'SLUG');

/** All categories share one partition (a catalogue has hundreds, not millions): the tree is one Query. */
export const CATEGORY_PARTITION = 'CATEGORY';
export const categoryKey = (id: string) => itemKey(CATEGORY_PARTITION, `CATEGORY#${id}`);
/** A slug taken under a parent (roots: no parent id); outside the category partition, which holds categories only. */
export const categorySlugKey = (parentId: string | undefined, slug: string) => itemKey(`CATEGORY_SLUG#${parentId ?? ''}`, `SLUG#${slug}`);

/** Brands share one partition too; a name claim sits beside its brand so a transaction can refuse a duplicate name. */
export const BRAND_PARTITION = 'BRAND';
export const BRAND_PREFIX = 'BRAND#';
export const brandKey = (id: string) => itemKey(BRAND_PARTITION, `${BRAND_PREFIX}${id}`);
export const brandNameKey = (foldedName: string) => itemKey(BRAND_PARTITION, `NAME#${foldedName}`);

/**
 * Orders (orderKey, beside the table's shape, as the stream filter reads it) listed newest
 * first. The alert marker's partition must not start with ORDER#, or the stream would hand it back.
 */
export const ORDER_LIST = 'ORDERS';
export const orderAlertKey = (orderId: string) => itemKey(`ORDER_ALERT#${orderId}`, 'ALERT');
/**
 * An order's partition (ORDER#<id>) holds its header (sk ORDER), its timeline (EVENT#<at>#<id>,
 * read newest first) and one finder per axis (FIND#STATUS, FIND#PAYMENT, FIND#FULFILLMENT): a small
 * copy of the list row in gsi1 under ORDERS#<axis>#<value>, rewritten in the transaction that
 * changes the axis, so a filtered list is one Query of its finder list, never a scan.
 */
export const ORDER_EVENT_PREFIX = 'EVENT#';
export const orderEventKey = (orderId: string, at: string, eventId: string) =>
  itemKey(`${ORDER_KEY.prefix}${orderId}`, `${ORDER_EVENT_PREFIX}${at}#${eventId}`);
export const ORDER_AXES = ['STATUS', 'PAYMENT', 'FULFILLMENT'] as const;
export type OrderAxis = (typeof ORDER_AXES)[number];
export const orderFinderKey = (orderId: string, axis: OrderAxis) => itemKey(`${ORDER_KEY.prefix}${orderId}`, `FIND#${axis}`);
export const orderFinderList = (axis: OrderAxis, value: string) => `${ORDER_LIST}#${axis}#${value}`;
/**
 * Status and payment filtered together (a rare pair such as Tamamlandı × Ödeme bekleniyor) would read
 * the status list filtered by payment, up to the read budget. One more finder keyed by the pair
 * (FIND#STATUS_PAYMENT under ORDERS#STATUS_PAYMENT#<status>#<paymentStatus>), written with the
 * others, makes the pair one Query of its own list.
 */
export const ORDER_PAIR_FINDER = 'STATUS_PAYMENT';
export const orderPairFinderKey = (orderId: string) => itemKey(`${ORDER_KEY.prefix}${orderId}`, `FIND#${ORDER_PAIR_FINDER}`);
export const orderPairFinderList = (status: string, paymentStatus: string) => `${ORDER_LIST}#${ORDER_PAIR_FINDER}#${status}#${paymentStatus}`;
/** An e-mail an order change sends: written in the change's transaction, sent from the table stream (an outbox). */
export const ORDER_MAIL_PREFIX = 'MAIL#';
export const orderMailKey = (orderId: string, mailId: string) => itemKey(`${ORDER_KEY.prefix}${orderId}`, `${ORDER_MAIL_PREFIX}${mailId}`);
/**
 * Outbox items not sent yet (PENDING, SENDING, FAILED) are also listed in gsi1 under this one list
 * (sparse: SENT and ABANDONED ones leave it), so the scheduled retry is one Query, never a scan.
 */
export const UNSENT_ORDER_MAIL_LIST = 'ORDER_MAILS#UNSENT';
/** Order numbers are handed out from one counter item (checkout), after the demo's and migrated orders' numbers. */
export const ORDER_NUMBER_COUNTER = itemKey('COUNTER', 'ORDER_NUMBER');

/** Members and guests each in their own partition, so a guest's order count is one item to update. */
export const MEMBER_LIST = 'MEMBERS';
export const GUEST_LIST = 'GUESTS';
export const memberKey = (id: string) => itemKey(`MEMBER#${id}`, 'MEMBER');
export const guestKey = (id: string) => itemKey(`GUEST#${id}`, 'GUEST');

/**
 * Hesabım (issue 28): a member's own account data (addresses, KVKK consent) in one item beside the
 * member in its partition, changed conditioned on its version; the member stays the shape Üyeler lists.
 * A member's orders are found by a finder in each order's partition (FIND#MEMBER), listed in gsi1
 * under ORDERS#MEMBER#<sub>, newest first; written with the order, never changed after.
 */
export const memberAccountKey = (memberId: string) => itemKey(`MEMBER#${memberId}`, 'ACCOUNT');
export const memberOrderFinderKey = (orderId: string) => itemKey(`${ORDER_KEY.prefix}${orderId}`, 'FIND#MEMBER');
export const memberOrderList = (memberId: string) => `ORDERS#MEMBER#${memberId}`;

/**
 * The search index: one item per entity and word, in the entity's partition so its items can
 * be found again, and in gsi2 under the word's first characters with the word leading the sort
 * key, so a lookup is begins_with on one small partition.
 */
export const SEARCH_ENTITY = { product: 'PRODUCT', member: 'MEMBER', guest: 'GUEST', order: 'ORDER' } as const;
export type SearchEntity = (typeof SEARCH_ENTITY)[keyof typeof SEARCH_ENTITY];
export const searchEntityPartition = (entity: SearchEntity, id: string) => `SEARCH#${entity}#${id}`;
export const searchTokenKey = (entity: SearchEntity, id: string, token: string) => itemKey(searchEntityPartition(entity, id), `TOKEN#${token}`);
export const searchWordPartition = (entity: SearchEntity, wordHead: string) => `SEARCH#${entity}#${wordHead}`;
export const searchTokenSortKey = (token: string, id: string) => `${token}#${id}`;

/** One partition addressed by id; only ready items are listed (sparse gsi1/gsi2), so pending uploads never show. */
export const MEDIA_PARTITION = 'MEDIA';
export const mediaKey = (id: string) => itemKey(MEDIA_PARTITION, `MEDIA#${id}`);
export const READY_MEDIA_LIST = 'MEDIA#READY';
export const readyMediaListOfType = (type: Media['type']) => `${READY_MEDIA_LIST}#${type}`;

/**
 * A tab's pointer and version infos share the tab's partition; each version's components get
 * a partition of their own, so a version is written before the pointer names it and deleted whole.
 */
export const THEME_PREFIX = 'THEME#';
export const THEME_VERSION_PREFIX = 'VERSION#';
export const themeTabPartition = (pageType: SavePageType) => `${THEME_PREFIX}${pageType}`;
export const themePointerKey = (pageType: SavePageType) => itemKey(themeTabPartition(pageType), 'POINTER');
/** Zero-padded so the sort key orders versions by number. */
export const themeVersionKey = (pageType: SavePageType, version: number) =>
  itemKey(themeTabPartition(pageType), `${THEME_VERSION_PREFIX}${String(version).padStart(10, '0')}`);
/** What every component partition of one tab starts with. */
export const themeComponentsPrefix = (pageType: SavePageType) => `${themeTabPartition(pageType)}#V#`;
export const themeComponentsPartition = (pageType: SavePageType, versionId: string) => `${themeComponentsPrefix(pageType)}${versionId}`;
/** Zero-padded so a Query returns components in their stored order. */
export const themeComponentKey = (pageType: SavePageType, versionId: string, index: number) =>
  itemKey(themeComponentsPartition(pageType, versionId), `C#${String(index).padStart(4, '0')}`);

/** Shop-wide settings: one small item each, read by key. */
export const themeConfigKey = () => itemKey('SETTINGS', 'THEME_CONFIG');
export const liveSupportSettingsKey = () => itemKey('SETTINGS', 'LIVE_SUPPORT');
/** The local runtime seeds once; this item records that it did. */
export const seedMarkerKey = () => itemKey('META', 'SEED');

/**
 * What belongs to one admin lives under their sub, so it is per admin and a key holding the
 * caller's sub cannot reach another admin's item. Notifications are listed newest first in
 * gsi2, unread ones also in gsi1 (sparse), so the count and mark-all-read never scan.
 */
export const USER_PREFIX = 'USER#';
export const NOTIFICATION_PREFIX = 'NOTIFICATION#';
export const userPartition = (sub: string) => `${USER_PREFIX}${sub}`;
export const tourKey = (sub: string) => itemKey(userPartition(sub), 'TOUR');
export const notificationKey = (sub: string, id: string) => itemKey(userPartition(sub), `${NOTIFICATION_PREFIX}${id}`);
export const notificationList = (sub: string) => `${userPartition(sub)}#NOTIFICATIONS`;
export const unreadNotificationList = (sub: string) => `${userPartition(sub)}#UNREAD`;

/**
 * Realtime: admins the shop knows (each new order notifies them all), open WebSocket
 * connections, and one-use connect tickets. A cursor room and a ticket are keyed by a hash
 * the caller computes (a path may be longer than a GSI key; a ticket must not be readable
 * from the table), so this module needs no crypto and loads in the browser too.
 */
export const KNOWN_ADMIN_LIST = 'ADMINS';
export const adminKey = (sub: string) => itemKey(`ADMIN#${sub}`, 'ADMIN');
export const CONNECTION_PREFIX = 'CONNECTION#';
export const CONNECTION_LIST = 'CONNECTIONS';
export const connectionKey = (connectionId: string) => itemKey(`${CONNECTION_PREFIX}${connectionId}`, 'CONNECTION');
export const cursorRoomList = (pathHash: string) => `CURSORS#${pathHash}`;
export const REALTIME_TICKET_PREFIX = 'REALTIME_TICKET#';
export const realtimeTicketKey = (ticketHash: string) => itemKey(`${REALTIME_TICKET_PREFIX}${ticketHash}`, 'TICKET');

/**
 * Canlı destek (issue 30). A conversation's partition CHAT#<id> holds the conversation (sk
 * CONVERSATION) and its messages (MSG#<ISO time>#<id>, read in order). The conversation is
 * listed per status in gsi1 (CHATS#<status>, newest message first), so each tab of Aktif
 * Sohbetler is one Query. A visitor's WebSocket connection is listed in gsi1 under its
 * conversation only (never under CONNECTIONS, which admin broadcasts read). Everything carries
 * a TTL of its last message + the retention days of Canlı Destek Ayarları.
 */
export const CHAT_PREFIX = 'CHAT#';
export const chatConversationKey = (conversationId: string) => itemKey(`${CHAT_PREFIX}${conversationId}`, 'CONVERSATION');
export const CHAT_MESSAGE_PREFIX = 'MSG#';
export const chatMessageKey = (conversationId: string, createdAt: string, messageId: string) =>
  itemKey(`${CHAT_PREFIX}${conversationId}`, `${CHAT_MESSAGE_PREFIX}${createdAt}#${messageId}`);
export const chatStatusList = (status: string) => `CHATS#${status}`;
export const chatVisitorConnectionList = (conversationId: string) => `CHAT_VISITORS#${conversationId}`;
export const liveChatSettingsKey = () => itemKey('SETTINGS', 'LIVE_CHAT');
/**
 * An agent's message claimed under the id their browser gave it (CLAIM#<clientMessageId> in the
 * conversation's partition): put with the message, refused when it exists, so a retried Gönder or
 * campaign code is stored and sent once; it holds the first message for the retry's answer.
 */
export const chatMessageClaimKey = (conversationId: string, clientMessageId: string) =>
  itemKey(`${CHAT_PREFIX}${conversationId}`, `CLAIM#${clientMessageId}`);
/** A visitor's photo upload (issue 30), in its conversation's partition until it is checked; a day's TTL. */
export const chatUploadKey = (conversationId: string, uploadId: string) => itemKey(`${CHAT_PREFIX}${conversationId}`, `UPLOAD#${uploadId}`);

/**
 * Newsletter subscribers: one item per folded address, so a second subscribe of the same
 * address is a condition that fails, not a second item; listed newest first in gsi1. A removal
 * (KVKK) deletes the item and leaves a log item that holds a hash of the address, never the address.
 */
export const NEWSLETTER_SUBSCRIBER_LIST = 'NEWSLETTER_SUBSCRIBERS';
export const newsletterSubscriberKey = (foldedEmail: string) => itemKey(`NEWSLETTER#${foldedEmail}`, 'SUBSCRIBER');
export const newsletterRemovalKey = (id: string) => itemKey(`NEWSLETTER_REMOVAL#${id}`, 'REMOVAL');
export const NEWSLETTER_REMOVAL_LIST = 'NEWSLETTER_REMOVALS';

/** Campaign codes, one partition per code (a claim and the code in one item); newest first in gsi1, per source in gsi2. */
export const CAMPAIGN_CODE_LIST = 'CAMPAIGN_CODES';
export const campaignCodeKey = (code: string) => itemKey(`CAMPAIGN_CODE#${code}`, 'CODE');
export const campaignCodeSourceList = (source: string) => `CAMPAIGN_CODES#${source}`;

/**
 * A per-client request counter for one limited action and one time window; the window's
 * start is in the key, so a new window is a new item and the old one leaves by TTL.
 */
export const rateLimitKey = (action: string, clientHash: string, windowStart: number) =>
  itemKey(`RATE#${action}#${clientHash}`, `WINDOW#${windowStart}`);

/**
 * The audit log: each entry sits in its action's partition (filter by action: one Query), in
 * gsi1 under one list (all entries, newest first) and in gsi2 under its actor (filter by who);
 * every sort key is `<at>#<id>`, so a date range is a key condition, never a filter. `ttl` removes
 * entries after AUDIT_RETENTION_DAYS.
 */
export const AUDIT_LIST = 'AUDIT';
export const auditActionPartition = (action: string) => `AUDIT#${action}`;
export const auditActorList = (sub: string) => `AUDIT_ACTOR#${sub}`;
export const auditEntryKey = (action: string, at: string, id: string) => itemKey(auditActionPartition(action), newestFirstSortKey(at, id));

/**
 * The dashboard's daily order figures: one counter item per shop day (Europe/Istanbul), updated in
 * the transaction that writes the order, so 14 days are one Query on this partition.
 */
export const ORDER_DAY_PARTITION = 'ORDER_DAYS';
export const orderDayKey = (day: string) => itemKey(ORDER_DAY_PARTITION, `DAY#${day}`);

/**
 * Variant option types share one partition (a shop has tens); a name claim beside each refuses a
 * duplicate. Each product records, in its own partition, how many of its variants use each option
 * value (listed in gsi1 under the value), so "how many variants use Beden: M" is one Query.
 */
export const OPTION_TYPE_PARTITION = 'OPTION_TYPE';
export const optionTypeKey = (id: string) => itemKey(OPTION_TYPE_PARTITION, `OPTION_TYPE#${id}`);
export const optionTypeNameKey = (foldedName: string) => itemKey(OPTION_TYPE_PARTITION, `NAME#${foldedName}`);
export const OPTION_USE_PREFIX = 'OPTION_USE#';
export const optionUseKey = (productId: string, typeName: string, label: string) =>
  itemKey(productKey(productId).pk, `${OPTION_USE_PREFIX}${typeName}#${label}`);
export const optionUseList = (typeName: string, label: string) => `${OPTION_USE_PREFIX}${typeName}#${label}`;

/** SKUs and barcodes are unique across the catalogue: one claim item each, naming the product and variant holding it. */
export const skuClaimKey = (sku: string) => itemKey(`SKU#${sku}`, 'SKU');
export const barcodeClaimKey = (barcode: string) => itemKey(`BARCODE#${barcode}`, 'BARCODE');

/** Warehouses and stock types: one partition each, with a claim per code / name. */
export const WAREHOUSE_PARTITION = 'WAREHOUSE';
export const warehouseKey = (id: string) => itemKey(WAREHOUSE_PARTITION, `WAREHOUSE#${id}`);
export const warehouseCodeKey = (code: string) => itemKey(WAREHOUSE_PARTITION, `CODE#${code}`);
/**
 * One item per shop counting its warehouses and naming the default: every create, delete and
 * change of default conditions on it, so the cap of 50 and "exactly one default" hold even
 * for simultaneous requests.
 */
export const warehouseMetaKey = () => itemKey(WAREHOUSE_PARTITION, 'META');
export const STOCK_TYPE_PARTITION = 'STOCK_TYPE';
export const stockTypeKey = (id: string) => itemKey(STOCK_TYPE_PARTITION, `STOCK_TYPE#${id}`);
export const stockTypeNameKey = (foldedName: string) => itemKey(STOCK_TYPE_PARTITION, `NAME#${foldedName}`);
export const productSettingsKey = () => itemKey('SETTINGS', 'PRODUCT_SETTINGS');
/** Kargo Otomasyonu: carriers, fees, windows and the return address, one versioned item. */
export const cargoSettingsKey = () => itemKey('SETTINGS', 'CARGO_SETTINGS');

/** Genel Ayarlar: the shop's identity, contact, bank accounts, currency display and maintenance switch (general-settings.ts). */
export const generalSettingsKey = () => itemKey('SETTINGS', 'GENERAL_SETTINGS');

/**
 * Stock: a variant's partition holds its level in each warehouse and its movements (the ledger),
 * newest last by sort key. Levels are listed per warehouse in gsi1 by SKU, low ones in gsi2
 * (sparse, fewest available first); movements per warehouse in gsi1, newest first by `<at>#<id>`.
 */
export const stockPartition = (variantId: string) => `STOCK#${variantId}`;
export const stockLevelKey = (variantId: string, warehouseId: string) => itemKey(stockPartition(variantId), `LEVEL#${warehouseId}`);
export const warehouseStockList = (warehouseId: string) => `WAREHOUSE_STOCK#${warehouseId}`;
export const LOW_STOCK_LEVEL_LIST = 'STOCK_LOW';
/** Offset by a billion (the largest quantity), so negative stock (a correction) sorts first, before zero. */
export const lowStockLevelSortKey = (available: number, variantId: string, warehouseId: string) =>
  `${String(Math.max(0, Math.floor(available) + 1_000_000_000)).padStart(12, '0')}#${variantId}#${warehouseId}`;
export const MOVEMENT_PREFIX = 'MOVE#';
export const stockMovementKey = (variantId: string, at: string, id: string) =>
  itemKey(stockPartition(variantId), `${MOVEMENT_PREFIX}${newestFirstSortKey(at, id)}`);
export const warehouseMovementList = (warehouseId: string) => `WAREHOUSE_MOVES#${warehouseId}`;
/** A stock-count import's record: its progress while its chunks are written (see docs/decisions.md). */
export const stockImportKey = (id: string) => itemKey(`STOCK_IMPORT#${id}`, 'IMPORT');
/**
 * Issue 26 (finish): what an import's chunk wrote (its levels and deltas), put in the chunk's own
 * transaction beside the record, so a rollback knows exactly what to undo; and the list (gsi1,
 * sparse) of imports not yet DONE or ROLLED_BACK, where one left by a timed-out call is found.
 */
export const STOCK_IMPORT_CHUNK_PREFIX = 'CHUNK#';
export const stockImportChunkKey = (id: string, index: number) =>
  itemKey(stockImportKey(id).pk, `${STOCK_IMPORT_CHUNK_PREFIX}${String(index).padStart(5, '0')}`);
export const OPEN_STOCK_IMPORT_LIST = 'STOCK_IMPORTS_OPEN';

/*
 * Issue 26, the catalogue's own pages: keys added for idempotent stock requests and media usage.
 */

/**
 * A stock request already carried out, under its sender's idempotency key (scoped to the sender, so
 * two admins' keys never meet): put in the request's own transaction, refused when it exists, and
 * holding the first answer for a retry; it leaves by TTL.
 */
export const stockRequestKey = (sub: string, idempotencyKey: string) => itemKey(`STOCK_REQUEST#${sub}#${idempotencyKey}`, 'REQUEST');

/**
 * A library file a product shows: one item per product and file in the product's partition, listed
 * in gsi1 under the file (by a hash of its path, which may be longer than a key), so "which products
 * use this file" is one Query, not a scan.
 */
export const MEDIA_USE_PREFIX = 'MEDIA_USE#';
export const productMediaUseKey = (productId: string, pathHash: string) => itemKey(productKey(productId).pk, `${MEDIA_USE_PREFIX}${pathHash}`);
export const mediaUseList = (pathHash: string) => `${MEDIA_USE_PREFIX}${pathHash}`;

/**
 * Issue 32: the last page the storefront's renderer produced for an address (path and query),
 * served when a later render fails; one partition per address, so a page is one GetItem.
 */
export const renderedPageKey = (address: string) => itemKey(`RENDERED_PAGE#${address}`, 'PAGE');

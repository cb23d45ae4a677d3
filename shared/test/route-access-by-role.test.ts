import { describe, expect, it } from 'vitest';
import { canAny, ROLE_NAMES, routeList, type RoleName, type RouteAccess } from '../src';

/**
 * Which routes each role may call, worked out by hand from the platform spec's role table (§6)
 * and its route-to-permission mapping, written out as plain route ids. It deliberately does not
 * read the permission matrix in src/auth: a wrong grant there or a wrong `access` in the route
 * table shows up as a difference from this list.
 */

// Anyone, signed in or not: the storefront.
// The shop's public services: newsletter sign-up, the popup's coupon and a checkout's code check.
const SHOP_SERVICES = ['subscribeNewsletter', 'createPopupCoupon', 'validateCoupon'];
// The store API (issue 28): a cart named by its cookie, checkout, and a confirmation by its token.
const STORE = [
  'getCart',
  'addCartLine',
  'updateCartLine',
  'removeCartLine',
  'applyCartCoupon',
  'removeCartCoupon',
  'checkout',
  'checkoutOptions',
  'orderConfirmation',
];
const STOREFRONT = [
  ...SHOP_SERVICES,
  ...STORE,
  'storefrontTheme',
  'storefrontCategory',
  'storefrontProduct',
  'storefrontSearch',
  // Issue 32: storefront pages as HTML.
  'storefrontRender',
  'trackOrder',
  'requestGuestReturn',
  // Üye ol through the store API (rate limited per client), not Cognito directly.
  'shopperSignUp',
  // Issue 29: a shopper reads a form, attaches a file and sends it.
  'storefrontForm',
  'submitForm',
  'createFormUpload',
  // Issue 29: /sayfa/{slug}.
  'storefrontPage',
  // Issue 30: /iletisim (and the chat's offline form) and /geri-bildirim.
  'createSupportRequest',
  'createFeedback',
  // Issue 30: a product page's questions, asking as a guest, reporting a shown one.
  'storefrontQuestions',
  'askQuestion',
  'reportQuestion',
  // Issue 30: whether the chat launcher shows, and a visitor's chat ticket.
  'liveChatStatus',
  'createVisitorTicket',
  // Issue 30: a visitor's photo (authorised by the conversation's visitor key, not by a role).
  'createChatUpload',
  'completeChatUpload',
];
// Hesabım: a token of the shoppers' pool only, so no admin role reaches these.
const SHOPPER_ONLY = [
  'getShopperAccount',
  'updateShopperAccount',
  'deleteShopperAccount',
  'setShopperConsent',
  'addShopperAddress',
  'updateShopperAddress',
  'deleteShopperAddress',
  'listShopperOrders',
  'requestShopperReturn',
  'claimShopperCart',
  'shopperCheckout',
  // Issue 30: asking as the signed-in shopper.
  'askShopperQuestion',
  // Issue 30: a signed-in shopper's chat ticket (recognised by their account).
  'createShopperChatTicket',
];
// Every role that gets into the admin shell (all but USER): bell, tour, realtime.
const SHELL = [
  'listNotifications',
  'markAllNotificationsRead',
  'markNotificationRead',
  'countUnreadNotifications',
  'getTourState',
  'completeTour',
  'createRealtimeTicket',
  // Issue 29: the live pages for the link selector (every admin who edits a link).
  'listPageLinks',
];
// Issue 31: what opens the builder in its scoped mode (banners, marquee, social media): its reads,
// the icon list (the fixed banner's icon) and the component save, which checks each component itself.
const SCOPED_BUILDER = ['listThemeComponents', 'saveThemeComponents', 'getThemeConfig', 'listIcons'];
// The theme builder's own calls (theme permission only), plus the scoped ones.
const THEME_BUILDER = [
  ...SCOPED_BUILDER,
  'listThemeVersions',
  'getThemeVersion',
  'restoreThemeVersion',
  'saveThemeConfig',
  'themeSelectorProducts',
  // The dashboard's "last published" widget.
  'dashboardTheme',
];
// Popups: whoever manages popups, and the theme builder (the popup tab).
const POPUP = ['getPopup', 'savePopup'];
// The media library: galleries, banners, popups, the theme and product images.
const MEDIA = ['listMedia', 'createMediaUpload', 'completeMediaUpload'];
// Product roles also see the dashboard's stock widget.
const PRODUCTS_READ = ['listProducts', 'getProduct', 'dashboardProducts'];
// Adding and editing products: products:manage only (view-only roles are refused).
const PRODUCTS_WRITE = ['createProduct', 'updateProduct'];
// İadeler: read by the order roles; created and worked with orders:manage (REFUND: payments:manage, checked per action).
const RETURNS_READ = ['listReturns', 'getReturn', 'returnReasonFigures'];
const RETURNS_WRITE = ['createReturn', 'returnAction'];
// Order actions: orders:manage or payments:manage (the money actions checked per action by the handler).
const ORDERS_WRITE = ['orderAction'];
// Order roles also see the dashboard's order figures.
const ORDERS_READ = ['listOrders', 'getOrder', 'dashboardOrders', ...RETURNS_READ];
const MEMBERS = ['listMembers', 'getMember'];
const GUESTS_READ = ['listGuests', 'getGuest'];
const LIVE_SUPPORT = ['getLiveSupport', 'setLiveSupport'];
// Issue 30, Destek: support:manage (SUPER_ADMIN, CUSTOMER_SERVICE). Geri Bildirimler: feedback:manage (the same two).
const SUPPORT_DESK = [
  'listSupportRequests',
  'listSupportAgents',
  'getSupportRequest',
  'changeSupportStatus',
  'assignSupportRequest',
  'addSupportNote',
  'replySupportRequest',
];
const FEEDBACK_DESK = ['listFeedback', 'changeFeedbackStatus'];
// Issue 30: Aktif Sohbetler and Canlı Destek Ayarları, support:manage like the switch.
const LIVE_CHAT = [
  'listConversations',
  'getConversation',
  'markConversationRead',
  'replyToConversation',
  'agentTyping',
  'assignConversation',
  'closeConversation',
  'sendChatCampaignCode',
  'emailChatTranscript',
  'getLiveChatSettings',
  'saveLiveChatSettings',
];
// Newsletter subscribers: members or campaign codes. Campaign codes: their own permission.
const NEWSLETTER = ['listNewsletterSubscribers', 'removeNewsletterSubscriber'];
const CAMPAIGN_CODES = ['listCampaignCodes', 'createCampaignCode', 'deactivateCampaignCode'];
// Aktivite Geçmişi: the audit logs are SUPER_ADMIN's alone (spec §6); read only.
const AUDIT_LOG = ['listAuditEntries', 'listAuditActors'];
// The dashboard's new members and guests: whoever may see members or guests.
const CUSTOMER_FIGURES = ['dashboardCustomers'];
// Option types: variants:manage edits them; product editors read them for the form's Varyantlar section.
const OPTION_TYPES_READ = ['listOptionTypes'];
const OPTION_TYPES_WRITE = ['createOptionType', 'updateOptionType', 'deleteOptionType'];
// Stock types: their own permission edits; product editors and warehouse staff read the units.
const STOCK_TYPES_READ = ['listStockTypes'];
const STOCK_TYPES_WRITE = ['createStockType', 'updateStockType', 'deleteStockType'];
// Warehouses and stock: warehouse:manage moves stock; product editors read levels for the form.
const STOCK_READ = ['listStock', 'listStockMovements'];
// Warehouse names: stock readers, and the order roles (an order line names its warehouse).
const WAREHOUSE_NAMES = ['listWarehouses'];
const STOCK_WRITE = ['createWarehouse', 'updateWarehouse', 'deleteWarehouse', 'createStockMovement', 'importStockCount'];
// Ürün Ayarları: any settings permission, product editors and warehouse staff read; settings:product saves.
const PRODUCT_SETTINGS_READ = ['getProductSettings'];
const PRODUCT_SETTINGS_WRITE = ['saveProductSettings'];
// Kargo Otomasyonu: whoever sees a settings page, and the order roles (carriers, tracking links, the
// return window); settings:cargo saves.
const CARGO_SETTINGS_READ = ['getCargoSettings'];
const CARGO_SETTINGS_WRITE = ['saveCargoSettings'];
// Genel Ayarlar (issue 29): every settings role reads it (its menu shows the page, read-only);
// settings:general (SUPER_ADMIN alone) saves.
const GENERAL_SETTINGS_READ = ['getGeneralSettings'];
const GENERAL_SETTINGS_WRITE = ['saveGeneralSettings'];
// A product's content: product editors read it; product content, Ek bilgiler, SSS or CTA holders also
// list products (to find one) and save the sections they hold.
const PRODUCT_CONTENT_READ = ['getProductContent'];
const PRODUCT_CONTENT_WRITE = ['saveProductContent'];
// Issue 26: editing the tree needs categories:manage; archiving products:manage; deleting a library file whatever lets one upload it.
const CATEGORIES_EDIT = ['updateCategory', 'reorderCategories', 'deleteCategory'];
const PRODUCTS_ARCHIVE = ['archiveProduct', 'restoreProduct'];
const MEDIA_DELETE = ['deleteMedia'];
// Issue 29, Form Oluşturucu: forms:manage (SUPER_ADMIN, CONTENT_MANAGER); the shopper's calls are in STOREFRONT.
const FORMS = [
  'listForms',
  'createForm',
  'getForm',
  'updateForm',
  'deleteForm',
  'listFormSubmissions',
  'getFormSubmission',
  'markFormSubmission',
  'deleteFormSubmission',
];
// İstatistikler: statistics:view (spec §6: SUPER_ADMIN, ADMIN, MARKETING_MANAGER, ANALYST).
const STATISTICS = ['getStatistics'];
// Issue 29: Sayfalar (pages:manage); Sayfa Kategorileri edited with page-categories:manage and read by
// page editors too (the page form's category).
const PAGES = ['listContentPages', 'createContentPage', 'getContentPage', 'updateContentPage', 'deleteContentPage'];
const PAGE_CATEGORIES_READ = ['listPageCategories'];
const PAGE_CATEGORIES_WRITE = ['createPageCategory', 'renamePageCategory', 'reorderPageCategories', 'deletePageCategory'];
// Issue 29: Eklentiler (the webhook's address and deliveries included) is SUPER_ADMIN's alone.
const PLUGINS = ['getPlugins', 'savePlugins', 'listWebhookDeliveries'];
// Issue 30: Ürün Soruları, questions:manage (SUPER_ADMIN, ADMIN, PRODUCT_MANAGER); the shopper's calls are in STOREFRONT.
const QUESTIONS = ['listQuestions', 'getQuestion', 'questionAction'];

const EVERY_ROUTE = [
  ...STOREFRONT,
  ...SHOPPER_ONLY,
  ...SHELL,
  ...THEME_BUILDER,
  ...POPUP,
  ...MEDIA,
  ...PRODUCTS_READ,
  ...PRODUCTS_WRITE,
  ...ORDERS_READ,
  ...RETURNS_WRITE,
  ...ORDERS_WRITE,
  ...MEMBERS,
  ...GUESTS_READ,
  ...LIVE_SUPPORT,
  ...SUPPORT_DESK,
  ...FEEDBACK_DESK,
  ...LIVE_CHAT,
  ...NEWSLETTER,
  ...CAMPAIGN_CODES,
  ...AUDIT_LOG,
  ...CUSTOMER_FIGURES,
  ...OPTION_TYPES_READ,
  ...OPTION_TYPES_WRITE,
  ...STOCK_TYPES_READ,
  ...STOCK_TYPES_WRITE,
  ...STOCK_READ,
  ...WAREHOUSE_NAMES,
  ...STOCK_WRITE,
  ...PRODUCT_SETTINGS_READ,
  ...PRODUCT_SETTINGS_WRITE,
  ...CARGO_SETTINGS_READ,
  ...CARGO_SETTINGS_WRITE,
  ...GENERAL_SETTINGS_READ,
  ...GENERAL_SETTINGS_WRITE,
  ...PRODUCT_CONTENT_READ,
  ...PRODUCT_CONTENT_WRITE,
  'search',
  'listCategories',
  'createCategory',
  'listBrands',
  'createBrand',
  'renameBrand',
  'deleteBrand',
  ...CATEGORIES_EDIT,
  ...PRODUCTS_ARCHIVE,
  ...MEDIA_DELETE,
  ...FORMS,
  ...STATISTICS,
  ...PAGES,
  ...PAGE_CATEGORIES_READ,
  ...PAGE_CATEGORIES_WRITE,
  ...PLUGINS,
  ...QUESTIONS,
];

const SPEC_ROUTES_BY_ROLE: Record<RoleName, readonly string[]> = {
  // All permissions.
  // Every admin route; the shoppers' own routes take no admin's token.
  SUPER_ADMIN: EVERY_ROUTE.filter((id) => !SHOPPER_ONLY.includes(id)),
  // Products, categories, brands, orders, gallery, popups, members, view guests.
  ADMIN: [
    ...STOREFRONT,
    ...SHELL,
    ...POPUP,
    ...MEDIA,
    ...PRODUCTS_READ,
    ...PRODUCTS_WRITE,
    ...ORDERS_READ,
    ...RETURNS_WRITE,
    ...ORDERS_WRITE,
    ...WAREHOUSE_NAMES,
    ...MEMBERS,
    ...GUESTS_READ,
    ...CUSTOMER_FIGURES,
    ...NEWSLETTER,
    ...CAMPAIGN_CODES,
    ...OPTION_TYPES_READ,
    ...OPTION_TYPES_WRITE,
    ...STOCK_TYPES_READ,
    ...STOCK_READ,
    ...PRODUCT_SETTINGS_READ,
    ...CARGO_SETTINGS_READ,
    ...PRODUCT_CONTENT_READ,
    'search',
    'listCategories',
    'createCategory',
    'listBrands',
    'createBrand',
    'renameBrand',
    'deleteBrand',
    ...CATEGORIES_EDIT,
    ...PRODUCTS_ARCHIVE,
    ...MEDIA_DELETE,
    ...STATISTICS,
    // Pages, without editing their categories (page-categories:manage is CONTENT_MANAGER's).
    ...PAGES,
    ...PAGE_CATEGORIES_READ,
    ...QUESTIONS,
  ],
  // Products (with their images from the media library), categories, brands; no orders or members.
  PRODUCT_MANAGER: [
    ...STOREFRONT,
    ...SHELL,
    ...MEDIA,
    ...PRODUCTS_READ,
    ...PRODUCTS_WRITE,
    ...OPTION_TYPES_READ,
    ...OPTION_TYPES_WRITE,
    ...STOCK_TYPES_READ,
    ...STOCK_TYPES_WRITE,
    ...STOCK_READ,
    ...WAREHOUSE_NAMES,
    ...STOCK_WRITE,
    ...PRODUCT_SETTINGS_READ,
    ...PRODUCT_SETTINGS_WRITE,
    ...CARGO_SETTINGS_READ,
    ...GENERAL_SETTINGS_READ,
    ...PRODUCT_CONTENT_READ,
    ...PRODUCT_CONTENT_WRITE,
    'search',
    'listCategories',
    'createCategory',
    'listBrands',
    'createBrand',
    'renameBrand',
    'deleteBrand',
    ...CATEGORIES_EDIT,
    ...PRODUCTS_ARCHIVE,
    ...MEDIA_DELETE,
    ...QUESTIONS,
  ],
  // View products, view orders, stock types, warehouses (and their stock), cargo settings.
  WAREHOUSE_MANAGER: [
    ...STOREFRONT,
    ...SHELL,
    ...PRODUCTS_READ,
    ...ORDERS_READ,
    ...STOCK_TYPES_READ,
    ...STOCK_TYPES_WRITE,
    ...STOCK_READ,
    ...WAREHOUSE_NAMES,
    ...STOCK_WRITE,
    ...PRODUCT_SETTINGS_READ,
    ...CARGO_SETTINGS_READ,
    ...CARGO_SETTINGS_WRITE,
    ...GENERAL_SETTINGS_READ,
    'search',
  ],
  // Orders, view orders, view products, cargo settings.
  ORDER_MANAGER: [
    ...STOREFRONT,
    ...SHELL,
    ...PRODUCTS_READ,
    ...ORDERS_READ,
    ...RETURNS_WRITE,
    ...ORDERS_WRITE,
    ...WAREHOUSE_NAMES,
    ...PRODUCT_SETTINGS_READ,
    ...CARGO_SETTINGS_READ,
    ...CARGO_SETTINGS_WRITE,
    ...GENERAL_SETTINGS_READ,
    'search',
  ],
  // Popups, banners, view orders, view products.
  MARKETING_MANAGER: [
    ...STOREFRONT,
    ...SHELL,
    ...NEWSLETTER,
    ...CAMPAIGN_CODES,
    ...POPUP,
    ...MEDIA,
    ...MEDIA_DELETE,
    ...PRODUCTS_READ,
    ...ORDERS_READ,
    ...WAREHOUSE_NAMES,
    ...CARGO_SETTINGS_READ,
    'search',
    ...STATISTICS,
    ...SCOPED_BUILDER,
  ],
  // Gallery and popups, and products' content (description, SSS, CTA), found in the product list; nothing to search.
  CONTENT_MANAGER: [
    ...STOREFRONT,
    ...SHELL,
    ...POPUP,
    ...MEDIA,
    ...MEDIA_DELETE,
    'listProducts',
    ...PRODUCT_CONTENT_READ,
    ...PRODUCT_CONTENT_WRITE,
    ...FORMS,
    // Sayfalar and Sayfa Kategorileri.
    ...PAGES,
    ...PAGE_CATEGORIES_READ,
    ...PAGE_CATEGORIES_WRITE,
  ],
  // Theme, gallery, banners: the whole builder, its category picker, popups and media.
  THEME_MANAGER: [...STOREFRONT, ...SHELL, ...THEME_BUILDER, ...POPUP, ...MEDIA, ...MEDIA_DELETE, 'listCategories'],
  // View orders, view products, support, view guests, manage members.
  CUSTOMER_SERVICE: [
    ...STOREFRONT,
    ...SHELL,
    ...NEWSLETTER,
    ...PRODUCTS_READ,
    ...ORDERS_READ,
    ...WAREHOUSE_NAMES,
    ...CARGO_SETTINGS_READ,
    ...MEMBERS,
    ...GUESTS_READ,
    ...CUSTOMER_FIGURES,
    ...LIVE_SUPPORT,
    ...SUPPORT_DESK,
    // Issue 30: the library picker of Aktif Sohbetler (list and upload; not deleting).
    ...MEDIA,
    ...FEEDBACK_DESK,
    ...LIVE_CHAT,
    'search',
  ],
  // View orders, view products, view guests.
  ANALYST: [
    ...STOREFRONT,
    ...SHELL,
    ...PRODUCTS_READ,
    ...ORDERS_READ,
    ...WAREHOUSE_NAMES,
    ...CARGO_SETTINGS_READ,
    ...GUESTS_READ,
    ...CUSTOMER_FIGURES,
    'search',
    ...STATISTICS,
  ],
  // No permissions: the storefront only.
  USER: STOREFRONT,
};

/** What the gateway and handlers let a caller with this one role through to. */
const mayCall = (role: RoleName, access: RouteAccess): boolean =>
  access === 'public' || access === 'signed-in' || (access !== 'shopper' && canAny([role], access.anyOf));

describe('route table × roles, against the spec role table written out by hand', () => {
  it('classifies every route of the table, each once', () => {
    expect([...EVERY_ROUTE].sort()).toEqual(
      routeList()
        .map((r) => r.id)
        .sort(),
    );
    expect(new Set(EVERY_ROUTE).size).toBe(EVERY_ROUTE.length);
  });

  it.each(ROLE_NAMES)('%s may call exactly its routes', (role) => {
    const allowed = routeList()
      .filter((route) => mayCall(role, route.access))
      .map((route) => route.id)
      .sort();
    expect(allowed).toEqual([...SPEC_ROUTES_BY_ROLE[role]].sort());
  });

  it('lets a caller without a token reach only the storefront', () => {
    expect(
      routeList()
        .filter((route) => route.access === 'public')
        .map((route) => route.id)
        .sort(),
    ).toEqual([...STOREFRONT].sort());
  });
});

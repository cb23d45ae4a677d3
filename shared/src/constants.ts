/**
 * Business constants and option lists from the two specs (admin shell & platform §9,
 * component editors §3 and §9). Values the specs leave open are marked "ours".
 */

// ---------------------------------------------------------------------------
// Field limits (ours: the specs give none, but oversized input must be refused)
// ---------------------------------------------------------------------------

export const FIELD_LIMITS = {
  id: 100,
  name: 200,
  text: 5000,
  url: 2048,
  color: 64,
  /** CSS box-shadow values can hold several layers. */
  shadow: 500,
  /** Items in any editor list (banners, links, announcements, FAQ items ...). */
  listItems: 200,
} as const;

// ---------------------------------------------------------------------------
// Admin shell: notifications, search, presence, sockets
// ---------------------------------------------------------------------------

export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 330;
/** Above this the bell shows "99+". */
export const NOTIFICATION_BADGE_CAP = 99;

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_RESULTS_MAX_HEIGHT_PX = 400;
export const SEARCH_GROUP_LABELS = [
  'Ürünler',
  'Kullanıcılar',
  'Misafir Kullanıcılar',
  'Özet',
  'Ürün Yönetimi',
  'Tasarım & İçerik',
  'Sistem',
  'Yardım',
] as const;

export const PRODUCT_PICKER_DEBOUNCE_MS = 500;
export const ICON_SEARCH_DEBOUNCE_MS = 500;

export const CURSOR_THROTTLE_MS = 50;
export const PRESENCE_UPDATE_DELAY_MS = 100;

/**
 * How long the server reuses a page's cursor room for moves on it (functions' cursor-room-cache):
 * a move sent sooner after an admin joined the page may not reach them yet.
 */
export const CURSOR_ROOM_CACHE_MS = 1000;
/**
 * Cursor positions are never stored, so an admin who joins a page gets an empty cursors:init; the
 * others' clients re-send their last position once this long after they see the newcomer in
 * admins:update: past the server's room cache (and a margin for a room read that was running
 * when the newcomer joined), so the move reaches them.
 */
export const CURSOR_RESEND_DELAY_MS = CURSOR_ROOM_CACHE_MS + 250;

export const SOCKET_PATH = '/socket.io';
/** Websocket first, long polling as the fallback. */
export const SOCKET_TRANSPORTS = ['websocket', 'polling'] as const;
export const SOCKET_TIMEOUT_MS = 20_000;
export const SOCKET_RECONNECTION_ATTEMPTS = 10;
export const SOCKET_RECONNECTION_DELAY_MS = 2000;

/** Events the admin client emits. */
export const SOCKET_EMIT_EVENTS = {
  adminJoin: 'admin:join',
  adminUpdate: 'admin:update',
  cursorMove: 'cursor:move',
  cursorJoin: 'admin:cursor:join',
  cursorLeave: 'admin:cursor:leave',
} as const;

/** Events the admin client listens to. */
export const SOCKET_LISTEN_EVENTS = {
  adminsUpdate: 'admins:update',
  cursorUpdate: 'cursor:update',
  cursorRemove: 'cursor:remove',
  cursorsInit: 'cursors:init',
  orderNew: 'order:new',
} as const;

export const NEW_ORDER_TOAST_DURATION_MS = 120_000;
export const NEW_ORDER_SOUND_VOLUME = 0.1;

/** Relative time: weeks are used below 4, a month counts 30 days, months are used below 12. */
export const RELATIVE_TIME = {
  maxWeeks: 4,
  daysPerMonth: 30,
  maxMonths: 12,
} as const;

// ---------------------------------------------------------------------------
// Layout, side menu, tour, widgets
// ---------------------------------------------------------------------------

export const SIDE_MENU_COOKIE_MAX_AGE_S = 604_800;
export const SIDE_MENU_WIDTH = '16rem';
export const SIDE_MENU_WIDTH_MOBILE = '18rem';
export const SIDE_MENU_WIDTH_ICON = '3rem';

export const TOUR_STEP_COUNT = 9;
/** The tour is inactive while its step index is -1. */
export const TOUR_INACTIVE_STEP = -1;
export const TOUR_POPOVER = { width: 300, height: 200, margin: 16 } as const;

export const PROGRESS_BAR_HEIGHT_PX = 4;
export const PROGRESS_BAR_COLOR = '#1D4ED8';

export const ICON_PAGE_SIZE = 200;
export const ICON_GRID_CELL_PX = 120;
export const ICON_DIALOG_LIST_HEIGHT_PX = 565;

export const DATE_TIME_PICKER = {
  minuteStep: 5,
  minHour: 0,
  maxHour: 23,
  format: 'MM/dd/yyyy HH:mm',
} as const;

/** Viewport breakpoints: mobile below 768 px, tablet 768-1024 px, desktop above 1024 px. */
export const BREAKPOINTS_PX = {
  tabletMin: 768,
  tabletMax: 1024,
} as const;

// ---------------------------------------------------------------------------
// Pickers
// ---------------------------------------------------------------------------

/** The popup's gallery picker and every other single picker. */
export const SINGLE_PICKER_MAX_SELECTION = 1;
export const BULK_IMAGE_SELECTION_MAX = 50;
export const CATEGORY_PICKER_MAX_HEIGHT = '60vh';

// ---------------------------------------------------------------------------
// Theme editor
// ---------------------------------------------------------------------------

export const THEME_TAB_LABELS = { top: 'Üst', middle: 'Orta', bottom: 'Alt' } as const;
export const THEME_PAGES = [{ value: 1, label: 'Anasayfa' }] as const;
export const VIEWPORTS = ['desktop', 'tablet', 'mobile'] as const;
export const DEFAULT_VIEWPORT = 'desktop';
export const DEFAULT_COMPONENT_TAB = 'middle';
/** The two active entries of the theme settings menu; the others are disabled. */
export const THEME_SETTINGS_MENU_LABELS = { appearance: 'Görünüm Ayarları', popup: 'Açılır Pencere' } as const;
/** Saving sends one call per tab; the popup always goes with TOP. */
export const SAVE_PAGE_TYPES = ['TOP', 'HOME', 'BOTTOM'] as const;
export const TAB_PAGE_TYPES = { top: 'TOP', middle: 'HOME', bottom: 'BOTTOM' } as const;
export const POPUP_STATIC_PAGE_TYPE = 'TOP';
/** Message types posted to the preview frame; the names are ours (the spec gives only their meaning). */
export const PREVIEW_MESSAGE_TYPES = {
  updateTheme: 'UPDATE_THEME',
  scrollToComponent: 'SCROLL_TO_COMPONENT',
  updateThemeConfig: 'UPDATE_THEME_CONFIG',
} as const;

// ---------------------------------------------------------------------------
// Theme look
// ---------------------------------------------------------------------------

export const RADIUS_CHOICES = [0, 0.3, 0.5, 0.75, 1.0] as const;
export const DEFAULT_RADIUS = 0.5;
/** Seeds the primary colour when switching from a ready theme to a custom one. */
export const DEFAULT_PRIMARY_SEED = { h: 220, s: 100, l: 50 } as const;

// ---------------------------------------------------------------------------
// Typography shared by the editors
// ---------------------------------------------------------------------------

export const DEFAULT_FONT_FAMILY = 'inter';
/**
 * The font keys the editors offer (ours: the spec names only the default, inter). Stored lower-case;
 * the storefront loads no web fonts, so a font the shopper's device lacks falls back to system-ui.
 */
export const FONT_FAMILY_CHOICES = ['inter', 'roboto', 'open sans', 'lato', 'montserrat', 'poppins', 'georgia', 'system-ui'] as const;
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800, 900] as const;
/** The FAQ block stops at 800. */
export const FAQ_FONT_WEIGHTS = [300, 400, 500, 600, 700, 800] as const;
export const TEXT_TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export const TITLE_FONT_SIZES = [16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144] as const;
/** The spec gives 12 to 72 without a step, so any whole size in the range is accepted. */
export const DESCRIPTION_FONT_SIZE_RANGE = { min: 12, max: 72 } as const;
/** Per-element text styles (FAQ, newsletter) have no spec range; ours. */
export const TEXT_STYLE_FONT_SIZE_RANGE = { min: 8, max: 144 } as const;

// ---------------------------------------------------------------------------
// Product list block
// ---------------------------------------------------------------------------

export const AUTOPLAY_SPEED_OPTIONS_MS = [
  5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000,
] as const;
export const PRODUCT_LIST_COLUMN_RANGES = {
  desktop: { min: 2, max: 6, default: 4 },
  tablet: { min: 1, max: 4, default: 2 },
  mobile: { min: 1, max: 2, default: 1 },
} as const;
export const MOBILE_COLUMN_CHOICES = [1, 2] as const;
export const LOAD_MORE_COUNTS = [4, 6, 8, 12, 16, 20] as const;
export const DEFAULT_LOAD_MORE_COUNT = 8;
export const DEFAULT_ITEMS_PER_PAGE = 8;
export const DEFAULT_PRODUCT_LIST_AUTOPLAY_SPEED_MS = 5000;
export const PRODUCT_LIST_LAYOUTS = ['grid', 'slider'] as const;
export const CONTENT_POSITIONS = ['left', 'center', 'right'] as const;
export const SECTION_SPACINGS = ['none', 'small', 'medium', 'normal', 'large'] as const;
/**
 * A product list names at most this many products, so what the storefront batch-reads for one list
 * stays bounded (one BatchGet of 100 keys).
 */
export const PRODUCT_LIST_MAX_PRODUCTS = 100;

// ---------------------------------------------------------------------------
// Banner carousel
// ---------------------------------------------------------------------------

/** The banner editor's own default (component editors §3, §9). */
export const BANNER_EDITOR_AUTOPLAY_SPEED_MS = 10_000;
/** A banner added from the builder's drawer (platform §4). */
export const BUILDER_BANNER_AUTOPLAY_SPEED_MS = 5000;
export const BANNER_DEFAULT_HEIGHT = 500;
export const BANNER_DESKTOP_ASPECT_RATIOS = ['16/2', '16/3', '16/4', '16/5', '16/6', '16/7', '21/9', '16/9', '4/3'] as const;
export const BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO = '16/6';
export const BANNER_MOBILE_ASPECT_RATIOS = ['16/9', '3/2', '4/3', '2/3', '9/16'] as const;
export const BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO = '2/3';
export const BANNER_TRANSITION_EFFECTS = ['SLIDE', 'FADE'] as const;
export const BANNER_CONTENT_POSITIONS = ['LEFT', 'CENTER', 'RIGHT'] as const;
export const BANNER_DEFAULT_OVERLAY_COLOR = 'rgba(0,0,0,0.4)';
export const BANNER_NEW_STATUS = 'PUBLISHED';

// ---------------------------------------------------------------------------
// Header
// ---------------------------------------------------------------------------

export const HEADER_TITLE_FONT_SIZE = { min: 16, max: 144, default: 32 } as const;
/** Choices for both menuGap and menuPadding. */
export const HEADER_MENU_SPACING_CHOICES = [0, 1, 2, 3, 4, 6, 8] as const;
export const HEADER_GRID_COLUMNS = { min: 1, max: 3, default: 3 } as const;
/** Header and video margins have no spec range; ours, matching the footer's. */
export const GENERIC_MARGIN_RANGE = { min: 0, max: 128 } as const;

// ---------------------------------------------------------------------------
// Footer
// ---------------------------------------------------------------------------

export const FOOTER_COLUMN_COUNT = { min: 1, max: 6, default: 3 } as const;
export const FOOTER_DEFAULT_COLUMN_TITLES = ['Kategoriler', 'Sözleşmeler', 'Sayfalar'] as const;
export const FOOTER_MARGIN = { min: 0, max: 128, step: 4 } as const;

// ---------------------------------------------------------------------------
// Announcement ticker (marquee)
// ---------------------------------------------------------------------------

export const MARQUEE_FONT_SIZE = { min: 12, max: 32, recommended: 16 } as const;
export const MARQUEE_SCROLL_SPEEDS = [20, 30, 50, 70, 100, 150, 200, 350] as const;
export const DEFAULT_MARQUEE_SCROLL_SPEED = 50;
export const MARQUEE_DIRECTIONS = ['left', 'right'] as const;
export const MARQUEE_MARGINS = [0, 10, 20, 30, 40, 50] as const;
export const ANNOUNCEMENT_GAPS = [0, 40, 50, 150, 300, 600, 1000] as const;
export const DEFAULT_ANNOUNCEMENT_GAP = 150;
export const INNER_GAPS = [0, 4, 8, 12, 16, 20] as const;

// ---------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------

export const GALLERY_COLUMN_RANGES = {
  desktop: { min: 1, max: 6, default: 3 },
  tablet: { min: 1, max: 5, default: 2 },
  mobile: { min: 1, max: 4, default: 1 },
} as const;
export const GALLERY_GAPS = [0, 1, 2, 4, 6, 8] as const;
export const GALLERY_ASPECT_RATIOS = ['1:1', '4:3', '3:2', '2:3', '16/2', '16/4', '16/6', '16/8'] as const;
export const GALLERY_BORDER_RADII = [0, 4, 8, 12, 16, 999] as const;
export const GALLERY_HOVER_EFFECTS = ['none', 'scale', 'opacity', 'brightness', 'grayscale'] as const;
export const GALLERY_MARGINS = [0, 10, 20, 30, 40, 50] as const;

// ---------------------------------------------------------------------------
// Video
// ---------------------------------------------------------------------------

export const VIDEO_ASPECT_RATIOS = ['16:9', '4:3', '1:1', '21:9', '9:16'] as const;
export const VIDEO_BORDER_RADII = [0, 4, 8, 12, 16] as const;
/** 6xl is 1152 px, 5xl 1024 px, 3xl 768 px, xl 512 px (the spec gives no other widths). */
export const VIDEO_MAX_WIDTHS = ['full', '6xl', '5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
/** Each width in pixels (full: none); the widths the spec leaves out follow the same scale (ours). */
export const VIDEO_MAX_WIDTH_PX: Readonly<Record<(typeof VIDEO_MAX_WIDTHS)[number], number | undefined>> = {
  full: undefined,
  '6xl': 1152,
  '5xl': 1024,
  '4xl': 896,
  '3xl': 768,
  '2xl': 640,
  xl: 512,
  lg: 448,
  md: 384,
  sm: 320,
  xs: 256,
};

// ---------------------------------------------------------------------------
// FAQ and newsletter
// ---------------------------------------------------------------------------

export const CONTAINER_WIDTHS = [25, 33, 50, 66, 75, 90, 100] as const;
export const DEFAULT_CONTAINER_WIDTH = 100;
export const BLOCK_BORDER_RADII = [0, 4, 8, 12, 16] as const;
export const IMAGE_POSITIONS = ['left', 'right'] as const;
export const MOBILE_IMAGE_POSITIONS = ['top', 'bottom', 'hidden'] as const;
/** The spec says "0 to 240 px in steps" without the step; the UI step is ours and not enforced. */
export const FAQ_MARGIN = { min: 0, max: 240, step: 8 } as const;
/** No step given; the UI step is ours and not enforced. */
export const NEWSLETTER_MARGIN = { min: 0, max: 96, step: 4 } as const;

// ---------------------------------------------------------------------------
// Fixed announcement banner
// ---------------------------------------------------------------------------

/** No step given; the UI step is ours and not enforced. */
export const FIXED_BANNER_MARGIN = { min: 0, max: 64, step: 4 } as const;
export const FIXED_BANNER_FONT_SIZE = { min: 12, max: 24, default: 14 } as const;
export const FIXED_BANNER_DEFAULT_ICON = 'rocket';

import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_GAPS,
  AUTOPLAY_SPEED_OPTIONS_MS,
  BANNER_DESKTOP_ASPECT_RATIOS,
  BANNER_MOBILE_ASPECT_RATIOS,
  BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO,
  BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO,
  BLOCK_BORDER_RADII,
  BREAKPOINTS_PX,
  BULK_IMAGE_SELECTION_MAX,
  CONTAINER_WIDTHS,
  CURSOR_THROTTLE_MS,
  DATE_TIME_PICKER,
  DEFAULT_ANNOUNCEMENT_GAP,
  DEFAULT_COMPONENT_TAB,
  DEFAULT_CONTAINER_WIDTH,
  DEFAULT_LOAD_MORE_COUNT,
  DEFAULT_MARQUEE_SCROLL_SPEED,
  DEFAULT_PRIMARY_SEED,
  DEFAULT_RADIUS,
  DEFAULT_VIEWPORT,
  DESCRIPTION_FONT_SIZE_RANGE,
  FAQ_FONT_WEIGHTS,
  FAQ_MARGIN,
  FIXED_BANNER_FONT_SIZE,
  FIXED_BANNER_MARGIN,
  FONT_WEIGHTS,
  FOOTER_COLUMN_COUNT,
  FOOTER_DEFAULT_COLUMN_TITLES,
  FOOTER_MARGIN,
  GALLERY_ASPECT_RATIOS,
  GALLERY_BORDER_RADII,
  GALLERY_COLUMN_RANGES,
  GALLERY_GAPS,
  GALLERY_HOVER_EFFECTS,
  GALLERY_MARGINS,
  HEADER_MENU_SPACING_CHOICES,
  HEADER_TITLE_FONT_SIZE,
  ICON_DIALOG_LIST_HEIGHT_PX,
  ICON_GRID_CELL_PX,
  ICON_PAGE_SIZE,
  ICON_SEARCH_DEBOUNCE_MS,
  INNER_GAPS,
  LOAD_MORE_COUNTS,
  MARQUEE_DIRECTIONS,
  MARQUEE_FONT_SIZE,
  MARQUEE_MARGINS,
  MARQUEE_SCROLL_SPEEDS,
  MOBILE_IMAGE_POSITIONS,
  NEWSLETTER_MARGIN,
  NEW_ORDER_SOUND_VOLUME,
  NEW_ORDER_TOAST_DURATION_MS,
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_LIST_MAX_HEIGHT_PX,
  NOTIFICATION_POLL_INTERVAL_MS,
  PRESENCE_UPDATE_DELAY_MS,
  PRODUCT_LIST_COLUMN_RANGES,
  PRODUCT_PICKER_DEBOUNCE_MS,
  PROGRESS_BAR_COLOR,
  PROGRESS_BAR_HEIGHT_PX,
  RADIUS_CHOICES,
  RELATIVE_TIME,
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUP_LABELS,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_RESULTS_MAX_HEIGHT_PX,
  SECTION_SPACINGS,
  SIDE_MENU_COOKIE_MAX_AGE_S,
  SIDE_MENU_WIDTH,
  SIDE_MENU_WIDTH_ICON,
  SIDE_MENU_WIDTH_MOBILE,
  SINGLE_PICKER_MAX_SELECTION,
  SOCKET_EMIT_EVENTS,
  SOCKET_LISTEN_EVENTS,
  SOCKET_PATH,
  SOCKET_RECONNECTION_ATTEMPTS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  SOCKET_TRANSPORTS,
  TAB_PAGE_TYPES,
  TEXT_TRANSFORMS,
  THEME_PAGES,
  THEME_SETTINGS_MENU_LABELS,
  THEME_TAB_LABELS,
  TITLE_FONT_SIZES,
  TOUR_INACTIVE_STEP,
  TOUR_POPOVER,
  TOUR_STEP_COUNT,
  VIDEO_ASPECT_RATIOS,
  VIDEO_BORDER_RADII,
  VIDEO_MAX_WIDTHS,
  VIEWPORTS,
} from '../../src';

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('admin shell constants (platform §9)', () => {
  it('notifications', () => {
    expect(NOTIFICATION_POLL_INTERVAL_MS).toBe(60_000);
    expect(NOTIFICATION_LIST_MAX_HEIGHT_PX).toBe(330);
    expect(NOTIFICATION_BADGE_CAP).toBe(99);
  });

  it('search and pickers', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_MIN_QUERY_LENGTH).toBe(2);
    expect(SEARCH_RESULTS_MAX_HEIGHT_PX).toBe(400);
    expect(PRODUCT_PICKER_DEBOUNCE_MS).toBe(500);
    expect(ICON_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(SEARCH_GROUP_LABELS).toEqual([
      'Ürünler',
      'Kullanıcılar',
      'Misafir Kullanıcılar',
      'Özet',
      'Ürün Yönetimi',
      'Tasarım & İçerik',
      'Sistem',
      'Yardım',
    ]);
    expect(ICON_PAGE_SIZE).toBe(200);
    expect(ICON_GRID_CELL_PX).toBe(120);
    expect(ICON_DIALOG_LIST_HEIGHT_PX).toBe(565);
    expect(SINGLE_PICKER_MAX_SELECTION).toBe(1);
  });

  it('presence and sockets', () => {
    expect(CURSOR_THROTTLE_MS).toBe(50);
    expect(PRESENCE_UPDATE_DELAY_MS).toBe(100);
    expect(SOCKET_PATH).toBe('/socket.io');
    expect(SOCKET_TRANSPORTS).toEqual(['websocket', 'polling']);
    expect(SOCKET_TIMEOUT_MS).toBe(20_000);
    expect(SOCKET_RECONNECTION_ATTEMPTS).toBe(10);
    expect(SOCKET_RECONNECTION_DELAY_MS).toBe(2000);
    expect(Object.values(SOCKET_EMIT_EVENTS)).toEqual(['admin:join', 'admin:update', 'cursor:move', 'admin:cursor:join', 'admin:cursor:leave']);
    expect(Object.values(SOCKET_LISTEN_EVENTS)).toEqual(['admins:update', 'cursor:update', 'cursor:remove', 'cursors:init', 'order:new']);
  });

  it('new-order alert, side menu, tour, progress bar, date picker, relative time', () => {
    expect(NEW_ORDER_TOAST_DURATION_MS).toBe(120_000);
    expect(NEW_ORDER_SOUND_VOLUME).toBe(0.1);
    expect(SIDE_MENU_COOKIE_MAX_AGE_S).toBe(604_800);
    expect([SIDE_MENU_WIDTH, SIDE_MENU_WIDTH_MOBILE, SIDE_MENU_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(TOUR_STEP_COUNT).toBe(9);
    expect(TOUR_INACTIVE_STEP).toBe(-1);
    expect(TOUR_POPOVER).toEqual({ width: 300, height: 200, margin: 16 });
    expect(PROGRESS_BAR_HEIGHT_PX).toBe(4);
    expect(PROGRESS_BAR_COLOR).toBe('#1D4ED8');
    expect(DATE_TIME_PICKER).toEqual({ minuteStep: 5, minHour: 0, maxHour: 23, format: 'MM/dd/yyyy HH:mm' });
    expect(RELATIVE_TIME).toEqual({ maxWeeks: 4, daysPerMonth: 30, maxMonths: 12 });
  });

  it('theme editor and look', () => {
    expect(THEME_TAB_LABELS).toEqual({ top: 'Üst', middle: 'Orta', bottom: 'Alt' });
    expect(THEME_PAGES).toEqual([{ value: 1, label: 'Anasayfa' }]);
    expect(THEME_SETTINGS_MENU_LABELS).toEqual({ appearance: 'Görünüm Ayarları', popup: 'Açılır Pencere' });
    expect(VIEWPORTS).toEqual(['desktop', 'tablet', 'mobile']);
    expect(DEFAULT_VIEWPORT).toBe('desktop');
    expect(DEFAULT_COMPONENT_TAB).toBe('middle');
    expect(TAB_PAGE_TYPES).toEqual({ top: 'TOP', middle: 'HOME', bottom: 'BOTTOM' });
    expect(RADIUS_CHOICES).toEqual([0, 0.3, 0.5, 0.75, 1.0]);
    expect(DEFAULT_RADIUS).toBe(0.5);
    expect(DEFAULT_PRIMARY_SEED).toEqual({ h: 220, s: 100, l: 50 });
  });

  it('typography and product-list options', () => {
    expect(TITLE_FONT_SIZES).toEqual(range(16, 144, 8));
    expect(DESCRIPTION_FONT_SIZE_RANGE).toEqual({ min: 12, max: 72 });
    expect(FONT_WEIGHTS).toEqual(range(300, 900, 100));
    expect(AUTOPLAY_SPEED_OPTIONS_MS).toEqual(range(5000, 20000, 1000));
    expect(PRODUCT_LIST_COLUMN_RANGES).toEqual({
      desktop: { min: 2, max: 6, default: 4 },
      tablet: { min: 1, max: 4, default: 2 },
      mobile: { min: 1, max: 2, default: 1 },
    });
    expect(LOAD_MORE_COUNTS).toEqual([4, 6, 8, 12, 16, 20]);
    expect(DEFAULT_LOAD_MORE_COUNT).toBe(8);
    expect(SECTION_SPACINGS).toEqual(['none', 'small', 'medium', 'normal', 'large']);
  });
});

describe('component editor constants (component editors §3, §9)', () => {
  it('banner', () => {
    expect(BANNER_DESKTOP_ASPECT_RATIOS).toEqual(['16/2', '16/3', '16/4', '16/5', '16/6', '16/7', '21/9', '16/9', '4/3']);
    expect(BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO).toBe('16/6');
    expect(BANNER_MOBILE_ASPECT_RATIOS).toEqual(['16/9', '3/2', '4/3', '2/3', '9/16']);
    expect(BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO).toBe('2/3');
    expect(TEXT_TRANSFORMS).toEqual(['none', 'uppercase', 'lowercase', 'capitalize']);
  });

  it('header and breakpoints', () => {
    expect(HEADER_TITLE_FONT_SIZE).toEqual({ min: 16, max: 144, default: 32 });
    expect(HEADER_MENU_SPACING_CHOICES).toEqual([0, 1, 2, 3, 4, 6, 8]);
    expect(BREAKPOINTS_PX).toEqual({ tabletMin: 768, tabletMax: 1024 });
  });

  it('footer', () => {
    expect(FOOTER_COLUMN_COUNT).toEqual({ min: 1, max: 6, default: 3 });
    expect(FOOTER_DEFAULT_COLUMN_TITLES).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);
    expect(FOOTER_MARGIN).toEqual({ min: 0, max: 128, step: 4 });
  });

  it('marquee', () => {
    expect(MARQUEE_FONT_SIZE).toEqual({ min: 12, max: 32, recommended: 16 });
    expect(MARQUEE_SCROLL_SPEEDS).toEqual([20, 30, 50, 70, 100, 150, 200, 350]);
    expect(DEFAULT_MARQUEE_SCROLL_SPEED).toBe(50);
    expect(MARQUEE_DIRECTIONS).toEqual(['left', 'right']);
    expect(MARQUEE_MARGINS).toEqual(range(0, 50, 10));
    expect(ANNOUNCEMENT_GAPS).toEqual([0, 40, 50, 150, 300, 600, 1000]);
    expect(DEFAULT_ANNOUNCEMENT_GAP).toBe(150);
    expect(INNER_GAPS).toEqual([0, 4, 8, 12, 16, 20]);
  });

  it('gallery', () => {
    expect(GALLERY_COLUMN_RANGES).toEqual({
      desktop: { min: 1, max: 6, default: 3 },
      tablet: { min: 1, max: 5, default: 2 },
      mobile: { min: 1, max: 4, default: 1 },
    });
    expect(GALLERY_GAPS).toEqual([0, 1, 2, 4, 6, 8]);
    expect(GALLERY_ASPECT_RATIOS).toEqual(['1:1', '4:3', '3:2', '2:3', '16/2', '16/4', '16/6', '16/8']);
    expect(GALLERY_BORDER_RADII).toEqual([0, 4, 8, 12, 16, 999]);
    expect(GALLERY_HOVER_EFFECTS).toEqual(['none', 'scale', 'opacity', 'brightness', 'grayscale']);
    expect(GALLERY_MARGINS).toEqual([0, 10, 20, 30, 40, 50]);
    expect(BULK_IMAGE_SELECTION_MAX).toBe(50);
  });

  it('video', () => {
    expect(VIDEO_ASPECT_RATIOS).toEqual(['16:9', '4:3', '1:1', '21:9', '9:16']);
    expect(VIDEO_BORDER_RADII).toEqual([0, 4, 8, 12, 16]);
    expect(VIDEO_MAX_WIDTHS).toEqual(['full', '6xl', '5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs']);
  });

  it('FAQ, newsletter and fixed banner', () => {
    expect(CONTAINER_WIDTHS).toEqual([25, 33, 50, 66, 75, 90, 100]);
    expect(DEFAULT_CONTAINER_WIDTH).toBe(100);
    expect(BLOCK_BORDER_RADII).toEqual([0, 4, 8, 12, 16]);
    expect(FAQ_FONT_WEIGHTS).toEqual(range(300, 800, 100));
    expect(MOBILE_IMAGE_POSITIONS).toEqual(['top', 'bottom', 'hidden']);
    expect([FAQ_MARGIN.min, FAQ_MARGIN.max]).toEqual([0, 240]);
    expect([NEWSLETTER_MARGIN.min, NEWSLETTER_MARGIN.max]).toEqual([0, 96]);
    expect([FIXED_BANNER_MARGIN.min, FIXED_BANNER_MARGIN.max]).toEqual([0, 64]);
    expect(FIXED_BANNER_FONT_SIZE).toEqual({ min: 12, max: 24, default: 14 });
  });
});

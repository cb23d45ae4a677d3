import * as z from 'zod';
import {
  AUTOPLAY_SPEED_OPTIONS_MS,
  CONTENT_POSITIONS,
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_LOAD_MORE_COUNT,
  DEFAULT_PRODUCT_LIST_AUTOPLAY_SPEED_MS,
  DESCRIPTION_FONT_SIZE_RANGE,
  FIELD_LIMITS,
  FONT_WEIGHTS,
  LOAD_MORE_COUNTS,
  MOBILE_COLUMN_CHOICES,
  PRODUCT_LIST_COLUMN_RANGES,
  PRODUCT_LIST_MAX_PRODUCTS,
  PRODUCT_LIST_LAYOUTS,
  SECTION_SPACINGS,
  TITLE_FONT_SIZES,
} from '../constants';
import { themeListItemSchema } from './catalog';
import { bool, cssColor, enumOf, int, list, object, oneOf, requiredText, shortText, text } from './common';

const { desktop, tablet, mobile } = PRODUCT_LIST_COLUMN_RANGES;

/** componentData of a PRODUCT_LIST component (its products travel beside it, in `products`). */
export const productListSettingsSchema = object({
  /** The spec gives no default title or description. */
  title: shortText().default(''),
  description: text(1000).default(''),
  layout: enumOf(PRODUCT_LIST_LAYOUTS).default('grid'),
  mobileColumns: oneOf(MOBILE_COLUMN_CHOICES).default(mobile.default),
  tabletColumns: int(tablet.min, tablet.max).default(tablet.default),
  desktopColumns: int(desktop.min, desktop.max).default(desktop.default),
  /** Not given by the spec; the grid pages its products by default. */
  showPagination: bool().default(true),
  itemsPerPage: int(1, 100).default(DEFAULT_ITEMS_PER_PAGE),
  /** Follows the default grid layout. */
  enableSlider: bool().default(false),
  /** Not given by the spec; a slider should not move until asked to. */
  autoPlay: bool().default(false),
  autoPlaySpeed: oneOf(AUTOPLAY_SPEED_OPTIONS_MS).default(DEFAULT_PRODUCT_LIST_AUTOPLAY_SPEED_MS),
  /** The slider switches (infinite, arrows, dots) have no spec defaults; on. */
  infinite: bool().default(true),
  /** Not given by the spec. */
  contentPosition: enumOf(CONTENT_POSITIONS).default('center'),
  loadMoreCount: oneOf(LOAD_MORE_COUNTS).default(DEFAULT_LOAD_MORE_COUNT),
  /** Not given by the spec. */
  topSpacing: enumOf(SECTION_SPACINGS).default('normal'),
  bottomSpacing: enumOf(SECTION_SPACINGS).default('normal'),
  showBottomArrows: bool().default(true),
  showBottomDots: bool().default(true),
  /** Typography defaults are not given; a 32 px semibold title over a 16 px grey description. */
  titleFontSize: oneOf(TITLE_FONT_SIZES).default(32),
  titleFontWeight: oneOf(FONT_WEIGHTS).default(600),
  titleColor: cssColor().default('#000000'),
  descriptionFontSize: int(DESCRIPTION_FONT_SIZE_RANGE.min, DESCRIPTION_FONT_SIZE_RANGE.max).default(16),
  descriptionFontWeight: oneOf(FONT_WEIGHTS).default(400),
  descriptionColor: cssColor().default('#6b7280'),
});
export type ProductListSettings = z.infer<typeof productListSettingsSchema>;
export const DEFAULT_PRODUCT_LIST_SETTINGS: ProductListSettings = productListSettingsSchema.parse({});

/**
 * What a saved theme keeps of a listed product: its id and place only. What a card shows is read
 * from the catalogue when the theme is served; copies sent by older builders are dropped here.
 */
export const savedListProductsSchema = list(
  themeListItemSchema.transform(({ productId, order }) => ({ productId, order })),
  PRODUCT_LIST_MAX_PRODUCTS,
);

/**
 * `ids=a,b,c` of GET /api/storefront/search: the cards of a product list's products, for the
 * builder's preview and panel; at most one list's worth.
 */
export const listedIdsParamSchema = text(PRODUCT_LIST_MAX_PRODUCTS * 80)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  )
  .pipe(list(requiredText(undefined, FIELD_LIMITS.id), PRODUCT_LIST_MAX_PRODUCTS));

import {
  AUTOPLAY_SPEED_OPTIONS_MS,
  CONTENT_POSITIONS,
  DESCRIPTION_FONT_SIZE_RANGE,
  FONT_WEIGHTS,
  LOAD_MORE_COUNTS,
  MOBILE_COLUMN_CHOICES,
  PRODUCT_LIST_COLUMN_RANGES,
  PRODUCT_LIST_LAYOUTS,
  SECTION_SPACINGS,
  TITLE_FONT_SIZES,
  type ProductListSettings,
} from '@shop/shared';
import type { SectionConfig } from '../kit/field-config';
import { fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS } from '../texts';
import { PRODUCT_LIST_TEXTS as T } from './texts';

const f = fieldsFor<ProductListSettings>();
const L = T.fields;
const { desktop, tablet } = PRODUCT_LIST_COLUMN_RANGES;
const weights = optionsOf(FONT_WEIGHTS, EDITOR_TEXTS.fontWeights);
const spacings = optionsOf(SECTION_SPACINGS, T.spacings);

type Layout = ProductListSettings['layout'];

/** Shown whatever the layout: texts, layout and columns, spacing, typography. */
const common = {
  before: [
    section<ProductListSettings>(T.sections.content, [
      f.text('title', L.title),
      f.textarea('description', L.description),
      f.select('contentPosition', L.contentPosition, optionsOf(CONTENT_POSITIONS, T.positions), { segmented: true }),
    ]),
    section<ProductListSettings>(T.sections.layout, [
      f.select('layout', L.layout, optionsOf(PRODUCT_LIST_LAYOUTS, T.layouts), { segmented: true }),
      f.select('mobileColumns', L.mobileColumns, plainOptions(MOBILE_COLUMN_CHOICES), { segmented: true }),
      f.number('tabletColumns', L.tabletColumns, { min: tablet.min, max: tablet.max, help: T.columnsHelp(tablet.min, tablet.max) }),
      f.number('desktopColumns', L.desktopColumns, { min: desktop.min, max: desktop.max, help: T.columnsHelp(desktop.min, desktop.max) }),
    ]),
  ],
  after: [
    section<ProductListSettings>(T.sections.spacing, [
      f.select('topSpacing', L.topSpacing, spacings),
      f.select('bottomSpacing', L.bottomSpacing, spacings),
    ]),
    section<ProductListSettings>(T.sections.typography, [
      f.select('titleFontSize', L.titleFontSize, plainOptions(TITLE_FONT_SIZES, EDITOR_TEXTS.kit.px)),
      f.select('titleFontWeight', L.titleFontWeight, weights),
      f.color('titleColor', L.titleColor, { alpha: false }),
      f.number('descriptionFontSize', L.descriptionFontSize, {
        min: DESCRIPTION_FONT_SIZE_RANGE.min,
        max: DESCRIPTION_FONT_SIZE_RANGE.max,
        suffix: EDITOR_TEXTS.kit.px,
      }),
      f.select('descriptionFontWeight', L.descriptionFontWeight, weights),
      f.color('descriptionColor', L.descriptionColor, { alpha: false }),
    ]),
  ],
};

/**
 * What only one layout has (platform §4): the grid pages and loads more, the slider turns. The
 * dialog shows the group of the layout being edited, so switching the layout swaps the group.
 */
const byLayout: Record<Layout, readonly SectionConfig<ProductListSettings>[]> = {
  grid: [
    section(T.sections.grid, [
      f.switch('showPagination', L.showPagination),
      f.number('itemsPerPage', L.itemsPerPage, { min: 1, max: 100, visible: (d) => d.showPagination }),
      f.select('loadMoreCount', L.loadMoreCount, plainOptions(LOAD_MORE_COUNTS), { visible: (d) => d.showPagination }),
    ]),
  ],
  slider: [
    section(T.sections.slider, [
      f.switch('autoPlay', L.autoPlay),
      f.select(
        'autoPlaySpeed',
        L.autoPlaySpeed,
        AUTOPLAY_SPEED_OPTIONS_MS.map((ms) => ({ value: ms, label: T.ms(ms) })),
        { visible: (d) => d.autoPlay },
      ),
      f.switch('infinite', L.infinite),
      f.switch('showBottomArrows', L.showBottomArrows),
      f.switch('showBottomDots', L.showBottomDots),
    ]),
  ],
};

/** The settings dialog's sections for the data being edited: the common ones around its layout's group. */
export const sectionsFor = (data: Pick<ProductListSettings, 'layout'>): readonly SectionConfig<ProductListSettings>[] => [
  ...common.before,
  ...byLayout[data.layout],
  ...common.after,
];

import {
  BUTTON_VARIANTS,
  FONT_WEIGHTS,
  GENERIC_MARGIN_RANGE,
  HEADER_COLUMN_IDS,
  HEADER_ELEMENT_LABELS,
  HEADER_ELEMENT_TYPES,
  HEADER_MENU_SPACING_CHOICES,
  HEADER_TITLE_FONT_SIZE,
  JUSTIFY_CONTENTS,
  MESSAGES,
  NAVIGATION_ITEM_TYPES,
  SEARCH_SIZES,
  SOCIAL_SIZES,
  headerElementSchema,
  navigationChildSchema,
  navigationItemSchema,
  socialMediaSchema,
  type ColumnConfig,
  type HeaderElement,
  type HeaderSettings,
  type NavigationItem,
  type ResponsiveVisibility,
  type SocialMedia,
} from '@shop/shared';
import { POPUP_TEXTS } from '../../popup/texts';
import { FONT_FAMILY_OPTIONS } from '../kit/common-options';
import { defineEditor, fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS } from '../texts';
import { CategoryMenuDialog } from './CategoryMenuDialog';
import { elementConflict, elementTitle, elementTypePreset } from './column-elements';
import { HEADER_TEXTS as T } from './header-texts';
import { SOCIAL_TYPE_OPTIONS, SOCIAL_VARIANT_OPTIONS, socialAccountOptions, socialTypePreset } from './social-accounts';

type NavigationChild = NavigationItem['children'][number];

const f = fieldsFor<HeaderSettings>();
const social = fieldsFor<SocialMedia>();
const element = fieldsFor<HeaderElement>();
const devices = fieldsFor<ResponsiveVisibility, HeaderElement>('responsive.');
const menu = fieldsFor<NavigationItem>();
const child = fieldsFor<NavigationChild>();

const VARIANT_OPTIONS = optionsOf(BUTTON_VARIANTS, POPUP_TEXTS.variants);
/** Stored in quarter-rem steps (the storefront's spacing scale); shown in pixels. */
const SPACING_OPTIONS = HEADER_MENU_SPACING_CHOICES.map((step) => ({ value: step, label: `${step} (${step * 4} px)` }));

const socialList = f.items('socialMedias', T.social.label, {
  fields: [
    social.text('name', T.social.name),
    social.select('type', T.social.type, SOCIAL_TYPE_OPTIONS, {
      help: T.social.typeHelp,
      also: (type) => socialTypePreset(type as SocialMedia['type']),
    }),
    social.link('url', T.social.url),
    social.select('buttonVariant', T.social.buttonVariant, SOCIAL_VARIANT_OPTIONS),
    social.select('socialSize', T.social.socialSize, optionsOf(SOCIAL_SIZES, T.social.socialSizes)),
    social.text('socialText', T.social.socialText, { help: T.social.socialTextHelp }),
    social.textarea('description', T.social.description, { rows: 2 }),
  ],
  schema: socialMediaSchema,
  emptyDraft: () => ({
    name: '',
    type: 'INSTAGRAM',
    ...socialTypePreset('INSTAGRAM'),
    socialSize: 'default' as const,
    socialText: '',
    description: '',
  }),
  itemTitle: (account) => account.name,
  addLabel: T.social.add,
  emptyText: T.social.empty,
  dialogTitle: T.social.dialog,
  invalidSeverity: 'error',
  messages: { saveFailed: MESSAGES.errors.socialMediaSave, missing: T.social.missing },
  removeConfirm: (account) => T.social.removeConfirm(account.name),
});

/** One column of the top section: its alignment and its ordered elements (duplicates refused). */
const columnSection = (index: number) => {
  const column = fieldsFor<ColumnConfig, HeaderSettings>(`columnConfigs.${index}.`);
  return section(
    T.column(index + 1),
    [
      column.select('justifyContent', T.justify, optionsOf(JUSTIFY_CONTENTS, T.justifyLabels), { segmented: true }),
      column.items('elements', `${T.column(index + 1)}: ${T.elements}`, {
        fields: [
          element.select('type', T.element.type, optionsOf(HEADER_ELEMENT_TYPES, HEADER_ELEMENT_LABELS), {
            also: (type) => elementTypePreset(type as HeaderElement['type']),
          }),
          element.select('socialMediaId', T.element.account, [], {
            optionsFrom: socialAccountOptions,
            help: T.element.accountHelp,
            visible: (e) => e.type === 'socialMedia',
          }),
          devices.switch('mobile', T.element.mobile),
          devices.switch('tablet', T.element.tablet),
          devices.switch('desktop', T.element.desktop),
        ],
        schema: headerElementSchema,
        emptyDraft: () => ({ type: 'logo', name: HEADER_ELEMENT_LABELS.logo, responsive: { mobile: true, tablet: true, desktop: true } }),
        conflict: elementConflict,
        itemTitle: elementTitle,
        addLabel: T.element.add,
        emptyText: T.element.empty,
        dialogTitle: T.element.dialog,
        invalidSeverity: 'warn',
        messages: { saveFailed: T.element.saveFailed, missing: T.element.missing },
      }),
    ],
    // Columns past the chosen count are not shown on the storefront, so not here either.
    { visible: (d) => index < d.gridColumns && index < d.columnConfigs.length },
  );
};

const childList = menu.items('children', T.menu.children, {
  fields: [child.text('title', T.menu.title), child.link('link', T.menu.link)],
  schema: navigationChildSchema,
  emptyDraft: () => ({ title: '' }),
  itemTitle: (c) => c.title,
  addLabel: T.menu.childAdd,
  emptyText: T.menu.childEmpty,
  dialogTitle: T.menu.childDialog,
  invalidSeverity: 'error',
  messages: { saveFailed: MESSAGES.errors.menuItemSave, missing: T.menu.childMissing },
});

const menuList = f.items('navigationItems', T.menu.label, {
  fields: [
    menu.select('type', T.menu.type, optionsOf(NAVIGATION_ITEM_TYPES, T.menu.types), { segmented: true }),
    menu.text('title', T.menu.title),
    menu.icon('icon', T.menu.icon),
    menu.link('link', T.menu.link, { visible: (item) => item.type === 'button' }),
    { ...childList, visible: (item: NavigationItem) => item.type === 'list' },
  ],
  schema: navigationItemSchema,
  emptyDraft: () => ({ type: 'button', title: '', icon: null, link: null, children: [] }),
  itemTitle: (item) => (item.type === 'list' ? `${item.title} · ${T.menu.listSummary(item.children.length)}` : item.title),
  addLabel: T.menu.add,
  emptyText: T.menu.empty,
  dialogTitle: T.menu.dialog,
  invalidSeverity: 'error',
  messages: { saveFailed: MESSAGES.errors.menuItemSave, missing: T.menu.missing },
  addFrom: {
    label: T.categoryMenu.open,
    icon: 'pi pi-sitemap',
    Picker: CategoryMenuDialog,
    added: MESSAGES.success.categoriesAddedToMenu,
    failed: MESSAGES.errors.menuItemSave,
  },
});

/** Üst Menü: logo and title, search button, social accounts, the three columns, spacing, menu items (component editors §3, §9). */
export const fields = defineEditor('HEADER', [
  section(T.sections.logo, [
    f.media('logo', T.logo, ['IMAGE']),
    f.switch('isLogoShow', T.isLogoShow, { help: T.isLogoShowHelp }),
    f.text('title', T.title),
    f.number('titleFontSize', T.titleFontSize, {
      min: HEADER_TITLE_FONT_SIZE.min,
      max: HEADER_TITLE_FONT_SIZE.max,
      suffix: EDITOR_TEXTS.kit.px,
      help: T.titleFontSizeHelp(HEADER_TITLE_FONT_SIZE.min, HEADER_TITLE_FONT_SIZE.max, HEADER_TITLE_FONT_SIZE.default),
    }),
    f.color('titleFontColor', T.titleFontColor),
    f.select('titleFontFamily', T.titleFontFamily, FONT_FAMILY_OPTIONS),
    f.select('titleFontWeight', T.titleFontWeight, optionsOf(FONT_WEIGHTS, EDITOR_TEXTS.fontWeights)),
  ]),
  section(T.sections.search, [
    f.select('searchVariant', T.searchVariant, VARIANT_OPTIONS),
    f.select('searchSize', T.searchSize, optionsOf(SEARCH_SIZES, T.searchSizes), { segmented: true }),
    f.text('searchText', T.searchText, { placeholder: T.searchTextPlaceholder }),
  ]),
  section(T.sections.social, [socialList]),
  section(T.sections.layout, [
    f.select('gridColumns', T.gridColumns, plainOptions(HEADER_COLUMN_IDS), {
      segmented: true,
      help: T.gridColumnsHelp,
    }),
    f.select('mobileNavVariant', T.mobileNavVariant, VARIANT_OPTIONS),
  ]),
  ...HEADER_COLUMN_IDS.map((_, index) => columnSection(index)),
  section(T.sections.spacing, [
    f.select('menuGap', T.menuGap, SPACING_OPTIONS),
    f.select('menuPadding', T.menuPadding, SPACING_OPTIONS),
    f.margins('topMargin', 'bottomMargin', T.margins, { range: { ...GENERIC_MARGIN_RANGE, step: 4 } }),
  ]),
  section(T.sections.menu, [menuList]),
]);

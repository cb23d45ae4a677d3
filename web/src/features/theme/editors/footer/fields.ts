import { FOOTER_MARGIN, PAYMENT_LOGO_TYPES, type FooterSettings } from '@shop/shared';
import { defineEditor, fieldsFor, optionsOf, section } from '../kit/field-builders';
import { FooterColumnCountField } from './FooterColumnCountField';
import { FooterColumnsField } from './FooterColumnsField';
import { FOOTER_TEXTS as T } from './footer-texts';

const f = fieldsFor<FooterSettings>();

/** Alt Menü: general, spacing, colours, columns (component editors §2, §3, §9). */
export const fields = defineEditor('FOOTER', [
  section(T.sections.general, [
    f.custom('columnCount', T.columnCount, FooterColumnCountField, ['columnCount', 'columns']),
    f.textarea('footerText', T.footerText, { rows: 2, help: T.footerTextHelp }),
    f.switch('showPaymentLogos', T.showPaymentLogos),
    f.select('paymentLogoType', T.paymentLogoType, optionsOf(PAYMENT_LOGO_TYPES, T.paymentLogoTypes), {
      segmented: true,
      visible: (d) => d.showPaymentLogos,
    }),
  ]),
  section(T.sections.spacing, [f.margins('topMargin', 'bottomMargin', T.margins, { range: FOOTER_MARGIN })]),
  section(T.sections.colours, [
    f.color('backgroundColor', T.colours.backgroundColor),
    f.color('footerTextColor', T.colours.footerTextColor),
    f.color('columnTitleColor', T.colours.columnTitleColor),
    f.color('linkTextColor', T.colours.linkTextColor),
    f.color('linkHoverColor', T.colours.linkHoverColor),
  ]),
  section(T.sections.columns, [f.custom('columns', T.columns, FooterColumnsField, ['columns', 'columnCount'])]),
]);

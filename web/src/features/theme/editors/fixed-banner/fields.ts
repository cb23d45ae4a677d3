import { FIXED_BANNER_FONT_SIZE, FIXED_BANNER_MARGIN, type FixedBannerSettings } from '@shop/shared';
import { FONT_FAMILY_OPTIONS } from '../kit/common-options';
import { defineEditor, fieldsFor, section } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';
import { FixedBannerLinkField } from './FixedBannerLinkField';

const f = fieldsFor<FixedBannerSettings>();

/** Sabit Duyuru Bandı: the text, its link, icon, close button, colours, devices, size and spacing. */
export const fields = defineEditor('BANNER_COMPONENT', [
  section('İçerik', [
    f.textarea('content', 'Duyuru metni', { rows: 2 }),
    f.icon('iconName', 'İkon'),
    f.text('linkText', 'Bağlantı metni'),
    f.custom('link', 'Bağlantı', FixedBannerLinkField, ['link', 'linkHref']),
  ]),
  section('Davranış', [
    f.switch('showCloseButton', 'Kapatma düğmesi', { help: 'Kapatan ziyaretçi bu bandı bir daha görmez.' }),
    f.switch('centerContent', 'İçeriği ortala'),
    f.switch('showOnMobile', 'Mobilde göster'),
    f.switch('showOnTablet', 'Tablette göster'),
    f.switch('showOnDesktop', 'Masaüstünde göster'),
  ]),
  section('Renkler', [
    f.color('backgroundColor', 'Arka plan rengi'),
    f.color('textColor', 'Yazı rengi'),
    f.color('linkColor', 'Bağlantı rengi'),
    f.color('closeButtonColor', 'Kapatma düğmesi rengi', { visible: (d) => d.showCloseButton }),
  ]),
  section('Yazı ve boşluk', [
    f.number('fontSize', T.kit.fontSize, {
      min: FIXED_BANNER_FONT_SIZE.min,
      max: FIXED_BANNER_FONT_SIZE.max,
      suffix: T.kit.px,
      help: `${FIXED_BANNER_FONT_SIZE.min}–${FIXED_BANNER_FONT_SIZE.max} px`,
    }),
    f.select('fontFamily', T.kit.fontFamily, FONT_FAMILY_OPTIONS),
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { range: FIXED_BANNER_MARGIN }),
  ]),
]);

import { editor as POPUP } from '../popup/editor';
import { editor as BANNER } from './banner/editor';
import { editor as FAQ } from './faq/editor';
import { editor as BANNER_COMPONENT } from './fixed-banner/editor';
import { editor as FOOTER } from './footer/editor';
import { editor as GALLERY } from './gallery/editor';
import { editor as HEADER } from './header/editor';
import type { EditorTypeMap } from './kit/editor-type';
import { editor as MARQUEE } from './marquee/editor';
import { editor as NEWSLETTER } from './newsletter/editor';
import { editor as PRODUCT_LIST } from './product-list/editor';
import { editor as VIDEO } from './video/editor';

/** componentType -> its builder record (icon, panel, add flow); a type missing here is a type error. */
export const EDITOR_TYPES: EditorTypeMap = {
  BANNER,
  PRODUCT_LIST,
  HEADER,
  FOOTER,
  MARQUEE,
  BANNER_COMPONENT,
  GALLERY,
  VIDEO,
  FAQ,
  NEWSLETTER,
  POPUP,
};

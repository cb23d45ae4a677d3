import {
  BLOCK_BORDER_RADII,
  CONTAINER_WIDTHS,
  IMAGE_POSITIONS,
  MOBILE_IMAGE_POSITIONS,
  type FaqSettings,
  type NewsletterSettings,
} from '@shop/shared';
import { EDITOR_TEXTS as T } from '../texts';
import { IMAGE_POSITION_LABELS, MOBILE_IMAGE_POSITION_LABELS } from './common-options';
import { fieldsFor, optionsOf, plainOptions, section } from './field-builders';
import type { SectionConfig } from './field-config';

/** The frame the FAQ and the newsletter share: an optional image beside the text, width, colours, corners, margins. */
type ImageBlock = Pick<
  FaqSettings & NewsletterSettings,
  | 'image'
  | 'imagePosition'
  | 'mobileImagePosition'
  | 'containerWidth'
  | 'backgroundColor'
  | 'borderColor'
  | 'borderRadius'
  | 'topMargin'
  | 'bottomMargin'
>;

const f = fieldsFor<ImageBlock>();

/** The image section and the appearance section of an image block, its margins in the given range. */
export const imageBlockSections = (margins: { min: number; max: number; step: number }) => {
  const hasImage = (d: ImageBlock) => d.image !== null;
  const image: SectionConfig<ImageBlock> = section('Görsel', [
    f.media('image', 'Görsel (isteğe bağlı)', ['IMAGE']),
    f.select('imagePosition', 'Masaüstünde görsel', optionsOf(IMAGE_POSITIONS, IMAGE_POSITION_LABELS), { segmented: true, visible: hasImage }),
    f.select('mobileImagePosition', 'Mobilde görsel', optionsOf(MOBILE_IMAGE_POSITIONS, MOBILE_IMAGE_POSITION_LABELS), {
      segmented: true,
      visible: hasImage,
    }),
  ]);
  const appearance: SectionConfig<ImageBlock> = section('Görünüm', [
    f.select('containerWidth', 'Genişlik', plainOptions(CONTAINER_WIDTHS, '%')),
    f.color('backgroundColor', 'Arka plan rengi'),
    f.color('borderColor', 'Kenarlık rengi'),
    f.select('borderRadius', 'Köşe yuvarlaklığı', plainOptions(BLOCK_BORDER_RADII, T.kit.px)),
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { range: margins }),
  ]);
  return { image, appearance };
};

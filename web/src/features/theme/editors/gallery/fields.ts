import {
  BULK_IMAGE_SELECTION_MAX,
  GALLERY_ASPECT_RATIOS,
  GALLERY_BORDER_RADII,
  GALLERY_COLUMN_RANGES,
  GALLERY_GAPS,
  GALLERY_HOVER_EFFECTS,
  GALLERY_MARGINS,
  MESSAGES,
  bulkGallerySelectionSchema,
  galleryItemSchema,
  type GallerySettings,
} from '@shop/shared';
import { defineEditor, fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS as T } from '../texts';

type GalleryItem = GallerySettings['galleryItems'][number];

const f = fieldsFor<GallerySettings>();
const item = fieldsFor<GalleryItem>();

const columns = (key: 'columnsDesktop' | 'columnsTablet' | 'columnsMobile', label: string, range: { min: number; max: number }) =>
  f.number(key, label, { min: range.min, max: range.max, help: `${range.min}–${range.max} sütun` });

/** Galeri: images with optional links, columns per device, gap, ratio, radius, hover effect, margins. */
export const fields = defineEditor('GALLERY', [
  section('Görseller', [
    f.items('galleryItems', 'Görseller', {
      fields: [item.media('image', 'Görsel', ['IMAGE']), item.link('link', 'Bağlantı (isteğe bağlı)')],
      schema: galleryItemSchema,
      emptyDraft: () => ({ link: null }),
      itemTitle: (g) => g.image.name || g.image.filePath,
      itemImage: (g) => g.image.filePath,
      addLabel: 'Görsel ekle',
      emptyText: 'Henüz görsel eklenmemiş.',
      maxHeightPx: 300,
      dialogTitle: { add: 'Görsel ekle', edit: 'Görseli düzenle' },
      invalidSeverity: 'warn',
      messages: { saveFailed: MESSAGES.errors.singleGalleryAdd, missing: MESSAGES.errors.galleryItemMissing },
      removeConfirm: (g) => `"${g.image.name || g.image.filePath}" galeriden silinsin mi? ${T.items.undoHint}`,
      bulkAdd: {
        label: 'Toplu ekle',
        max: BULK_IMAGE_SELECTION_MAX,
        accept: ['IMAGE'],
        selectionSchema: bulkGallerySelectionSchema,
        toItem: (image) => ({ image, link: null }),
        added: MESSAGES.success.imagesAdded,
        failed: MESSAGES.errors.bulkGalleryAdd,
      },
    }),
  ]),
  section('Yerleşim', [
    columns('columnsDesktop', 'Masaüstü sütun sayısı', GALLERY_COLUMN_RANGES.desktop),
    columns('columnsTablet', 'Tablet sütun sayısı', GALLERY_COLUMN_RANGES.tablet),
    columns('columnsMobile', 'Mobil sütun sayısı', GALLERY_COLUMN_RANGES.mobile),
    f.select(
      'gap',
      'Görseller arası boşluk',
      // Stored in quarter-rem steps (the storefront's spacing scale); shown in pixels.
      GALLERY_GAPS.map((gap) => ({ value: gap, label: gap === 0 ? '0 (boşluk yok)' : `${gap} (${gap * 4} px)` })),
    ),
    f.select('aspectRatio', 'En-boy oranı', plainOptions(GALLERY_ASPECT_RATIOS)),
  ]),
  section('Görünüm', [
    f.select('borderRadius', 'Köşe yuvarlaklığı', plainOptions(GALLERY_BORDER_RADII, T.kit.px)),
    f.select(
      'hoverEffect',
      'Üzerine gelince',
      optionsOf(GALLERY_HOVER_EFFECTS, {
        none: 'Efekt yok',
        scale: 'Büyüt',
        opacity: 'Saydamlaştır',
        brightness: 'Parlaklaştır',
        grayscale: 'Gri tonlama',
      }),
    ),
    f.margins('topMargin', 'bottomMargin', 'Dış boşluklar', { choices: GALLERY_MARGINS }),
  ]),
]);

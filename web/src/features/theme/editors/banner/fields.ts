import {
  BANNER_CONTENT_POSITIONS,
  BANNER_DESKTOP_ASPECT_RATIOS,
  BANNER_MOBILE_ASPECT_RATIOS,
  BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO,
  BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO,
  BANNER_TRANSITION_EFFECTS,
  FONT_WEIGHTS,
  type BannerCarouselSettings,
  type BannerComponentData,
} from '@shop/shared';
import { defineEditor, fieldsFor, optionsOf, plainOptions, section } from '../kit/field-builders';
import { EDITOR_TEXTS } from '../texts';
import { BANNER_STORED_FORM, OVERLAY_OPACITY, bannerItemSchema, emptyBannerDraft, overlayToggled, type BannerItem } from './banner-form';
import { BANNER_TEXTS as T } from './texts';

const f = fieldsFor<BannerComponentData>();
const settings = fieldsFor<BannerCarouselSettings, BannerComponentData>('settings.');
const item = fieldsFor<BannerItem>();

const bannerTitle = (b: BannerItem) => b.title.trim() || T.list.untitled(b.order);

/** Banner images are IMAGE or VIDEO, one each (component editors §5). */
const BANNER_MEDIA = ['IMAGE', 'VIDEO'] as const;

const textStyle = (key: 'titleStyle' | 'descriptionStyle', label: string) => item.textStyle(key, label, { weights: FONT_WEIGHTS, transforms: true });

/** The banner carousel (component editors §3, §4, §9): its banners, then how it plays and looks. */
export const fields = defineEditor('BANNER', [
  section(T.sections.banners, [
    f.storedItems(
      'banners',
      T.list.label,
      {
        fields: [
          item.media('gallery', T.banner.media, BANNER_MEDIA),
          item.media('mobileGallery', T.banner.mobileMedia, BANNER_MEDIA, { help: T.banner.mobileMediaHelp }),
          item.text('title', T.banner.title),
          textStyle('titleStyle', T.banner.titleStyle),
          item.textarea('description', T.banner.description, { rows: 2 }),
          textStyle('descriptionStyle', T.banner.descriptionStyle),
          item.select('contentPosition', T.banner.contentPosition, optionsOf(BANNER_CONTENT_POSITIONS, T.banner.positions), { segmented: true }),
          item.link('link', T.banner.link),
          item.switch('isButtonVisible', T.banner.button, { help: T.banner.buttonHelp }),
          item.switch('hasOverlay', T.banner.overlay, { also: overlayToggled }),
          item.slider('overlayOpacity', T.banner.overlayOpacity, { ...OVERLAY_OPACITY, suffix: '%', visible: (b) => b.hasOverlay }),
          item.wholeNumber('height', T.banner.height, { help: T.banner.heightHelp }),
          item.wholeNumber('mobileHeight', T.banner.mobileHeight, { help: T.banner.heightHelp }),
          item.dateTime('publishedAt', T.banner.publishedAt, { help: T.banner.datesHelp }),
          item.dateTime('expiredAt', T.banner.expiredAt),
        ],
        schema: bannerItemSchema,
        emptyDraft: emptyBannerDraft,
        itemTitle: bannerTitle,
        itemImage: (b) => (b.gallery?.type === 'IMAGE' ? b.gallery.filePath : undefined),
        addLabel: T.list.add,
        emptyText: T.list.empty,
        dialogTitle: T.list.dialog,
        invalidSeverity: 'error',
        messages: { saveFailed: T.list.saveFailed, missing: T.list.missing },
        // No removeConfirm: the spec asks before deleting components, gallery items, videos and FAQ items, not banners; undo brings one back.
      },
      BANNER_STORED_FORM,
    ),
  ]),
  section(T.sections.playback, [
    settings.switch('autoPlay', T.settings.autoPlay),
    settings.wholeNumber('autoPlaySpeed', T.settings.autoPlaySpeed, {
      visible: (d) => d.settings.autoPlay,
      note: (d) => T.settings.autoPlaySpeedHelp(d.settings.autoPlaySpeed),
    }),
    settings.switch('loop', T.settings.loop),
    settings.select('transitionEffect', T.settings.transitionEffect, optionsOf(BANNER_TRANSITION_EFFECTS, T.settings.effects), { segmented: true }),
    settings.switch('navigationEnabled', T.settings.navigation),
    settings.switch('paginationEnabled', T.settings.pagination),
  ]),
  section(T.sections.layout, [
    settings.number('height', T.settings.height, { min: 1, max: 2000, suffix: EDITOR_TEXTS.kit.px, help: T.settings.heightHelp }),
    settings.select(
      'aspectRatio',
      T.settings.aspectRatio,
      plainOptions(BANNER_DESKTOP_ASPECT_RATIOS, '', BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO, T.settings.recommended),
    ),
    settings.select(
      'mobileAspectRatio',
      T.settings.mobileAspectRatio,
      plainOptions(BANNER_MOBILE_ASPECT_RATIOS, '', BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO, T.settings.recommended),
    ),
  ]),
]);

import * as z from 'zod';
import { MESSAGES } from '../messages';
import { enumOf, idSchema, itemOrderSchema, object, requiredLinkSchema, requiredText, shortText, text } from './common';
import { BUTTON_VARIANTS } from './button';

export const SOCIAL_MEDIA_TYPES = [
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'LINKEDIN',
  'YOUTUBE',
  'PINTEREST',
  'TIKTOK',
  'WHATSAPP',
  'TELEGRAM',
  'DISCORD',
  'GITHUB',
  'SNAPCHAT',
  'REDDIT',
  'TWITCH',
  'SPOTIFY',
  'SKYPE',
  'STEAM',
  'BEHANCE',
  'DRIBBBLE',
  'VIMEO',
  'SOUNDCLOUD',
  'SLACK',
  'MEDIUM',
  'THREADS',
  'MASTODON',
  'WECHAT',
  'VIBER',
  'LINE',
] as const;
export const socialMediaTypeSchema = enumOf(SOCIAL_MEDIA_TYPES);
export type SocialMediaType = z.infer<typeof socialMediaTypeSchema>;

/** The brand variant a social type presets: its lower-case name (the spec names no variant ids). */
export const socialBrandVariant = <T extends SocialMediaType>(type: T): Lowercase<T> => type.toLowerCase() as Lowercase<T>;

/** The generic button variants plus one brand variant per social type. */
export const SOCIAL_BUTTON_VARIANTS = [...BUTTON_VARIANTS, ...SOCIAL_MEDIA_TYPES.map(socialBrandVariant)] as const;
export const socialButtonVariantSchema = enumOf(SOCIAL_BUTTON_VARIANTS);

/** Button sizes; the spec names the field only, so the sizes are ours. */
export const SOCIAL_SIZES = ['sm', 'default', 'lg', 'icon'] as const;

export const socialMediaSchema = object({
  id: idSchema,
  name: requiredText(MESSAGES.validation.socialMediaNameRequired),
  url: requiredLinkSchema(MESSAGES.validation.urlRequired),
  type: socialMediaTypeSchema,
  description: text().default(''),
  order: itemOrderSchema,
  buttonVariant: socialButtonVariantSchema.default('default'),
  socialSize: enumOf(SOCIAL_SIZES).default('default'),
  socialText: shortText().default(''),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

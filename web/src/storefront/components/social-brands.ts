import type { CSSProperties } from 'react';

/**
 * The brand variants a social account's button may have (its platform's lower-case name), each
 * the platform's own colour with a text colour readable on it (WCAG AA for the button text).
 */
const BRAND_COLORS: Readonly<Record<string, readonly [background: string, text: string]>> = {
  facebook: ['#1877f2', '#ffffff'],
  instagram: ['#c13584', '#ffffff'],
  twitter: ['#000000', '#ffffff'],
  linkedin: ['#0a66c2', '#ffffff'],
  youtube: ['#cc0000', '#ffffff'],
  pinterest: ['#bd081c', '#ffffff'],
  tiktok: ['#000000', '#ffffff'],
  whatsapp: ['#25d366', '#052e16'],
  telegram: ['#229ed9', '#082f49'],
  discord: ['#5865f2', '#ffffff'],
  github: ['#181717', '#ffffff'],
  snapchat: ['#fffc00', '#111827'],
  reddit: ['#ff4500', '#111827'],
  twitch: ['#9146ff', '#ffffff'],
  spotify: ['#1db954', '#052e16'],
  skype: ['#0078d4', '#ffffff'],
  steam: ['#171a21', '#ffffff'],
  behance: ['#1769ff', '#ffffff'],
  dribbble: ['#c32361', '#ffffff'],
  vimeo: ['#1ab7ea', '#082f49'],
  soundcloud: ['#ff5500', '#111827'],
  slack: ['#4a154b', '#ffffff'],
  medium: ['#000000', '#ffffff'],
  threads: ['#000000', '#ffffff'],
  mastodon: ['#6364ff', '#ffffff'],
  wechat: ['#07c160', '#052e16'],
  viber: ['#7360f2', '#ffffff'],
  line: ['#06c755', '#052e16'],
};

/** The colours of a brand variant; undefined for the shared variants (style-helpers draws those). */
export const brandButtonStyle = (variant: string): CSSProperties | undefined => {
  const colors = Object.hasOwn(BRAND_COLORS, variant) ? BRAND_COLORS[variant] : undefined;
  return colors && { background: colors[0], color: colors[1], borderColor: colors[0] };
};

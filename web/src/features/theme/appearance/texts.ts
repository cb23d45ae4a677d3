import type { ThemeColorSet, ThemeType } from '@shop/shared';

/** The appearance drawer's texts the spec does not give (our wording). */
export const APPEARANCE_TEXTS = {
  intro: 'Değişiklikler önizlemede hemen görünür; mağazaya Kaydet ile yayınlanır.',
  themeType: 'Tema tipi',
  types: { THEME_READY: 'Hazır Tema', THEME_CUSTOM: 'Özel Tema', THEME_PARTIAL: 'Kısmi Tema' } satisfies Record<ThemeType, string>,
  typeHints: {
    THEME_READY: 'Hazır temalardan birini seçin: renkler ve gölgeler birlikte uygulanır.',
    THEME_CUSTOM: 'Ana rengi seçin: diğer renkler korunur, gölgeler ana renge göre yeniden hesaplanır.',
    THEME_PARTIAL: 'Renkleri tek tek düzenleyin: her değişiklik açık ve koyu görünüme birlikte uygulanır, gölgeler yeniden hesaplanır.',
  } satisfies Record<ThemeType, string>,
  readyThemes: 'Hazır temalar',
  primary: 'Ana renk',
  colors: 'Renkler',
  tokens: {
    primary: 'Ana renk',
    secondary: 'İkincil renk',
    background: 'Arka plan',
    foreground: 'Yazı rengi',
    card: 'Kart',
    border: 'Kenarlık',
    accent: 'Vurgu',
    muted: 'Soluk alanlar',
  } satisfies Record<keyof ThemeColorSet, string>,
  radiusHeading: 'Köşe yuvarlaklığı (rem)',
  radiusOption: (value: string) => `${value} rem`,
} as const;

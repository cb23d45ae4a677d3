/** Our wording (the spec gives none for the theme switch). */
export const APPEARANCE_TEXTS = {
  switchToDark: 'Koyu temaya geç',
  switchToLight: 'Açık temaya geç',
} as const;

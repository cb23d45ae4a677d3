/** The preview's own wording (the builder's frame only; shoppers never see it). */
export const PREVIEW_TEXTS = {
  timeTravel: (when: string) => `Zaman yolculuğu önizlemesi: mağaza ${when} tarihinde böyle görünecek.`,
  timeTravelHint: 'Ziyaretçiler şu anki görünümü görür.',
} as const;

/** The shop's time zone, as the back office shows dates. */
const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

export const previewWhen = (at: number): string => when.format(at);

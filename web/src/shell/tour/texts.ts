/** The spec's buttons (Previous, Next, Finish) in Turkish, and our other tour wording. */
export const TOUR_TEXTS = {
  previous: 'Önceki',
  next: 'Sonraki',
  finish: 'Bitir',
  close: 'Turu kapat',
  start: 'Rehberli turu başlat',
  progress: (step: number, total: number) => `${step} / ${total}`,
} as const;

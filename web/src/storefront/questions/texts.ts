/*
 * The product page's questions (issue 30). The limits are copied from shared/src/entities/product-question.ts
 * rather than imported (that module brings zod); web/test/storefront/product-questions.test.tsx checks they agree.
 */
export const QUESTION_TEXT_MIN = 10;
export const QUESTION_TEXT_MAX = 2000;
export const QUESTION_NAME_MAX = 80;
export const QUESTION_HONEYPOT = 'website';

export const QUESTION_TEXTS = {
  title: 'Ürün Soruları',
  ask: 'Soru sor',
  intro: 'Ürünle ilgili sorularınızı sorun; yanıtlanan ve onaylanan sorular burada yayınlanır.',
  loading: 'Sorular yükleniyor…',
  loadFailed: 'Sorular yüklenemedi.',
  retry: 'Tekrar dene',
  empty: 'Bu ürün hakkında henüz yanıtlanmış soru yok. İlk soruyu siz sorun.',
  more: 'Daha fazla soru',
  loadingMore: 'Yükleniyor…',
  askedBy: (name: string, date: string) => `${name} · ${date}`,
  shopAnswer: 'Mağaza yanıtı',
  report: 'Bildir',
  reportLabel: 'Bu soruyu ve yanıtını uygunsuz olarak bildir',
  reported: 'Bildiriminiz alındı.',
  reportFailed: 'Bildirim gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  formTitle: 'Ürün hakkında soru sorun',
  formLoading: 'Form yükleniyor…',
  textLabel: 'Sorunuz',
  textHint: `En az ${QUESTION_TEXT_MIN}, en fazla ${QUESTION_TEXT_MAX} karakter. Yanıtlanıp onaylandığında yayınlanır.`,
  nameLabel: 'Adınız',
  nameHint: 'Sayfada adınız ve soyadınızın baş harfi görünür.',
  emailLabel: 'E-posta adresiniz',
  emailHint: 'Yanıt bu adrese gönderilir; sayfada gösterilmez.',
  signedInAs: (who: string) => `Üye olarak soruyorsunuz: ${who}. Yanıtı e-posta adresinize göndereceğiz.`,
  honeypot: 'Web siteniz',
  send: 'Soruyu gönder',
  sending: 'Gönderiliyor…',
  close: 'Vazgeç',
  chars: (n: number) => `${n} / ${QUESTION_TEXT_MAX}`,
  fixErrors: 'Lütfen işaretli alanları düzeltin.',
  offline: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  failed: 'Sorunuz gönderilemedi. Lütfen tekrar deneyin.',
  tooShort: `Sorunuz en az ${QUESTION_TEXT_MIN} karakter olmalıdır.`,
  tooLong: `Sorunuz en fazla ${QUESTION_TEXT_MAX} karakter olabilir.`,
  nameRequired: 'Adınızı yazın.',
  emailInvalid: 'Geçerli bir e-posta adresi yazın.',
  askAnother: 'Başka bir soru sor',
} as const;

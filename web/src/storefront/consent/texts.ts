/** The cookie banner's words (KVKK; the spec names the buttons). */
export const CONSENT_TEXTS = {
  region: 'Çerez bildirimi',
  message:
    'Sitemizin çalışması için zorunlu çerezler kullanıyoruz. İzin verirseniz ziyaretinizi ölçmek (analitik) ve size uygun reklamlar göstermek (pazarlama) için de çerez kullanırız.',
  policy: 'Çerez Politikası',
  policyPath: '/sayfa/cerez-politikasi',
  accept: 'Kabul et',
  reject: 'Reddet',
  preferences: 'Tercihler',
  dialogTitle: 'Çerez tercihleri',
  dialogIntro: 'Hangi çerezlere izin verdiğinizi seçin. Seçiminizi bu pencereden istediğiniz zaman değiştirebilirsiniz.',
  categories: {
    necessary: { label: 'Zorunlu', help: 'Sepetiniz ve bu tercih gibi sitenin çalışması için gerekenler; kapatılamaz.' },
    analytics: { label: 'Analitik', help: 'Ziyaretleri ölçmek için (Google Analytics).' },
    marketing: { label: 'Pazarlama', help: 'Reklamları ölçmek ve kişiselleştirmek için (Meta Pixel).' },
  },
  save: 'Seçimimi kaydet',
  close: 'Kapat',
} as const;

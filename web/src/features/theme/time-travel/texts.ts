/** The time-travel preview's wording (the spec has no such feature). */
export const TIME_TRAVEL_TEXTS = {
  button: 'Zaman yolculuğu',
  buttonActive: (when: string) => `Önizleme: ${when}`,
  heading: 'Zaman yolculuğu önizlemesi',
  explanation:
    'Önizleme, mağazanın seçtiğiniz anda nasıl görüneceğini gösterir: başlangıç ve bitiş tarihi olan açılır pencere ve bannerlar o ana göre gösterilir. Ziyaretçiler her zaman şu anki hâli görür.',
  pickerLabel: 'Önizleme zamanı',
  apply: 'Uygula',
  tomorrow: 'Yarın bu saatte',
  nextWeek: 'Bir hafta sonra',
  backToNow: 'Şimdiye dön',
} as const;

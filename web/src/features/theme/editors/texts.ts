/** Turkish texts of the settings editors that the spec does not give (its own texts live in MESSAGES). */
export const EDITOR_TEXTS = {
  kit: {
    name: 'İsim',
    nameHelp: 'Bileşen listesinde ve panel başlığında görünür.',
    fontSize: 'Yazı boyutu',
    fontFamily: 'Yazı tipi',
    fontWeight: 'Kalınlık',
    color: 'Renk',
    /** "Başlık yazısı rengi". */
    colorOf: 'rengi',
    textTransform: 'Harf düzeni',
    topMargin: 'Üst boşluk',
    bottomMargin: 'Alt boşluk',
    px: ' px',
    /** The HSL colour's sliders. */
    hsl: { hue: 'Ton', saturation: 'Doygunluk', lightness: 'Açıklık' },
    recommended: ' (önerilen)',
    icon: {
      choose: 'İkon seç',
      change: 'Değiştir',
      none: 'İkon seçilmedi',
    },
  },
  items: {
    add: 'Ekle',
    edit: 'Düzenle',
    remove: 'Sil',
    save: 'Kaydet',
    cancel: 'Vazgeç',
    moveHandle: (title: string) => `${title}: taşı`,
    editItem: (title: string) => `${title}: düzenle`,
    removeItem: (title: string) => `${title}: sil`,
    /** The delete questions' second sentence: a deleted item comes back with undo until the theme is saved. */
    undoHint: 'Kaydetmeden önce Geri Al (Ctrl+Z) ile geri getirebilirsiniz.',
    /** What screen readers call a draggable handle (dnd-kit says "sortable" in English otherwise). */
    roleDescription: 'sıralanabilir öğe',
    removeTitle: 'Silme onayı',
    removeAccept: 'Sil',
    removeReject: 'Vazgeç',
    listFull: (max: number) => `Bu listeye en fazla ${max} öğe eklenebilir.`,
    count: (n: number) => `${n} öğe`,
    dnd: {
      instructions:
        'Bir öğeyi taşımak için tutamacındayken Boşluk tuşuna basın. Taşırken yukarı ve aşağı ok tuşlarıyla yerini değiştirin; bırakmak için Boşluk veya Enter, iptal etmek için Escape tuşuna basın.',
      start: (name: string, position: number, total: number) => `${name} taşınmak için alındı. Şu an ${total} öğe içinde ${position}. sırada.`,
      over: (name: string, position: number, total: number) => `${name}, ${total} öğe içinde ${position}. sıraya taşındı.`,
      end: (name: string, position: number, total: number) => `${name}, ${total} öğe içinde ${position}. sıraya bırakıldı.`,
      cancel: (name: string, position: number) => `Taşıma iptal edildi. ${name} ${position}. sırada kaldı.`,
    },
  },
  fontWeights: {
    300: '300 İnce',
    400: '400 Normal',
    500: '500 Orta',
    600: '600 Yarı kalın',
    700: '700 Kalın',
    800: '800 Çok kalın',
    900: '900 Siyah',
  } as Record<number, string>,
  textTransforms: { none: 'Yok', uppercase: 'BÜYÜK HARF', lowercase: 'küçük harf', capitalize: 'Baş Harfler Büyük' },
  fontFamilies: {
    inter: 'Inter',
    roboto: 'Roboto',
    'open sans': 'Open Sans',
    lato: 'Lato',
    montserrat: 'Montserrat',
    poppins: 'Poppins',
    georgia: 'Georgia',
    'system-ui': 'Sistem yazı tipi',
  },
} as const;

import { addLocale, locale } from 'primereact/api';

export const LOCALE = 'tr-TR';

const names = (count: number, date: (i: number) => Date, options: Intl.DateTimeFormatOptions): string[] => {
  const format = new Intl.DateTimeFormat(LOCALE, options);
  return Array.from({ length: count }, (_, i) => format.format(date(i)));
};
// 2023-01-01 was a Sunday: PrimeReact's day lists start on Sunday.
const day = (i: number) => new Date(2023, 0, 1 + i);
const month = (i: number) => new Date(2023, i, 1);

/** PrimeReact's own texts (calendar, paginator, filters, confirm buttons) in Turkish, from Intl where it can. */
export const setPrimeLocaleTurkish = (): void => {
  addLocale('tr', {
    firstDayOfWeek: 1,
    dayNames: names(7, day, { weekday: 'long' }),
    dayNamesShort: names(7, day, { weekday: 'short' }),
    dayNamesMin: names(7, day, { weekday: 'narrow' }),
    monthNames: names(12, month, { month: 'long' }),
    monthNamesShort: names(12, month, { month: 'short' }),
    today: 'Bugün',
    now: 'Şimdi',
    // The calendar's button labels (read by screen readers).
    chooseDate: 'Tarih seç',
    chooseMonth: 'Ay seç',
    chooseYear: 'Yıl seç',
    prevDecade: 'Önceki on yıl',
    prevYear: 'Önceki yıl',
    prevMonth: 'Önceki ay',
    nextDecade: 'Sonraki on yıl',
    nextYear: 'Sonraki yıl',
    nextMonth: 'Sonraki ay',
    prevHour: 'Önceki saat',
    nextHour: 'Sonraki saat',
    prevMinute: 'Önceki dakika',
    nextMinute: 'Sonraki dakika',
    prevSecond: 'Önceki saniye',
    nextSecond: 'Sonraki saniye',
    clear: 'Temizle',
    weekHeader: 'Hf',
    dateFormat: 'dd.mm.yy',
    accept: 'Evet',
    reject: 'Hayır',
    choose: 'Seç',
    upload: 'Yükle',
    cancel: 'Vazgeç',
    close: 'Kapat',
    apply: 'Uygula',
    emptyMessage: 'Sonuç Bulunamadı',
    emptyFilterMessage: 'Sonuç Bulunamadı',
    searchMessage: '{0} sonuç var',
    selectionMessage: '{0} öğe seçildi',
    emptySelectionMessage: 'Seçili öğe yok',
    emptySearchMessage: 'Sonuç Bulunamadı',
    aria: {
      close: 'Kapat',
      previous: 'Önceki',
      next: 'Sonraki',
      navigation: 'Gezinme',
      scrollTop: 'Başa dön',
      moveTop: 'En üste taşı',
      moveUp: 'Yukarı taşı',
      moveDown: 'Aşağı taşı',
      moveBottom: 'En alta taşı',
      pageLabel: 'Sayfa {page}',
      firstPageLabel: 'İlk sayfa',
      lastPageLabel: 'Son sayfa',
      nextPageLabel: 'Sonraki sayfa',
      previousPageLabel: 'Önceki sayfa',
      rowsPerPageLabel: 'Sayfa başına satır',
      selectAll: 'Tümünü seç',
      passwordShow: 'Şifreyi göster',
      passwordHide: 'Şifreyi gizle',
      listLabel: 'Seçenekler',
      unselectAll: 'Tüm seçimi kaldır',
      showMonthAfterYear: 'false',
      selectRow: 'Satırı seç',
      unselectRow: 'Satır seçimini kaldır',
      expandRow: 'Satırı genişlet',
      collapseRow: 'Satırı daralt',
      star: '1 yıldız',
      stars: '{star} yıldız',
      trueLabel: 'Doğru',
      falseLabel: 'Yanlış',
      nullLabel: 'Seçilmedi',
      showFilterMenu: 'Filtre menüsünü göster',
      hideFilterMenu: 'Filtre menüsünü gizle',
      filterOperator: 'Filtre işleci',
      filterConstraint: 'Filtre koşulu',
      editRow: 'Satırı düzenle',
      saveEdit: 'Kaydet',
      cancelEdit: 'Vazgeç',
    },
  } as Parameters<typeof addLocale>[1]);
  locale('tr');
};

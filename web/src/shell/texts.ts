/** Our wording for the top bar, palette and drawer (the spec gives only the group names and empty texts). */
export const SHELL_TEXTS = {
  pageLoading: 'Sayfa yükleniyor',
  topBar: 'Üst çubuk',
  breadcrumb: 'Sayfa konumu',
  openStorefront: 'Mağazayı yeni sekmede aç',
  liveSupport: 'Canlı Destek',
  liveSupportLoading: 'Canlı destek durumu yükleniyor',
  palette: 'Komut paleti',
  paletteButton: 'Ara',
  paletteShortcut: 'Ctrl K',
  palettePlaceholder: 'Ürün, kullanıcı veya sayfa arayın…',
  paletteInput: 'Arama',
  paletteResults: 'Arama sonuçları',
  paletteSearching: 'Aranıyor…',
  paletteHint: 'Ürün ve kullanıcılar için en az 2 karakter yazın.',
  paletteKeys: '↑ ↓ ile gezinin, Enter ile açın, Esc ile kapatın',
  mobileMenu: 'Yönetim menüsü',
} as const;

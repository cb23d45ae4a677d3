import { TOUR_STEP_COUNT } from '@shop/shared';

export interface TourStep {
  /** The element's data-tour attribute; the popover centres itself when the element is not on screen. */
  target: string;
  title: string;
  text: string;
}

/** Our wording: the spec fixes the count (9) and the buttons, not the texts. */
export const TOUR_STEPS: readonly TourStep[] = [
  { target: 'area-switcher', title: 'Yönetim alanları', text: 'Buradan Sistem Yönetimi ile Tema Yönetimi arasında geçiş yapabilirsiniz.' },
  { target: 'sidebar', title: 'Yan menü', text: 'Yetkinizin olduğu tüm sayfalar burada. Menüyü Ctrl+B (Mac’te Cmd+B) ile açıp kapatabilirsiniz.' },
  { target: 'palette', title: 'Hızlı arama', text: 'Ctrl+K (Mac’te Cmd+K) ile ürün, kullanıcı ve sayfaları arayıp doğrudan açabilirsiniz.' },
  {
    target: 'notifications',
    title: 'Bildirimler',
    text: 'Yeni siparişler ve sistem mesajları burada. Okunmamış bildirim sayısı zil üzerinde görünür.',
  },
  { target: 'theme-toggle', title: 'Açık ve koyu tema', text: 'Panelin görünümünü açık veya koyu temaya çevirin; seçiminiz bu tarayıcıda saklanır.' },
  { target: 'storefront', title: 'Mağazayı görüntüle', text: 'Mağazanızı ziyaretçilerin gördüğü haliyle yeni bir sekmede açar.' },
  { target: 'breadcrumb', title: 'Bulunduğunuz yer', text: 'Hangi bölümde ve sayfada olduğunuzu buradan izleyebilirsiniz.' },
  { target: 'user-menu', title: 'Hesabınız', text: 'Adınız ve e-posta adresiniz burada; oturumu da buradan kapatırsınız.' },
  { target: 'content', title: 'Çalışma alanı', text: 'Seçtiğiniz sayfa burada açılır. Turu tamamladınız, iyi çalışmalar!' },
];

if (TOUR_STEPS.length !== TOUR_STEP_COUNT) throw new Error(`The tour must have ${TOUR_STEP_COUNT} steps`);

import { randomUUID } from 'node:crypto';
import { pageHref, pageSlugOf, type ContentPage, type Link, type PageCategory } from '@shop/shared';
import { pageFromSave } from '@shop/functions/domain/content/content-page';
import { getPageBySlug, listPageCategories, putPageCategory, savePage } from '@shop/functions/repositories/content-page-repository';

/*
 * The pages a Turkish shop must publish, as plain templates (Sayfalar, issue 29). Each starts with
 * a visible note: they are starting points for the shop's lawyer, not legal advice.
 */

export const DEMO_PAGE_CATEGORIES = ['Kurumsal', 'Yardım', 'Sözleşmeler'] as const;
type DemoCategory = (typeof DEMO_PAGE_CATEGORIES)[number];

const NOTE =
  '<p><strong>Not: Bu metin bir şablondur. Yayında tutmadan önce mağazanızın bilgileriyle doldurun ve avukatınıza gözden geçirtin.</strong></p>';

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const h = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

interface DemoPage {
  readonly title: string;
  readonly category: DemoCategory;
  readonly seoDescription: string;
  readonly body: string;
}

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    title: 'Hakkımızda',
    category: 'Kurumsal',
    seoDescription: 'Mağazamızı, değerlerimizi ve size nasıl hizmet verdiğimizi tanıyın.',
    body:
      NOTE +
      h('Biz kimiz?') +
      p(
        '[Mağaza adı], [kuruluş yılı] yılından bu yana giyim, elektronik ve kozmetik ürünlerini güvenle alışveriş yapabileceğiniz bir çatı altında sunar.',
      ) +
      h('Neden bizi seçmelisiniz?') +
      ul('Orijinal ve faturalı ürünler', 'Hızlı kargo ve kolay iade', 'Kapıda ödeme ve havale/EFT seçenekleri'),
  },
  {
    title: 'İletişim',
    category: 'Kurumsal',
    seoDescription: 'Bize e-posta, telefon ya da adresimizden ulaşın.',
    body:
      NOTE +
      h('Bize ulaşın') +
      p('E-posta: [e-posta adresi]', 'Telefon: [telefon numarası] (hafta içi 09.00–18.00)', 'Adres: [açık adres]') +
      p('Siparişinizle ilgili sorularda sipariş numaranızı yazmanız yanıtımızı hızlandırır.'),
  },
  {
    title: 'KVKK Aydınlatma Metni',
    category: 'Sözleşmeler',
    seoDescription: 'Kişisel verilerinizin 6698 sayılı KVKK kapsamında nasıl işlendiğine dair aydınlatma metni.',
    body:
      NOTE +
      h('Veri sorumlusu') +
      p(
        '6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla [şirket unvanı] tarafından aşağıda açıklanan kapsamda işlenir.',
      ) +
      h('İşlenen veriler ve amaçları') +
      ul(
        'Kimlik ve iletişim bilgileri: siparişin kurulması ve teslimi',
        'Fatura bilgileri: yasal yükümlülüklerin yerine getirilmesi',
        'İşlem güvenliği bilgileri: dolandırıcılığın önlenmesi',
      ) +
      h('Haklarınız') +
      p(
        'KVKK’nın 11. maddesi uyarınca verilerinize erişme, düzeltilmesini ya da silinmesini isteme haklarınızı [başvuru adresi] üzerinden kullanabilirsiniz.',
      ),
  },
  {
    title: 'Çerez Politikası',
    category: 'Sözleşmeler',
    seoDescription: 'Sitemizde kullanılan çerezler ve tercihlerinizi nasıl yönetebileceğiniz.',
    body:
      NOTE +
      h('Çerez nedir?') +
      p('Çerezler, siteyi ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır.') +
      h('Kullandığımız çerezler') +
      ul('Zorunlu çerezler: sepetiniz ve oturumunuz için', 'Analitik çerezler: yalnızca onay vermeniz hâlinde') +
      p('Tarayıcınızın ayarlarından çerezleri dilediğiniz zaman silebilir ya da engelleyebilirsiniz.'),
  },
  {
    title: 'İade ve Değişim Koşulları',
    category: 'Yardım',
    seoDescription: 'Ürün iadesi ve değişimi için süreler, koşullar ve adımlar.',
    body:
      NOTE +
      h('Cayma hakkı') +
      p('Ürünü teslim aldığınız günden itibaren 14 gün içinde gerekçe göstermeden iade edebilirsiniz.') +
      h('İade adımları') +
      ul(
        'Hesabım sayfasından iade talebi oluşturun',
        'Ürünü faturasıyla birlikte kargoya verin',
        'Bedel, ürün bize ulaştıktan sonra 14 gün içinde iade edilir',
      ) +
      p('Hijyen gereği ambalajı açılmış kozmetik ve iç giyim ürünleri iade alınamaz.'),
  },
  {
    title: 'Mesafeli Satış Sözleşmesi',
    category: 'Sözleşmeler',
    seoDescription: '6502 sayılı Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca mesafeli satış sözleşmesi.',
    body:
      NOTE +
      h('Madde 1 – Taraflar') +
      p('Bu sözleşme, aşağıda bilgileri yazılı SATICI ile siparişi veren ALICI arasında elektronik ortamda kurulmuştur.') +
      h('Madde 2 – Konu') +
      p('Sözleşmenin konusu, ALICI’nın SATICI’ya ait internet sitesinden sipariş ettiği ürünlerin satışı ve teslimidir.') +
      h('Madde 3 – Cayma hakkı') +
      p('ALICI, ürünü teslim aldığı günden itibaren 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir.') +
      h('Madde 4 – Uyuşmazlık') +
      p(
        'Uyuşmazlıklarda Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde Tüketici Hakem Heyetleri, aşan durumlarda Tüketici Mahkemeleri yetkilidir.',
      ),
  },
  {
    title: 'Ön Bilgilendirme Formu',
    category: 'Sözleşmeler',
    seoDescription: 'Sipariş öncesi tüketicinin bilgilendirilmesine ilişkin ön bilgilendirme formu.',
    body:
      NOTE +
      p(
        'Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca siparişten önce ALICI’yı bilgilendirmek içindir.',
      ) +
      h('Teslimat') +
      p('Ürünler, siparişin onayından sonra en geç 30 gün içinde ALICI’nın bildirdiği adrese kargo ile teslim edilir.') +
      h('Cayma hakkı') +
      p('ALICI, teslimden itibaren 14 gün içinde cayma hakkını kullanabilir; bedel 14 gün içinde ödendiği yolla iade edilir.'),
  },
];

/** Where a demo page is on the storefront: a link as the builder's Sayfa tab makes it. */
export const demoPageLink = (title: string): Link => ({ type: 'page', title, target: pageHref(pageSlugOf(title)), newTab: false });

/**
 * The demo categories and pages, each written once: a page whose slug is taken (the shop edited
 * or replaced it) is kept. Through the repository's own save, so slugs are claimed and the
 * categories count their pages.
 */
export const ensureDemoPages = async (now = new Date()): Promise<void> => {
  const existing = await listPageCategories();
  const categories = new Map<string, PageCategory>(existing.map((c) => [c.name, c]));
  for (const [i, name] of DEMO_PAGE_CATEGORIES.entries()) {
    if (categories.has(name)) continue;
    const category: PageCategory = { id: randomUUID(), name, order: existing.length + i + 1, pageCount: 0 };
    await putPageCategory(category);
    categories.set(name, category);
  }
  for (const demo of DEMO_PAGES) {
    if (await getPageBySlug(pageSlugOf(demo.title))) continue;
    const page: ContentPage = pageFromSave(
      {
        title: demo.title,
        slug: '',
        categoryId: categories.get(demo.category)?.id ?? null,
        bodyHtml: demo.body,
        seoTitle: '',
        seoDescription: demo.seoDescription,
        status: 'PUBLISHED',
        publishAt: null,
      },
      undefined,
      now,
    );
    const result = await savePage(page, undefined, undefined);
    if (result.status !== 'saved' && result.status !== 'slug-taken') throw new Error(`demo page ${demo.title}: ${result.status}`);
  }
};

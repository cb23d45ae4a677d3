import { CONTRACT_KINDS, CONTRACT_TITLES, CONTRACT_VERSIONS, type CargoSettings, type CartAnswer, type CheckoutOptionsAnswer } from '@shop/shared';
import { shopAddressLine, type GeneralSettings } from '@shop/shared';
import { formatLira } from './cart-pricing';
import type { ContractPages } from './contract-pages';

/*
 * The Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi as plain text, filled with the
 * shop's details (Kargo Otomasyonu's return address is where the seller receives goods) and the
 * current cart's lines and totals. A template change bumps CONTRACT_VERSIONS.
 */

type Seller = Pick<CargoSettings, 'returnAddress' | 'returnWindowDays' | 'havalePaymentDays'> &
  Pick<GeneralSettings, 'shopName' | 'companyTitle' | 'address' | 'contactPhone' | 'contactEmail' | 'mersisNo' | 'taxNumber'>;

/**
 * The seller as Genel Ayarlar names it (company title, address, phone, e-mail, MERSİS and tax
 * numbers); a shop that has not filled those in yet falls back on Kargo Otomasyonu's return address.
 */
const sellerBlock = (settings: Seller): string => {
  const r = settings.returnAddress;
  const returnLine = r ? `${r.line1}${r.line2 ? `, ${r.line2}` : ''}, ${r.district}/${r.province}` : '';
  const name = settings.companyTitle || (settings.address ? settings.shopName : r?.name);
  const address = shopAddressLine(settings.address) || returnLine;
  if (!name || !address) return 'SATICI: Mağaza bilgileri mağaza tarafından henüz girilmedi.';
  const phone = settings.contactPhone || r?.phone;
  return [
    `SATICI: ${name}`,
    `Adres: ${address}`,
    ...(phone ? [`Telefon: ${phone}`] : []),
    ...(settings.contactEmail ? [`E-posta: ${settings.contactEmail}`] : []),
    ...(settings.mersisNo ? [`MERSİS No: ${settings.mersisNo}`] : []),
    ...(settings.taxNumber ? [`Vergi No: ${settings.taxNumber}`] : []),
  ].join('\n');
};

const goodsBlock = (cart: CartAnswer): string => {
  const lines = cart.lines
    .filter((l) => !l.notice || l.notice.kind === 'PRICE_CHANGED' || l.notice.kind === 'QUANTITY_REDUCED')
    .map((l) => `- ${l.name}${l.optionsLabel ? ` (${l.optionsLabel})` : ''} × ${l.quantity}: ${formatLira(l.lineTotal)}`);
  return [
    'SÖZLEŞME KONUSU ÜRÜNLER',
    ...(lines.length > 0 ? lines : ['- Sepetiniz boş.']),
    `Ara toplam: ${formatLira(cart.subtotal)}`,
    ...(cart.discount > 0 ? [`İndirim: -${formatLira(cart.discount)}`] : []),
    `Kargo: ${cart.cargo === 0 ? 'Ücretsiz' : formatLira(cart.cargo)}`,
    `Toplam (KDV dahil, kapıda ödeme bedeli hariç): ${formatLira(cart.total)}`,
  ].join('\n');
};

const paymentBlock = (settings: Seller, methods: CheckoutOptionsAnswer['paymentMethods']): string =>
  [
    'ÖDEME',
    ...methods
      .filter((m) => m.enabled)
      .map(
        (m) =>
          `- ${m.label}${m.fee > 0 ? ` (ek ücret ${formatLira(m.fee)})` : ''}${m.method === 'HAVALE_EFT' ? `: ${settings.havalePaymentDays} gün içinde ödenmeyen sipariş iptal edilir.` : ''}`,
      ),
  ].join('\n');

const withdrawal = (settings: Seller): string =>
  `CAYMA HAKKI\nAlıcı, ürünü teslim aldığı günden itibaren ${settings.returnWindowDays} gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir. Cayma bildirimi satıcıya yazılı olarak veya hesabındaki İade talebi ile yapılır; bedel, iade edilen ürün satıcıya ulaştıktan sonra 14 gün içinde ödendiği yolla geri verilir.`;

/** Both texts for the cart as it stands. */
export const contractTexts = (
  settings: Seller,
  cart: CartAnswer,
  methods: CheckoutOptionsAnswer['paymentMethods'],
): CheckoutOptionsAnswer['contracts'] =>
  CONTRACT_KINDS.map((kind) => {
    const body =
      kind === 'ON_BILGILENDIRME'
        ? [
            'Bu form, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca sipariş verilmeden önce alıcıyı bilgilendirmek içindir.',
            sellerBlock(settings),
            goodsBlock(cart),
            paymentBlock(settings, methods),
            'TESLİMAT\nÜrünler siparişin onayından sonra en geç 30 gün içinde alıcının bildirdiği adrese kargo ile teslim edilir.',
            withdrawal(settings),
          ]
        : [
            'Taraflar: aşağıda bilgileri yazılı SATICI ile siparişi veren ALICI.',
            sellerBlock(settings),
            goodsBlock(cart),
            paymentBlock(settings, methods),
            'GENEL HÜKÜMLER\nAlıcı, Ön Bilgilendirme Formunu okuduğunu ve siparişi onaylarken bu sözleşmeyi elektronik ortamda kabul ettiğini beyan eder. Satıcı, siparişi onayladıktan sonra ürünleri eksiksiz ve sipariş edildiği gibi teslim etmekle yükümlüdür.',
            withdrawal(settings),
            'UYUŞMAZLIK\nUyuşmazlıklarda Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde Tüketici Hakem Heyetleri, aşan durumlarda Tüketici Mahkemeleri yetkilidir.',
          ];
    return { kind, title: CONTRACT_TITLES[kind], version: CONTRACT_VERSIONS[kind], text: body.join('\n\n') };
  });

/**
 * Issue 29: the contracts with the shop's own page text where a live page holds one
 * (contract-pages.ts), the page's words first and this order's details (seller, goods, payment)
 * still appended; the version becomes the page's. A kind without a page keeps the template above.
 */
export const contractTextsWithPages = (
  settings: Seller,
  cart: CartAnswer,
  methods: CheckoutOptionsAnswer['paymentMethods'],
  pages: ContractPages,
): CheckoutOptionsAnswer['contracts'] =>
  contractTexts(settings, cart, methods).map((contract) => {
    const page = pages[contract.kind];
    return page
      ? {
          ...contract,
          version: page.version,
          text: [page.text, sellerBlock(settings), goodsBlock(cart), paymentBlock(settings, methods)].join('\n\n'),
        }
      : contract;
  });

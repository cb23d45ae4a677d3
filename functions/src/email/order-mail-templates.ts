import type { OrderMailKind } from '@shop/shared';
import {
  button,
  facts,
  formatDateTime,
  formatMoney,
  heading,
  paragraph,
  renderMailPage,
  subjectLine,
  table,
  type MailBlock,
  type TableRow,
} from './mail-layout';

export type OrderMailPaymentMethod = 'KAPIDA_NAKIT' | 'KAPIDA_KART' | 'HAVALE_EFT';
/** How a refund was paid: back to the original payment, or by bank transfer to the customer's IBAN. */
export type OrderMailRefundMethod = 'ORIGINAL_PAYMENT' | 'BANK_TRANSFER';

/** Amounts are Turkish lira (numbers, as the catalogue's prices). */
export interface OrderMailLine {
  readonly name: string;
  /** The variant's options, e.g. "Beden: M / Renk: Lacivert". */
  readonly optionLabel?: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly total: number;
}

export interface OrderMailTotals {
  readonly subtotal: number;
  readonly discount: number;
  readonly cargo: number;
  readonly codFee: number;
  readonly total: number;
}

/** One of the shop's accounts a havale/EFT order is paid to (from the shop's settings). */
export interface OrderMailBankAccount {
  readonly bankName: string;
  readonly accountHolder: string;
  readonly iban: string;
}

/**
 * What an order e-mail says, gathered by the order code from the order and the shop's settings.
 * The optional fields belong to one template each; a template leaves out what it is not given.
 */
export interface OrderMailFacts {
  readonly orderNumber: string;
  readonly customerName: string;
  readonly email: string;
  readonly lines: readonly OrderMailLine[];
  readonly totals: OrderMailTotals;
  readonly paymentMethod: OrderMailPaymentMethod;
  readonly shopName: string;
  /** ISO instant the order was placed (ORDER_RECEIVED). */
  readonly placedAt?: string;
  /** ORDER_RECEIVED of a havale/EFT order: where to pay, and by when (ISO instant) before it is cancelled. */
  readonly bankAccounts?: readonly OrderMailBankAccount[];
  readonly paymentDueAt?: string;
  /** ORDER_SHIPPED: the carrier's name, the tracking number and the carrier's tracking page. */
  readonly carrier?: string;
  readonly trackingNumber?: string;
  readonly trackingUrl?: string;
  /** ORDER_CANCELLED: why, as the admin wrote it. */
  readonly cancelReason?: string;
  /** RETURN_APPROVED: the carrier's return code the customer ships the goods back with. */
  readonly returnCode?: string;
  /** REFUNDED. */
  readonly refundAmount?: number;
  readonly refundMethod?: OrderMailRefundMethod;
}

/** The message to send: subject, HTML and the same in plain text. */
export interface OrderMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const PAYMENT_LABELS: Record<OrderMailPaymentMethod, string> = {
  KAPIDA_NAKIT: 'Kapıda nakit ödeme',
  KAPIDA_KART: 'Kapıda kredi kartı ile ödeme',
  HAVALE_EFT: 'Havale / EFT',
};

const REFUND_LABELS: Record<OrderMailRefundMethod, string> = {
  ORIGINAL_PAYMENT: 'Ödemeyi yaptığınız yönteme iade',
  BANK_TRANSFER: 'Banka hesabınıza (IBAN) havale',
};

const greeting = (f: OrderMailFacts) => paragraph(`Merhaba ${f.customerName},`);

/** The order's lines and totals; discount, cargo and the COD fee only when they apply. */
const orderSummary = (f: OrderMailFacts): MailBlock[] => {
  const lineRows: TableRow[] = f.lines.map((line) => ({
    cells: [
      line.optionLabel ? `${line.name} (${line.optionLabel})` : line.name,
      `${line.quantity} × ${formatMoney(line.unitPrice)}`,
      formatMoney(line.total),
    ],
  }));
  const t = f.totals;
  const totalRows: TableRow[] = [
    { cells: ['Ara toplam', '', formatMoney(t.subtotal)] },
    ...(t.discount > 0 ? [{ cells: ['İndirim', '', `-${formatMoney(t.discount)}`] }] : []),
    { cells: ['Kargo', '', t.cargo > 0 ? formatMoney(t.cargo) : 'Ücretsiz'] },
    ...(t.codFee > 0 ? [{ cells: ['Kapıda ödeme bedeli', '', formatMoney(t.codFee)] }] : []),
    { cells: ['Toplam', '', formatMoney(t.total)], strong: true },
  ];
  return [
    heading('Sipariş özeti'),
    table(['Ürün', 'Adet', 'Tutar'], [...lineRows, ...totalRows]),
    facts([['Ödeme yöntemi', PAYMENT_LABELS[f.paymentMethod]]]),
  ];
};

/** How a havale/EFT order is paid: the accounts, the order number as the reference, and the deadline. */
const bankTransferInstructions = (f: OrderMailFacts): MailBlock[] => {
  const due = f.paymentDueAt ? formatDateTime(f.paymentDueAt) : undefined;
  const accounts = f.bankAccounts ?? [];
  return [
    heading('Ödeme bilgileri'),
    paragraph(
      `Siparişinizin hazırlanabilmesi için ${formatMoney(f.totals.total)} tutarındaki ödemenizi havale/EFT ile yapmanız gerekiyor. ` +
        `Açıklama alanına sipariş numaranızı (${f.orderNumber}) yazmayı unutmayın.`,
    ),
    ...(due ? [paragraph(`Ödemeniz ${due} tarihine kadar ulaşmazsa siparişiniz iptal edilir.`)] : []),
    ...(accounts.length > 0
      ? accounts.map((a) =>
          facts([
            ['Banka', a.bankName],
            ['Alıcı', a.accountHolder],
            ['IBAN', a.iban],
          ]),
        )
      : [paragraph('Banka hesap bilgilerimiz için bizimle iletişime geçebilirsiniz.')]),
  ];
};

interface Template {
  readonly subject: string;
  readonly title: string;
  readonly blocks: readonly (MailBlock | undefined)[];
}

const TEMPLATES: Record<OrderMailKind, (f: OrderMailFacts) => Template> = {
  ORDER_RECEIVED: (f) => {
    const placed = f.placedAt ? formatDateTime(f.placedAt) : undefined;
    return {
      subject: `Siparişiniz alındı (${f.orderNumber})`,
      title: 'Siparişiniz alındı',
      blocks: [
        greeting(f),
        paragraph(
          `${f.orderNumber} numaralı siparişiniz${placed ? ` ${placed} tarihinde` : ''} bize ulaştı. Siparişiniz onaylandığında size tekrar haber vereceğiz.`,
        ),
        ...(f.paymentMethod === 'HAVALE_EFT'
          ? bankTransferInstructions(f)
          : [paragraph(`Ödemenizi teslimat sırasında yapacaksınız (${PAYMENT_LABELS[f.paymentMethod].toLocaleLowerCase('tr-TR')}).`)]),
        ...orderSummary(f),
      ],
    };
  },
  ORDER_CONFIRMED: (f) => ({
    subject: `Siparişiniz onaylandı (${f.orderNumber})`,
    title: 'Siparişiniz onaylandı',
    blocks: [
      greeting(f),
      paragraph(
        `${f.orderNumber} numaralı siparişiniz onaylandı ve hazırlanmaya başlanacak. Kargoya verildiğinde takip bilgilerini size ileteceğiz.`,
      ),
      ...orderSummary(f),
    ],
  }),
  ORDER_SHIPPED: (f) => ({
    subject: `Siparişiniz kargoya verildi (${f.orderNumber})`,
    title: 'Siparişiniz kargoya verildi',
    blocks: [
      greeting(f),
      paragraph(`${f.orderNumber} numaralı siparişiniz kargoya verildi. Gönderinizi aşağıdaki bilgilerle takip edebilirsiniz.`),
      facts([
        ['Kargo firması', f.carrier],
        ['Takip numarası', f.trackingNumber],
      ]),
      button('Kargonuzu takip edin', f.trackingUrl),
      ...orderSummary(f),
    ],
  }),
  ORDER_DELIVERED: (f) => ({
    subject: `Siparişiniz teslim edildi (${f.orderNumber})`,
    title: 'Siparişiniz teslim edildi',
    blocks: [
      greeting(f),
      paragraph(
        `${f.orderNumber} numaralı siparişiniz teslim edildi. Bizi tercih ettiğiniz için teşekkür ederiz; ürünlerinizi güzel günlerde kullanmanızı dileriz.`,
      ),
      ...orderSummary(f),
    ],
  }),
  ORDER_CANCELLED: (f) => ({
    subject: `Siparişiniz iptal edildi (${f.orderNumber})`,
    title: 'Siparişiniz iptal edildi',
    blocks: [
      greeting(f),
      paragraph(`${f.orderNumber} numaralı siparişiniz iptal edildi.`),
      facts([['İptal nedeni', f.cancelReason]]),
      ...(f.paymentMethod === 'HAVALE_EFT' ? [paragraph('Havale/EFT ile ödeme yaptıysanız ücret iadeniz ayrıca yapılacaktır.')] : []),
      ...orderSummary(f),
    ],
  }),
  RETURN_APPROVED: (f) => ({
    subject: `İade talebiniz onaylandı (${f.orderNumber})`,
    title: 'İade talebiniz onaylandı',
    blocks: [
      greeting(f),
      paragraph(
        `${f.orderNumber} numaralı siparişinize ait iade talebiniz onaylandı. Ürünleri paketleyip kargo şubesine teslim ederken aşağıdaki iade kodunu belirtin.`,
      ),
      facts([
        ['İade kargo kodu', f.returnCode],
        ['Kargo firması', f.carrier],
      ]),
      paragraph('Ürünler bize ulaşıp kontrol edildikten sonra ücret iadeniz yapılacak ve size bilgi verilecektir.'),
    ],
  }),
  REFUNDED: (f) => ({
    subject: `Ücret iadeniz yapıldı (${f.orderNumber})`,
    title: 'Ücret iadeniz yapıldı',
    blocks: [
      greeting(f),
      paragraph(`${f.orderNumber} numaralı siparişiniz için ücret iadeniz yapıldı.`),
      facts([
        ['İade tutarı', f.refundAmount === undefined ? undefined : formatMoney(f.refundAmount)],
        ['İade yöntemi', f.refundMethod && REFUND_LABELS[f.refundMethod]],
      ]),
      paragraph('Tutarın hesabınıza geçmesi bankanıza bağlı olarak birkaç iş günü sürebilir.'),
    ],
  }),
};

/**
 * The Turkish e-mail for one step of an order, ready for `sendMail`. Pure: the same facts give
 * the same message, and everything in them is escaped in the HTML part.
 */
export const orderMail = (kind: OrderMailKind, facts: OrderMailFacts): OrderMail => {
  const template = TEMPLATES[kind](facts);
  const subject = subjectLine(`${template.subject} – ${facts.shopName}`);
  const { html, text } = renderMailPage({
    shopName: facts.shopName,
    preview: `${template.title}: ${facts.orderNumber}`,
    title: template.title,
    blocks: template.blocks,
    footer: `Bu e-posta, ${facts.shopName} mağazasından verdiğiniz sipariş hakkında bilgi vermek için ${facts.email} adresine gönderildi.`,
  });
  return { subject, html, text };
};

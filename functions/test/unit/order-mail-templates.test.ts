import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/email/mail-layout';
import type { OrderMailKind } from '@shop/shared';
import { orderMail, type OrderMailFacts } from '../../src/email/order-mail-templates';

const FACTS: OrderMailFacts = {
  orderNumber: 'SP-100234',
  customerName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  lines: [
    { name: 'Keten Gömlek', optionLabel: 'Beden: M / Renk: Lacivert', quantity: 2, unitPrice: 449.9, total: 899.8 },
    { name: 'Kanvas Çanta', quantity: 1, unitPrice: 1250, total: 1250 },
  ],
  totals: { subtotal: 2149.8, discount: 100, cargo: 0, codFee: 29.9, total: 2079.7 },
  paymentMethod: 'KAPIDA_NAKIT',
  shopName: 'Deniz Butik',
};

/** The HTML part as a reader sees it: tags dropped, the entities the templates use decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('order e-mail templates', () => {
  // A Record, so a kind added without a title here does not compile.
  const TITLES: Record<OrderMailKind, string> = {
    ORDER_RECEIVED: 'Siparişiniz alındı',
    ORDER_CONFIRMED: 'Siparişiniz onaylandı',
    ORDER_SHIPPED: 'Siparişiniz kargoya verildi',
    ORDER_DELIVERED: 'Siparişiniz teslim edildi',
    ORDER_CANCELLED: 'Siparişiniz iptal edildi',
    RETURN_APPROVED: 'İade talebiniz onaylandı',
    REFUNDED: 'Ücret iadeniz yapıldı',
  };

  it.each(Object.entries(TITLES) as [OrderMailKind, string][])(
    '%s: a Turkish subject with the order number and shop, the same title and greeting in both parts',
    (kind, title) => {
      const mail = orderMail(kind, FACTS);
      expect(mail.subject).toBe(`${title} (SP-100234) – Deniz Butik`);
      for (const part of [visibleText(mail.html), mail.text]) {
        expect(part).toContain(title);
        expect(part).toContain('Merhaba Ayşe Yılmaz,');
        expect(part).toContain('SP-100234');
        expect(part).toContain('ayse@example.com');
      }
      expect(mail.html).toMatch(/^<!doctype html><html lang="tr">/);
      expect(mail.html).toContain('max-width:600px');
    },
  );

  it('order received: lines, options, totals in tr-TR lira, a free cargo and the COD fee; pay at the door', () => {
    const mail = orderMail('ORDER_RECEIVED', { ...FACTS, placedAt: '2026-11-27T09:30:00Z' });
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain('Keten Gömlek (Beden: M / Renk: Lacivert)');
      expect(part).toContain(`2 × ${formatMoney(449.9)}`);
      expect(part).toContain(formatMoney(899.8));
      expect(part).toContain(`-${formatMoney(100)}`);
      expect(part).toContain('Ücretsiz');
      expect(part).toContain('Kapıda ödeme bedeli');
      expect(part).toContain(formatMoney(2079.7));
      expect(part).toContain('Kapıda nakit ödeme');
      expect(part).toContain('27 Kasım 2026 12:30');
      expect(part).toContain('teslimat sırasında');
      expect(part).not.toContain('IBAN');
    }
    expect(formatMoney(2079.7)).toBe('₺2.079,70');
  });

  it('order received by havale: the accounts, the order number as reference and the deadline', () => {
    const mail = orderMail('ORDER_RECEIVED', {
      ...FACTS,
      paymentMethod: 'HAVALE_EFT',
      totals: { ...FACTS.totals, codFee: 0, total: 2049.8 },
      paymentDueAt: '2026-11-30T20:59:00Z',
      bankAccounts: [{ bankName: 'Ziraat Bankası', accountHolder: 'Deniz Butik Ltd. Şti.', iban: 'TR33 0006 1005 1978 6457 8413 26' }],
    });
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain('Havale / EFT');
      expect(part).toContain('Ziraat Bankası');
      expect(part).toContain('TR33 0006 1005 1978 6457 8413 26');
      expect(part).toContain('Açıklama alanına sipariş numaranızı (SP-100234) yazmayı unutmayın.');
      expect(part).toContain('30 Kasım 2026 23:59 tarihine kadar');
      expect(part).toContain(formatMoney(2049.8));
      expect(part).not.toContain('Kapıda ödeme bedeli');
    }
  });

  it('order received by havale without accounts says whom to ask instead of an empty list', () => {
    expect(orderMail('ORDER_RECEIVED', { ...FACTS, paymentMethod: 'HAVALE_EFT' }).text).toContain(
      'Banka hesap bilgilerimiz için bizimle iletişime geçebilirsiniz.',
    );
  });

  it('shipped: carrier, tracking number and a link to the carrier’s page', () => {
    const trackingUrl = 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789012';
    const mail = orderMail('ORDER_SHIPPED', { ...FACTS, carrier: 'Yurtiçi Kargo', trackingNumber: '123456789012', trackingUrl });
    expect(mail.html).toContain(`href="${trackingUrl.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain(`Kargonuzu takip edin: ${trackingUrl}`);
    for (const part of [visibleText(mail.html), mail.text]) {
      expect(part).toContain('Yurtiçi Kargo');
      expect(part).toContain('123456789012');
    }
  });

  it('shipped: a tracking link that is not a web address is left out, the number still shown', () => {
    const mail = orderMail('ORDER_SHIPPED', { ...FACTS, carrier: 'Aras Kargo', trackingNumber: 'A1', trackingUrl: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).not.toContain('Kargonuzu takip edin');
    expect(mail.text).toContain('Takip numarası: A1');
  });

  it('cancelled: the reason; a havale order hears of its refund', () => {
    const mail = orderMail('ORDER_CANCELLED', { ...FACTS, paymentMethod: 'HAVALE_EFT', cancelReason: 'Stokta kalmadı' });
    expect(mail.text).toContain('İptal nedeni: Stokta kalmadı');
    expect(visibleText(mail.html)).toContain('Stokta kalmadı');
    expect(mail.text).toContain('ücret iadeniz ayrıca yapılacaktır');
    expect(orderMail('ORDER_CANCELLED', FACTS).text).not.toContain('ücret iadeniz');
  });

  it('return approved: the return cargo code', () => {
    const mail = orderMail('RETURN_APPROVED', { ...FACTS, returnCode: 'IADE-7788', carrier: 'MNG Kargo' });
    expect(mail.text).toContain('İade kargo kodu: IADE-7788');
    expect(mail.text).toContain('Kargo firması: MNG Kargo');
    expect(visibleText(mail.html)).toContain('IADE-7788');
  });

  it('refunded: the amount in lira and the method', () => {
    const mail = orderMail('REFUNDED', { ...FACTS, refundAmount: 449.9, refundMethod: 'BANK_TRANSFER' });
    expect(mail.text).toContain(`İade tutarı: ${formatMoney(449.9)}`);
    expect(mail.text).toContain('İade yöntemi: Banka hesabınıza (IBAN) havale');
    expect(orderMail('REFUNDED', { ...FACTS, refundAmount: 10, refundMethod: 'ORIGINAL_PAYMENT' }).text).toContain('Ödemeyi yaptığınız yönteme iade');
  });

  it('escapes every text a customer or an admin typed, and keeps a name from adding a subject line', () => {
    const evil = '<img src=x onerror="alert(1)">\'&<script>alert(2)</script>';
    const mail = orderMail('ORDER_SHIPPED', {
      ...FACTS,
      customerName: evil,
      shopName: evil,
      orderNumber: `${evil}\r\nBcc: victim@example.com`,
      email: 'a"b@example.com',
      lines: [{ name: evil, optionLabel: evil, quantity: 1, unitPrice: 1, total: 1 }],
      carrier: evil,
      trackingNumber: evil,
      trackingUrl: 'https://kargo.example/t?a=1&b="><script>alert(3)</script>',
      cancelReason: evil,
    });
    expect(mail.html).not.toMatch(/<script|<img|onerror="/i);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;&lt;script&gt;');
    expect(mail.html).toContain('a&quot;b@example.com');
    // The link keeps its own attribute: the URL's quote arrives encoded, not closing href.
    expect(mail.html).toMatch(/href="https:\/\/kargo\.example\/t\?a=1&amp;b=%22%3E%3Cscript%3Ealert\(3\)%3C\/script%3E"/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // The text part is plain text: shown as typed.
    expect(mail.text).toContain(evil);
  });
});

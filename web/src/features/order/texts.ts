import type { Order } from '@shop/shared';

/** Order page texts the spec does not give (our wording). */
export const ORDER_TEXTS = {
  empty: 'Henüz sipariş yok.',
  listLabel: 'Sipariş listesi',
  columns: { id: 'Sipariş No', customer: 'Müşteri', email: 'E-posta', lines: 'Ürün adedi', total: 'Tutar', status: 'Durum', createdAt: 'Tarih' },
  detailTitle: (id: string) => `Sipariş #${id}`,
  customerCard: 'Müşteri',
  summaryCard: 'Sipariş özeti',
  linesCard: 'Ürünler',
  customerType: 'Müşteri tipi',
  customerKind: { member: 'Üye', guest: 'Misafir' },
  lineColumns: { name: 'Ürün', quantity: 'Adet', unitPrice: 'Birim fiyat', subtotal: 'Ara toplam' },
  openCustomer: 'Müşteri kaydını aç',
  openProduct: 'Ürünü aç',
} as const;

export const ORDER_STATUS_LABELS: Record<Order['status'], string> = {
  PENDING: 'Beklemede',
  PAID: 'Ödendi',
  SHIPPED: 'Kargoda',
  DELIVERED: 'Teslim edildi',
  CANCELLED: 'İptal edildi',
};

export const ORDER_STATUS_SEVERITY: Record<Order['status'], 'info' | 'success' | 'warning' | 'danger' | 'secondary'> = {
  PENDING: 'warning',
  PAID: 'info',
  SHIPPED: 'info',
  DELIVERED: 'success',
  CANCELLED: 'danger',
};

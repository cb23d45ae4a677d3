import type { OptionType, Product, StockLevel, StockType, Warehouse } from '@shop/shared';

const AT = '2026-01-05T10:30:00.000Z';

export const OPTION_TYPES: OptionType[] = [
  {
    id: 'ot-renk',
    name: 'Renk',
    kind: 'COLOR',
    values: [
      { id: 'v-kirmizi', label: 'Kırmızı', swatch: '#d32f2f' },
      { id: 'v-mavi', label: 'Mavi', swatch: '#1976d2' },
    ],
    createdAt: AT,
    version: 1,
  },
  {
    id: 'ot-beden',
    name: 'Beden',
    kind: 'TEXT',
    values: ['S', 'M', 'L', 'XL'].map((label) => ({ id: `v-${label}`, label })),
    createdAt: AT,
    version: 1,
  },
];

const warehouse = (id: string, name: string, code: string, priority: number, isActive = true): Warehouse => ({
  id,
  name,
  code,
  province: 'İstanbul',
  district: 'Kadıköy',
  address: '',
  priority,
  isActive,
  isDefault: priority === 0,
  createdAt: AT,
  version: 1,
});

export const WAREHOUSES: Warehouse[] = [
  warehouse('wh-izm', 'İzmir Depo', 'IZM', 1),
  warehouse('wh-ana', 'Ana Depo', 'ANA', 0),
  warehouse('wh-eski', 'Eski Depo', 'ESKI', 2, false),
];

export const STOCK_TYPES: StockType[] = [
  { id: 'st-adet', name: 'Adet', allowDecimals: false, tracked: true, createdAt: AT, version: 1 },
  { id: 'st-kg', name: 'Kg', allowDecimals: true, tracked: true, createdAt: AT, version: 1 },
];

export const SETTINGS = {
  lowStockThreshold: 5,
  defaultStockTypeId: 'st-adet',
  allowBackorder: false,
  outOfStockVisibility: 'SHOW',
  allocationStrategy: 'PRIORITY',
  version: 1,
};

/** A dress in two colours and two sizes, saved with stock in Ana Depo. */
export const DRESS: Product = {
  id: 'p1',
  name: 'Yazlık Elbise',
  slug: 'yazlik-elbise',
  description: '',
  categoryIds: [],
  price: 249.9,
  stock: 5,
  images: [
    { id: 'img-on', type: 'IMAGE', filePath: '/media/a/on.jpg', name: 'on.jpg', alt: 'Önden' },
    { id: 'img-arka', type: 'IMAGE', filePath: '/media/b/arka.jpg', name: 'arka.jpg', alt: 'Arkadan' },
  ],
  isActive: true,
  optionTypeIds: ['ot-renk', 'ot-beden'],
  variants: [
    { id: 'p1_a', sku: 'ELBISE-KIRMIZI-S', options: { Renk: 'Kırmızı', Beden: 'S' }, price: 259.9, isActive: true },
    { id: 'p1_b', sku: 'ELBISE-KIRMIZI-M', options: { Renk: 'Kırmızı', Beden: 'M' }, isActive: true },
  ],
  stockTypeId: 'st-adet',
  createdAt: AT,
  version: 2,
};

export const level = (variantId: string, sku: string, warehouseId: string, onHand: number): StockLevel => ({
  variantId,
  productId: 'p1',
  productName: 'Yazlık Elbise',
  sku,
  optionLabel: '',
  warehouseId,
  onHand,
  allocated: 0,
  available: onHand,
  low: false,
  version: 1,
});

/** The answers of the form's reads (no brands or categories here); undefined for any other route. */
export const variantReads = (id: string, levels: StockLevel[] = []): unknown => {
  switch (id) {
    case 'listOptionTypes':
      return { data: OPTION_TYPES };
    case 'listWarehouses':
      return { data: WAREHOUSES };
    case 'listStockTypes':
      return { data: STOCK_TYPES };
    case 'getProductSettings':
      return SETTINGS;
    case 'listStock':
      return { data: levels };
    case 'listBrands':
    case 'listCategories':
      return { data: [] };
    default:
      return undefined;
  }
};

import { getProductSettings, saveProductSettings } from '@shop/functions/repositories/product-settings-repository';
import { putOptionTypeIfMissing } from '@shop/functions/repositories/option-type-repository';
import { putStockTypeIfMissing } from '@shop/functions/repositories/stock-type-repository';
import { createWarehouse, getWarehouse, listWarehouses } from '@shop/functions/repositories/warehouse-repository';
import { DEFAULT_PRODUCT_SETTINGS, DEFAULT_STOCK_TYPES, type OptionType, type StockType, type Warehouse } from '@shop/shared';

/**
 * The demo shop's units, warehouses and option types, with fixed ids that the variant and stock
 * seeds (and tests) import from here. Written on the first seed and added when missing on every
 * later start, so a shop seeded before they existed gets them too.
 */
const SEEDED_AT = '2026-01-01T09:00:00.000Z';

export const DEMO_STOCK_TYPE_IDS = {
  Adet: 'st-adet',
  Kg: 'st-kg',
  Metre: 'st-metre',
  Litre: 'st-litre',
  Paket: 'st-paket',
} as const satisfies Record<(typeof DEFAULT_STOCK_TYPES)[number]['name'], string>;

export const DEMO_WAREHOUSE_IDS = { merkez: 'wh-merkez', ankara: 'wh-ankara' } as const;

export const DEMO_OPTION_TYPE_IDS = { beden: 'ot-beden', renk: 'ot-renk' } as const;

export const demoStockTypes = (): StockType[] =>
  DEFAULT_STOCK_TYPES.map((type) => ({ id: DEMO_STOCK_TYPE_IDS[type.name], ...type, createdAt: SEEDED_AT, version: 1 }));

export const demoWarehouses = (): Warehouse[] => [
  {
    id: DEMO_WAREHOUSE_IDS.merkez,
    name: 'Merkez Depo',
    code: 'MERKEZ',
    province: 'İstanbul',
    district: 'Esenyurt',
    address: '',
    priority: 1,
    isActive: true,
    isDefault: true,
    createdAt: SEEDED_AT,
    version: 1,
  },
  {
    id: DEMO_WAREHOUSE_IDS.ankara,
    name: 'Ankara Depo',
    code: 'ANKARA',
    province: 'Ankara',
    district: 'Yenimahalle',
    address: '',
    priority: 2,
    isActive: true,
    isDefault: false,
    createdAt: SEEDED_AT,
    version: 1,
  },
];

export const demoOptionTypes = (): OptionType[] => [
  {
    id: DEMO_OPTION_TYPE_IDS.beden,
    name: 'Beden',
    kind: 'TEXT',
    values: ['S', 'M', 'L', 'XL'].map((label) => ({ id: `beden-${label.toLowerCase()}`, label })),
    createdAt: SEEDED_AT,
    version: 1,
  },
  {
    id: DEMO_OPTION_TYPE_IDS.renk,
    name: 'Renk',
    kind: 'COLOR',
    values: [
      { id: 'renk-kirmizi', label: 'Kırmızı', swatch: '#c0392b' },
      { id: 'renk-lacivert', label: 'Lacivert', swatch: '#1f3a93' },
      { id: 'renk-siyah', label: 'Siyah', swatch: '#111111' },
      { id: 'renk-beyaz', label: 'Beyaz', swatch: '#ffffff' },
    ],
    createdAt: SEEDED_AT,
    version: 1,
  },
];

/**
 * Writes what of the above is missing (by id) and keeps what is there, edited or not; Ürün
 * Ayarları are saved only if never saved. Safe to run on every start. Answers how many items it added.
 */
export const ensureDemoCatalogueSetup = async (): Promise<number> => {
  let added = 0;
  for (const type of demoStockTypes()) if (await putStockTypeIfMissing(type)) added++;
  for (const type of demoOptionTypes()) if (await putOptionTypeIfMissing(type)) added++;
  for (const warehouse of demoWarehouses()) {
    if (await getWarehouse(warehouse.id)) continue;
    const currentDefault = (await listWarehouses()).find((w) => w.isDefault)?.id;
    // A shop that chose another default keeps it.
    const result = await createWarehouse({ ...warehouse, isDefault: warehouse.isDefault && !currentDefault }, currentDefault);
    if (result.status === 'saved') added++;
  }
  if ((await getProductSettings()).version === 0) {
    const saved = await saveProductSettings({ ...DEFAULT_PRODUCT_SETTINGS, defaultStockTypeId: DEMO_STOCK_TYPE_IDS.Adet }, 0);
    if (saved.status === 'saved') added++;
  }
  return added;
};

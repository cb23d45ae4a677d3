import { trProvince, WAREHOUSE_LIMITS, type Warehouse, type WarehouseUpsert } from '@shop/shared';
import type { WarehouseWriteResult } from '../../repositories/warehouse-repository';
import { conflict, invalid } from '../domain-error';
import { SETUP_TEXTS } from './setup-texts';

/** İl and ilçe, when given, are Türkiye's: the il one of the 81, the ilçe one of that il's. */
export const checkPlace = ({ province, district }: Pick<WarehouseUpsert, 'province' | 'district'>): void => {
  if (province === '') {
    if (district !== '') throw invalid(SETUP_TEXTS.warehouseDistrictWithoutProvince, 'district');
    return;
  }
  const known = trProvince(province);
  if (!known) throw invalid(SETUP_TEXTS.warehouseProvince, 'province');
  if (district !== '' && !known.districts.includes(district)) throw invalid(SETUP_TEXTS.warehouseDistrict(known.name), 'district');
};

/**
 * Exactly one warehouse is the default, and it is active: the default gives the flag up only
 * when another takes it, and is never deactivated.
 */
export const checkDefault = (previous: Pick<Warehouse, 'isDefault'> | undefined, next: Pick<Warehouse, 'isDefault' | 'isActive'>): void => {
  if (previous?.isDefault && !next.isDefault) throw conflict(SETUP_TEXTS.warehouseDefaultRequired);
  if (next.isDefault && !next.isActive) throw conflict(SETUP_TEXTS.warehouseDefaultInactive);
};

/** The answer to a refused warehouse write; a saved one passes through. */
export const warehouseSaved = (result: WarehouseWriteResult, code: string): Warehouse => {
  switch (result.status) {
    case 'code-taken':
      throw conflict(SETUP_TEXTS.warehouseCodeTaken(code));
    case 'stale':
      throw conflict(SETUP_TEXTS.warehouseStale);
    case 'too-many':
      throw invalid(SETUP_TEXTS.warehouseLimit(WAREHOUSE_LIMITS.count));
    case 'saved':
      return result.warehouse;
  }
};

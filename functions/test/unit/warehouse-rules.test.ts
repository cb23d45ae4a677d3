import { describe, expect, it } from 'vitest';
import { TR_PROVINCES } from '@shop/shared';
import { DomainError } from '../../src/domain/domain-error';
import { checkDefault, checkPlace } from '../../src/domain/catalog/warehouses';

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, field: error.field };
    throw error;
  }
  return undefined;
};

describe('Türkiye’s provinces', () => {
  it('are the 81, by plate code, each with its districts', () => {
    expect(TR_PROVINCES).toHaveLength(81);
    expect(TR_PROVINCES.map((p) => p.code)).toEqual(Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(TR_PROVINCES.map((p) => p.name)).size).toBe(81);
    expect(TR_PROVINCES.every((p) => p.districts.length > 0)).toBe(true);
    expect(TR_PROVINCES.find((p) => p.code === '34')).toMatchObject({ name: 'İstanbul', districts: expect.arrayContaining(['Esenyurt', 'Kadıköy']) });
  });
});

describe('warehouse rules', () => {
  it('take an il of the 81 and an ilçe of that il, or neither', () => {
    expect(refusal(() => checkPlace({ province: 'Ankara', district: 'Yenimahalle' }))).toBeUndefined();
    expect(refusal(() => checkPlace({ province: 'Ankara', district: '' }))).toBeUndefined();
    expect(refusal(() => checkPlace({ province: '', district: '' }))).toBeUndefined();
    expect(refusal(() => checkPlace({ province: 'ankara', district: '' }))).toEqual({ kind: 'invalid', field: 'province' });
    expect(refusal(() => checkPlace({ province: 'Ankara', district: 'Kadıköy' }))).toEqual({ kind: 'invalid', field: 'district' });
    expect(refusal(() => checkPlace({ province: '', district: 'Kadıköy' }))).toEqual({ kind: 'invalid', field: 'district' });
  });

  it('keep the default active and refuse giving the flag up without a successor', () => {
    expect(refusal(() => checkDefault({ isDefault: true }, { isDefault: true, isActive: true }))).toBeUndefined();
    expect(refusal(() => checkDefault({ isDefault: false }, { isDefault: true, isActive: true }))).toBeUndefined();
    expect(refusal(() => checkDefault({ isDefault: true }, { isDefault: false, isActive: true }))?.kind).toBe('conflict');
    expect(refusal(() => checkDefault({ isDefault: true }, { isDefault: true, isActive: false }))?.kind).toBe('conflict');
    expect(refusal(() => checkDefault(undefined, { isDefault: true, isActive: false }))?.kind).toBe('conflict');
  });
});

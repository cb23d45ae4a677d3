import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { variantListSchema } from '../../src';
import { issueAt } from './helpers';

const product = z.object({ variants: variantListSchema });
const rows = (...variants: Record<string, unknown>[]) => ({ variants });

describe("a product's own variant list", () => {
  it('refuses a repeated SKU at the later row, naming the row it repeats (counted from 1, as the table shows)', () => {
    const input = rows(
      { sku: 'ELB-S', options: { Beden: 'S' } },
      { sku: 'ELB-M', options: { Beden: 'M' } },
      { sku: 'elb-s', options: { Beden: 'L' } },
    );
    expect(issueAt(product, input, 'variants.2.sku').message).toBe(
      'variants.2.sku başka bir varyantta da kullanılıyor (ELB-S): 1. satırdaki varyantla aynı.',
    );
  });

  it('refuses a repeated barcode the same way', () => {
    const input = rows(
      { sku: 'A', barcode: '4006381333931', options: { Beden: 'S' } },
      { sku: 'B', barcode: '5901234123457', options: { Beden: 'M' } },
      { sku: 'C', barcode: '5901234123457', options: { Beden: 'L' } },
    );
    expect(issueAt(product, input, 'variants.2.barcode').message).toBe(
      'variants.2.barcode başka bir varyantta da kullanılıyor (5901234123457): 2. satırdaki varyantla aynı.',
    );
  });

  it('accepts distinct SKUs and barcodes', () => {
    const input = rows(
      { sku: 'A', barcode: '4006381333931', options: { Beden: 'S' } },
      { sku: 'B', barcode: '5901234123457', options: { Beden: 'M' } },
    );
    expect(product.safeParse(input).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseCountCsv } from '../../../../src/features/catalog/stock/count-csv';

describe('stock-count CSV', () => {
  it('reads `;` files with a header and decimal commas', () => {
    expect(parseCountCsv('\uFEFFSKU;Depo kodu;Miktar\r\nELB-S;IST;2,5\r\n\r\n elb-m ; ANK ; 3 \r\n')).toEqual([
      { sku: 'ELB-S', warehouseCode: 'IST', quantity: '2,5' },
      { sku: 'elb-m', warehouseCode: 'ANK', quantity: '3' },
    ]);
  });

  it('reads `,` files without a header, quoted cells kept whole, short lines kept for the server to name', () => {
    expect(parseCountCsv('ELB-S,IST,"1,5"\nELB-M,IST\n"A ""B""",IST,1')).toEqual([
      { sku: 'ELB-S', warehouseCode: 'IST', quantity: '1,5' },
      { sku: 'ELB-M', warehouseCode: 'IST', quantity: '' },
      { sku: 'A "B"', warehouseCode: 'IST', quantity: '1' },
    ]);
  });
});

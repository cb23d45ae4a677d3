import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema, formatIban, isTckn, isTrIban, isVkn, normalizeIban } from '../src';

describe('Turkish identity and bank numbers', () => {
  it('accepts a T.C. kimlik no only with both check digits right', () => {
    expect(isTckn('10000000146')).toBe(true);
    expect(isTckn('10000000147')).toBe(false);
    expect(isTckn('10000000136')).toBe(false);
    expect(isTckn('01000000146')).toBe(false);
    expect(isTckn('1000000014')).toBe(false);
  });

  it('accepts a VKN only with its check digit right', () => {
    // Exactly one last digit completes a VKN: the published example's.
    expect(Array.from({ length: 10 }, (_, d) => `123456789${d}`).filter(isVkn)).toEqual(['1234567890']);
    expect(isVkn('12345678')).toBe(false);
  });

  it('takes an IBAN as people write it and checks its mod-97 digits', () => {
    expect(normalizeIban('tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(isTrIban('TR330006100519786457841326')).toBe(true);
    expect(isTrIban('TR340006100519786457841326')).toBe(false);
    expect(isTrIban('DE89370400440532013000')).toBe(false);
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('names the field of a bad checkout in Turkish', () => {
    const base = {
      email: 'ali@example.com',
      phone: '05321234567',
      address: { name: 'Ali Veli', il: 'Ankara', ilce: 'Çankaya', line: 'Atatürk Bulvarı 1' },
      invoice: { kind: 'BIREYSEL', tckn: '10000000146' },
      paymentMethod: 'KAPIDA_NAKIT',
      acceptedTerms: true,
    };
    expect(checkoutRequestSchema.safeParse(base).success).toBe(true);
    const wrongDistrict = checkoutRequestSchema.safeParse({ ...base, address: { ...base.address, ilce: 'Kadıköy' } });
    expect(wrongDistrict.error?.issues[0]?.message).toBe('address.ilce Ankara ilinin bir ilçesi olmalıdır.');
    const badTckn = checkoutRequestSchema.safeParse({ ...base, invoice: { kind: 'BIREYSEL', tckn: '12345678901' } });
    expect(badTckn.error?.issues[0]?.message).toBe('invoice.tckn geçerli bir T.C. kimlik numarası değil.');
    const notAccepted = checkoutRequestSchema.safeParse({ ...base, acceptedTerms: false });
    expect(notAccepted.error?.issues[0]?.message).toContain('Mesafeli Satış Sözleşmesi');
  });
});

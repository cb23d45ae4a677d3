import { describe, expect, it } from 'vitest';
import type { FormSubmission } from '@shop/shared';
import { submissionCsvColumns, submissionSummary } from '../../../src/features/content/forms/submission-csv';
import { toCsv } from '../../../src/widgets/data-page/csv';

const FORM = {
  fields: [
    { id: 'ad', kind: 'TEXT' as const, label: 'Ad Soyad', required: true, helpText: '', options: [] },
    { id: 'kvkk', kind: 'KVKK' as const, label: 'KVKK onayı', required: true, helpText: '', options: [] },
  ],
};

const submission = (id: string, answers: FormSubmission['answers'], read = false): FormSubmission => ({
  id,
  formId: 'f',
  createdAt: '2026-11-27T10:00:00.000Z',
  read,
  answers,
});

describe('form submissions as CSV', () => {
  it('has Turkish headers, the BOM, the current fields then removed ones by their old label, and Evet/Hayır for boxes', () => {
    const rows = [
      submission('1', [
        { fieldId: 'ad', label: 'Ad Soyad', kind: 'TEXT', value: 'Ayşe; "Işık"' },
        { fieldId: 'kvkk', label: 'KVKK onayı', kind: 'KVKK', value: true },
      ]),
      submission(
        '2',
        [
          { fieldId: 'ad', label: 'Ad', kind: 'TEXT', value: '=1+1' },
          { fieldId: 'eski', label: 'Eski alan', kind: 'TEXT', value: 'eski yanıt' },
          {
            fieldId: 'belge',
            label: 'Belge',
            kind: 'FILE',
            value: 'u1',
            file: { uploadId: 'u1', fileName: 'dekont.pdf', contentType: 'application/pdf', size: 9 },
          },
        ],
        true,
      ),
    ];
    const csv = toCsv(submissionCsvColumns(FORM, rows), rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Gönderim zamanı;Durum;Ad Soyad;KVKK onayı;Eski alan;Belge',
      '2026-11-27T10:00:00.000Z;Okunmamış;"Ayşe; ""Işık""";Evet;;',
      "2026-11-27T10:00:00.000Z;Okunmuş;'=1+1;;eski yanıt;dekont.pdf",
      '',
    ]);
  });

  it('summarises a submission by its first answers that say something', () => {
    expect(
      submissionSummary(
        submission('1', [
          { fieldId: 'ad', label: 'Ad', kind: 'TEXT', value: 'Ayşe' },
          { fieldId: 'tel', label: 'Telefon', kind: 'PHONE', value: null },
          { fieldId: 'kvkk', label: 'KVKK', kind: 'KVKK', value: true },
          { fieldId: 'mesaj', label: 'Mesaj', kind: 'TEXTAREA', value: 'Merhaba' },
        ]),
      ),
    ).toBe('Ayşe · Merhaba');
  });
});

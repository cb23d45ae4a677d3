import { describe, expect, it } from 'vitest';
import { FORM_TEXTS, formSaveSchema, formValuesSchema, type FormField, type FormFieldInput } from '../src';

const field = (input: Partial<FormFieldInput> & Pick<FormFieldInput, 'id' | 'kind'>): FormField =>
  formSaveSchema.parse({ name: 'F', successMessage: 'ok', fields: [{ label: input.id, ...input }] }).fields[0]!;

const CONTACT: FormField[] = [
  field({ id: 'ad', kind: 'TEXT', required: true }),
  field({ id: 'eposta', kind: 'EMAIL', required: true }),
  field({ id: 'telefon', kind: 'PHONE' }),
  field({ id: 'mesaj', kind: 'TEXTAREA', required: true }),
  field({ id: 'adet', kind: 'NUMBER' }),
  field({ id: 'konu', kind: 'SELECT', required: true, options: ['Sipariş', 'İade'] }),
  field({ id: 'bulten', kind: 'CHECKBOX' }),
  field({ id: 'tarih', kind: 'DATE' }),
  field({ id: 'belge', kind: 'FILE' }),
  field({ id: 'kvkk', kind: 'KVKK', required: false }),
];

const GOOD = { ad: ' Ayşe ', eposta: 'ayse@example.com', mesaj: 'Merhaba', konu: 'İade', kvkk: true };

/** The messages by field id, as the 400 lists them. */
const issuesOf = (values: Record<string, unknown>, fields: FormField[] = CONTACT) => {
  const parsed = formValuesSchema(fields).safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('formValuesSchema (a submission checked against its form)', () => {
  it('keeps good values, trimmed and typed, and gives every field a value (null or false when left empty)', () => {
    expect(formValuesSchema(CONTACT).parse({ ...GOOD, telefon: '+90 (532) 123-45-67', adet: '3,5', tarih: '2026-02-28', bulten: true })).toEqual({
      ad: 'Ayşe',
      eposta: 'ayse@example.com',
      telefon: '0532 123 45 67',
      mesaj: 'Merhaba',
      adet: 3.5,
      konu: 'İade',
      bulten: true,
      tarih: '2026-02-28',
      belge: null,
      kvkk: true,
    });
  });

  it('names each missing required field with a Turkish message, and the KVKK box even when the builder left it optional', () => {
    expect(issuesOf({})).toEqual({
      ad: FORM_TEXTS.required,
      eposta: FORM_TEXTS.required,
      mesaj: FORM_TEXTS.required,
      konu: FORM_TEXTS.required,
      kvkk: FORM_TEXTS.kvkkRequired,
    });
    expect(issuesOf({ ...GOOD, ad: '   ' })).toEqual({ ad: FORM_TEXTS.required });
  });

  it.each([
    ['an e-mail without a domain', { eposta: 'ayse@' }, 'eposta', FORM_TEXTS.invalidEmail],
    ['a phone of letters', { telefon: 'beni arayın' }, 'telefon', FORM_TEXTS.invalidPhone],
    ['a number of words', { adet: 'üç' }, 'adet', FORM_TEXTS.invalidNumber],
    ['a choice not on the list', { konu: 'Başka' }, 'konu', FORM_TEXTS.invalidOption],
    ['a day that does not exist', { tarih: '2026-02-30' }, 'tarih', FORM_TEXTS.invalidDate],
    ['a date in another format', { tarih: '30.01.2026' }, 'tarih', FORM_TEXTS.invalidDate],
    ['a box sent as text', { bulten: 'evet' }, 'bulten', FORM_TEXTS.invalidCheckbox],
    ['a file id with a slash', { belge: '../x' }, 'belge', FORM_TEXTS.invalidFile],
    ['text where a number of text is expected', { ad: 42 }, 'ad', FORM_TEXTS.required],
    ['a short text too long', { ad: 'a'.repeat(501) }, 'ad', FORM_TEXTS.textTooLong(500)],
    ['a long text too long', { mesaj: 'a'.repeat(4001) }, 'mesaj', FORM_TEXTS.textTooLong(4000)],
    ['an unchecked KVKK box', { kvkk: false }, 'kvkk', FORM_TEXTS.kvkkRequired],
    ['a field the form does not have', { isAdmin: true }, 'isAdmin', FORM_TEXTS.unknownField],
  ])('refuses %s under that field only', (_name, change, path, message) => {
    expect(issuesOf({ ...GOOD, ...change })).toEqual({ [path]: message });
  });

  it('takes a foreign number with its country code', () => {
    expect(formValuesSchema(CONTACT).parse({ ...GOOD, telefon: '+49 30 1234 5678' }).telefon).toBe('+493012345678');
  });

  it('requires a required box to be ticked, and a required list choice to be made', () => {
    const fields = [field({ id: 'onay', kind: 'CHECKBOX', required: true })];
    expect(issuesOf({ onay: false }, fields)).toEqual({ onay: FORM_TEXTS.required });
    expect(issuesOf({ onay: true }, fields)).toEqual({});
  });

  it('is built from the definition it is given: a form without a field refuses a value for it', () => {
    expect(issuesOf({ ad: 'x' }, [field({ id: 'ad', kind: 'TEXT' })])).toEqual({});
    expect(issuesOf({ eposta: 'ayse@example.com' }, [field({ id: 'ad', kind: 'TEXT' })])).toEqual({ eposta: FORM_TEXTS.unknownField });
  });
});

describe('formSaveSchema (the builder’s save)', () => {
  it('makes a KVKK box required and drops options from anything but a list', () => {
    const saved = formSaveSchema.parse({
      name: ' İletişim ',
      successMessage: 'Teşekkürler',
      fields: [
        { id: 'k', kind: 'KVKK', label: 'Onay', required: false },
        { id: 't', kind: 'TEXT', label: 'Ad', options: ['x'] },
      ],
    });
    expect(saved).toEqual({
      name: 'İletişim',
      successMessage: 'Teşekkürler',
      notifyEmail: '',
      fields: [
        { id: 'k', kind: 'KVKK', label: 'Onay', required: true, helpText: '', options: [] },
        { id: 't', kind: 'TEXT', label: 'Ad', required: false, helpText: '', options: [] },
      ],
    });
  });

  it.each([
    ['no fields', { fields: [] }, FORM_TEXTS.fieldsRequired],
    ['a list without options', { fields: [{ id: 's', kind: 'SELECT', label: 'Konu' }] }, FORM_TEXTS.optionsRequired],
    [
      'two fields with one id',
      {
        fields: [
          { id: 'a', kind: 'TEXT', label: 'A' },
          { id: 'a', kind: 'TEXT', label: 'B' },
        ],
      },
      FORM_TEXTS.fieldIdsRepeated,
    ],
    ['a field id with a space', { fields: [{ id: 'a b', kind: 'TEXT', label: 'A' }] }, FORM_TEXTS.fieldIdInvalid],
    ['an unknown kind', { fields: [{ id: 'a', kind: 'HTML', label: 'A' }] }, FORM_TEXTS.kindInvalid],
    ['a bad notification address', { notifyEmail: 'bildirim@' }, FORM_TEXTS.notifyEmailInvalid],
    ['no name', { name: ' ' }, FORM_TEXTS.nameRequired],
  ])('refuses %s', (_name, change, message) => {
    const parsed = formSaveSchema.safeParse({ name: 'F', successMessage: 'ok', fields: [{ id: 'a', kind: 'TEXT', label: 'A' }], ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });
});

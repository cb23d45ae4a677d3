import { createForm, createSubmission, getForm, newSubmissionId, setSubmissionRead } from '@shop/functions/repositories/form-repository';
import { answersOf } from '@shop/functions/domain/forms/submission-check';
import { formSaveSchema, formValuesSchema, type FormValue } from '@shop/shared';

/** The demo contact form's id: stable, so a demo page can place it (`<div data-shop-form="iletisim-formu">`). */
export const DEMO_CONTACT_FORM_ID = 'iletisim-formu';

/** Form Oluşturucu's demo: "İletişim Formu" (name, e-mail, phone, message, KVKK consent). */
export const demoContactForm = () =>
  formSaveSchema.parse({
    name: 'İletişim Formu',
    fields: [
      { id: 'ad-soyad', kind: 'TEXT', label: 'Ad Soyad', required: true },
      { id: 'eposta', kind: 'EMAIL', label: 'E-posta', required: true, helpText: 'Size bu adresten dönüş yapacağız.' },
      { id: 'telefon', kind: 'PHONE', label: 'Telefon', required: false },
      { id: 'mesaj', kind: 'TEXTAREA', label: 'Mesajınız', required: true },
      { id: 'kvkk', kind: 'KVKK', label: 'KVKK Aydınlatma Metni’ni okudum, kişisel verilerimin işlenmesini onaylıyorum.', required: true },
    ],
    successMessage: 'Teşekkürler, mesajınız bize ulaştı. En geç bir iş günü içinde size dönüş yapacağız.',
    notifyEmail: '',
  });

const DEMO_SUBMISSIONS: { minutesAgo: number; read: boolean; values: Record<string, FormValue> }[] = [
  {
    minutesAgo: 60 * 26,
    read: true,
    values: {
      'ad-soyad': 'Elif Yıldız',
      eposta: 'elif.yildiz@example.com',
      telefon: '0532 111 22 33',
      mesaj: 'Merhaba, 1004 numaralı siparişimin faturasını kurumsal olarak yeniden kesebilir misiniz?',
      kvkk: true,
    },
  },
  {
    minutesAgo: 45,
    read: false,
    values: {
      'ad-soyad': 'Mert Aksoy',
      eposta: 'mert.aksoy@example.com',
      telefon: null,
      mesaj: 'Keten gömleğin XL bedeni ne zaman tekrar stoğa girer?',
      kvkk: true,
    },
  },
];

/** Creates the demo form with one read and one unread submission (first seed only: a deleted demo form stays deleted). */
export const seedDemoForms = async (now: Date): Promise<void> => {
  if (await getForm(DEMO_CONTACT_FORM_ID)) return;
  const save = demoContactForm();
  const form = await createForm(save, new Date(now.getTime() - 3 * 24 * 3600 * 1000), undefined, DEMO_CONTACT_FORM_ID);
  for (const demo of DEMO_SUBMISSIONS) {
    const at = new Date(now.getTime() - demo.minutesAgo * 60 * 1000);
    const values = formValuesSchema(form.fields).parse(demo.values);
    const submission = {
      id: newSubmissionId(at),
      formId: form.id,
      createdAt: at.toISOString(),
      read: false,
      answers: answersOf(form.fields, values, {}),
    };
    await createSubmission(submission, []);
    if (demo.read) await setSubmissionRead(form.id, submission.id, true);
  }
};

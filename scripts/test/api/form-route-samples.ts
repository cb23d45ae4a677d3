import { call } from '../runtime-client';

let n = 0;
/** A shopper of its own per public sample (127.46.x.y): the per-client form limits never meet another sample's. */
const formShopper = () => `127.46.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** A form with a text, an e-mail, a file and a KVKK box, made by SUPER_ADMIN. */
export const sampleFormBody = (name: string) => ({
  name,
  fields: [
    { id: 'adsoyad', kind: 'TEXT', label: 'Ad Soyad', required: true, helpText: '' },
    { id: 'eposta', kind: 'EMAIL', label: 'E-posta', required: true, helpText: 'Size bu adresten döneceğiz.' },
    { id: 'belge', kind: 'FILE', label: 'Belge', required: false, helpText: '' },
    { id: 'kvkk', kind: 'KVKK', label: 'KVKK metnini okudum, onaylıyorum.', required: true, helpText: '' },
  ],
  successMessage: 'Teşekkürler, mesajınız bize ulaştı.',
  notifyEmail: '',
});

/** A valid submission of sampleFormBody's form, shown 5 s before it was sent. */
export const sampleSubmission = (name = 'Ayşe Kaya') => ({
  values: { adsoyad: name, eposta: 'ayse@example.com', kvkk: true },
  fillMs: 5000,
  website: '',
});

let counter = 0;
/** A new form (SUPER_ADMIN), for the samples that change or delete one. */
export const newSampleForm = async (name = `Matris formu ${++counter}`): Promise<string> => {
  const res = await call('/api/admin/content/forms', { as: 'SUPER_ADMIN', method: 'POST', body: sampleFormBody(name) });
  if (res.status !== 201) throw new Error(`POST /api/admin/content/forms failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
};

let shared: Promise<string> | undefined;
/** One form for the samples that only read or add to it. */
const sampleForm = () => (shared ??= newSampleForm('Matris okuma formu'));

/** A submission of a new form, sent by a shopper of its own. */
const submitted = async (): Promise<{ formId: string; submissionId: string }> => {
  const formId = await sampleForm();
  const res = await call(`/api/storefront/forms/${formId}/submissions`, { method: 'POST', body: sampleSubmission(), from: formShopper() });
  if (res.status !== 200) throw new Error(`form submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  const list = await call(`/api/admin/content/forms/${formId}/submissions?limit=1`, { as: 'SUPER_ADMIN' });
  return { formId, submissionId: list.body.data[0].id as string };
};

/** Valid requests for Form Oluşturucu's routes (the route matrix's samples). */
export const FORM_ROUTE_SAMPLES = {
  listForms: async () => ({ path: '/api/admin/content/forms' }),
  createForm: async () => ({ path: '/api/admin/content/forms', method: 'POST', body: sampleFormBody(`Matris yeni ${++counter}`) }),
  getForm: async () => ({ path: `/api/admin/content/forms/${await sampleForm()}` }),
  updateForm: async () => ({ path: `/api/admin/content/forms/${await newSampleForm()}`, method: 'POST', body: sampleFormBody('Matris güncel') }),
  deleteForm: async () => ({ path: `/api/admin/content/forms/${await newSampleForm()}`, method: 'DELETE' }),
  listFormSubmissions: async () => ({ path: `/api/admin/content/forms/${await sampleForm()}/submissions?limit=5` }),
  getFormSubmission: async () => {
    const { formId, submissionId } = await submitted();
    return { path: `/api/admin/content/forms/${formId}/submissions/${submissionId}` };
  },
  markFormSubmission: async () => {
    const { formId, submissionId } = await submitted();
    return { path: `/api/admin/content/forms/${formId}/submissions/${submissionId}/read`, method: 'POST', body: { read: true } };
  },
  deleteFormSubmission: async () => {
    const { formId, submissionId } = await submitted();
    return { path: `/api/admin/content/forms/${formId}/submissions/${submissionId}`, method: 'DELETE' };
  },
  storefrontForm: async () => ({ path: `/api/storefront/forms/${await sampleForm()}` }),
  submitForm: async () => ({
    path: `/api/storefront/forms/${await sampleForm()}/submissions`,
    method: 'POST',
    body: sampleSubmission(),
    from: formShopper(),
  }),
  createFormUpload: async () => ({
    path: `/api/storefront/forms/${await sampleForm()}/uploads`,
    method: 'POST',
    body: { fieldId: 'belge', fileName: 'dekont.pdf', contentType: 'application/pdf', size: 1200 },
    from: formShopper(),
  }),
};

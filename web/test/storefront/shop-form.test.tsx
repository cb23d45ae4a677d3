import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_FILE_CONTENT_TYPES, FORM_HONEYPOT_FIELD, FORM_LIMITS, FORM_TEXTS, type PublicForm } from '@shop/shared';
import { ShopForm } from '../../src/storefront/forms/ShopForm';
import { FILE_MAX_BYTES, FILE_TYPES, HONEYPOT_FIELD } from '../../src/storefront/forms/form-api';
import { routeOf } from '../../src/storefront/route';

const FORM: PublicForm = {
  id: 'iletisim-formu',
  name: 'İletişim Formu',
  successMessage: 'Teşekkürler, mesajınız bize ulaştı.',
  fields: [
    { id: 'ad', kind: 'TEXT', label: 'Ad Soyad', required: true, helpText: '', options: [] },
    { id: 'eposta', kind: 'EMAIL', label: 'E-posta', required: true, helpText: 'Size bu adresten döneceğiz.', options: [] },
    { id: 'konu', kind: 'SELECT', label: 'Konu', required: false, helpText: '', options: ['Sipariş', 'İade'] },
    { id: 'mesaj', kind: 'TEXTAREA', label: 'Mesajınız', required: true, helpText: '', options: [] },
    { id: 'kvkk', kind: 'KVKK', label: 'KVKK metnini onaylıyorum', required: true, helpText: '', options: [] },
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the form's definition, and each POST with `answer`; the POSTed bodies are kept. */
const mockApi = (answer: () => Response) => {
  const posts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (init?.method === 'POST') {
      posts.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
      return answer();
    }
    if (url === '/api/storefront/forms/iletisim-formu') return json(200, FORM);
    return json(404, { error: 'NotFound', message: 'Form bulunamadı.' });
  });
  return posts;
};

afterEach(() => vi.restoreAllMocks());

describe('ShopForm', () => {
  it('uses the shared limits the browser copies (no zod in the storefront)', () => {
    expect(HONEYPOT_FIELD).toBe(FORM_HONEYPOT_FIELD);
    expect(FILE_MAX_BYTES).toBe(FORM_LIMITS.fileBytes);
    expect([...FILE_TYPES].sort()).toEqual(Object.keys(FORM_FILE_CONTENT_TYPES).sort());
  });

  it('renders each field with its label and ties the help text to the control', async () => {
    mockApi(() => json(200, {}));
    render(<ShopForm formId="iletisim-formu" />);
    const email = await screen.findByLabelText(/^E-posta/);
    expect(screen.getByRole('form', { name: 'İletişim Formu' })).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Size bu adresten döneceğiz.');
    expect(screen.getByRole('combobox', { name: 'Konu' })).toBeTruthy();
    // The honeypot is out of the accessibility tree and the tab order.
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('checks required fields before sending: Turkish messages by the field, the first invalid one focused, nothing sent', async () => {
    const posts = mockApi(() => json(200, {}));
    const user = userEvent.setup();
    render(<ShopForm formId="iletisim-formu" />);
    await user.type(await screen.findByLabelText(/^E-posta/), 'ayse@');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const name = screen.getByLabelText(/^Ad Soyad/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bu alan zorunludur.');
    expect(screen.getByText('Geçerli bir e-posta adresi yazın (ör. ad@ornek.com).')).toBeTruthy();
    expect(screen.getByText('Devam etmek için KVKK aydınlatma metnini onaylayın.')).toBeTruthy();
    expect(posts).toEqual([]);
    // Fixing every field takes the alert away too.
    expect(screen.getByRole('alert').textContent).toBe('Lütfen işaretli alanları düzeltin.');
    await user.type(name, 'Ayşe');
    await user.type(screen.getByLabelText(/^E-posta/), 'example.com');
    await user.type(screen.getByLabelText(/^Mesajınız/), 'Merhaba');
    await user.click(screen.getByRole('checkbox', { name: 'KVKK metnini onaylıyorum' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s messages under their fields and focuses the first of them', async () => {
    mockApi(() =>
      json(400, {
        error: 'BadRequest',
        message: FORM_TEXTS.textTooLong(4000),
        field: 'mesaj',
        issues: [{ path: 'mesaj', message: FORM_TEXTS.textTooLong(4000) }],
      }),
    );
    const user = userEvent.setup();
    render(<ShopForm formId="iletisim-formu" />);
    await user.type(await screen.findByLabelText(/^Ad Soyad/), 'Ayşe');
    await user.type(screen.getByLabelText(/^E-posta/), 'ayse@example.com');
    await user.type(screen.getByLabelText(/^Mesajınız/), 'Merhaba');
    await user.click(screen.getByRole('checkbox', { name: 'KVKK metnini onaylıyorum' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const message = screen.getByLabelText(/^Mesajınız/);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByText(FORM_TEXTS.textTooLong(4000))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Lütfen işaretli alanları düzeltin.');
  });

  it('sends the values, how long the form was shown and the empty honeypot, then shows the form’s success message', async () => {
    const posts = mockApi(() => json(200, { received: true, message: FORM.successMessage }));
    const user = userEvent.setup();
    render(<ShopForm formId="iletisim-formu" />);
    await user.type(await screen.findByLabelText(/^Ad Soyad/), 'Ayşe Kaya');
    await user.type(screen.getByLabelText(/^E-posta/), 'ayse@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Konu' }), 'İade');
    await user.type(screen.getByLabelText(/^Mesajınız/), 'Merhaba');
    await user.click(screen.getByRole('checkbox', { name: 'KVKK metnini onaylıyorum' }));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(FORM.successMessage);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(posts).toEqual([
      {
        values: { ad: 'Ayşe Kaya', eposta: 'ayse@example.com', konu: 'İade', mesaj: 'Merhaba', kvkk: true },
        fillMs: expect.any(Number),
        website: '',
      },
    ]);
  });

  it('says so when the form is gone', async () => {
    mockApi(() => json(200, {}));
    render(<ShopForm formId="silinmis" />);
    expect(await screen.findByText('Bu form artık yayında değil.')).toBeTruthy();
  });
});

describe('/form/{id}', () => {
  it('is a form’s own page for ids a form can have, and not found otherwise', () => {
    expect(routeOf('/form/iletisim-formu')).toEqual({ kind: 'form', formId: 'iletisim-formu' });
    expect(routeOf('/form/iletisim-formu/')).toEqual({ kind: 'form', formId: 'iletisim-formu' });
    expect(routeOf('/form/k%C3%B6t%C3%BC')).toEqual({ kind: 'notFound' });
    expect(routeOf(`/form/${'a'.repeat(65)}`)).toEqual({ kind: 'notFound' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_HONEYPOT_FIELD, SUPPORT_TEXTS } from '@shop/shared';
import { ContactPage } from '../../src/storefront/care/ContactPage';
import { FeedbackPage } from '../../src/storefront/care/FeedbackPage';
import { HONEYPOT_FIELD } from '../../src/storefront/care/care-api';
import { routeOf } from '../../src/storefront/route';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each POST with `answer`; the POSTed paths and bodies are kept. */
const mockApi = (answer: () => Response) => {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    posts.push({ path: input as string, body: JSON.parse(init?.body as string) as Record<string, unknown> });
    return answer();
  });
  return posts;
};

afterEach(() => vi.restoreAllMocks());

describe('the care pages', () => {
  it('are /iletisim and /geri-bildirim, with the honeypot the server names', () => {
    expect(routeOf('/iletisim')).toEqual({ kind: 'contact' });
    expect(routeOf('/geri-bildirim/')).toEqual({ kind: 'feedback' });
    expect(HONEYPOT_FIELD).toBe(FORM_HONEYPOT_FIELD);
  });
});

describe('/iletisim', () => {
  it('says what is wrong under each field, focuses the first, and sends nothing', async () => {
    const posts = mockApi(() => json(201, {}));
    render(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^E-posta adresiniz/), 'yok');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByRole('alert').textContent).toBe('Formda düzeltilmesi gereken alanlar var.');
    const name = screen.getByLabelText(/^Adınız Soyadınız/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bu alan zorunludur.');
    expect(screen.getByText('Geçerli bir e-posta adresi yazın.')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("sends the form as a 'contact' request with its fill time and empty honeypot, then says it was received", async () => {
    const posts = mockApi(() => json(201, { id: 'r1', message: SUPPORT_TEXTS.received }));
    render(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Adınız Soyadınız/), 'Ayşe Kaya');
    await userEvent.type(screen.getByLabelText(/^E-posta adresiniz/), 'ayse@example.com');
    await userEvent.type(screen.getByLabelText(/^Konu/), 'Fatura');
    await userEvent.type(screen.getByLabelText(/^Mesajınız/), 'Faturamı kurumsal alabilir miyim?');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('status')).textContent).toBe(SUPPORT_TEXTS.received);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/api/storefront/support-requests');
    expect(posts[0]?.body).toMatchObject({ name: 'Ayşe Kaya', email: 'ayse@example.com', subject: 'Fatura', source: 'contact', website: '' });
    expect(posts[0]?.body.orderNumber).toBeUndefined();
    expect(typeof posts[0]?.body.fillMs).toBe('number');
  });

  it("shows the server's refusal of an order number under that field", async () => {
    mockApi(() => json(400, { error: 'BadRequest', message: SUPPORT_TEXTS.orderNotYours, field: 'orderNumber' }));
    render(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Adınız Soyadınız/), 'Ayşe Kaya');
    await userEvent.type(screen.getByLabelText(/^E-posta adresiniz/), 'ayse@example.com');
    await userEvent.type(screen.getByLabelText(/^Konu/), 'Kargo');
    await userEvent.type(screen.getByLabelText(/^Sipariş numarası/), '1001');
    await userEvent.type(screen.getByLabelText(/^Mesajınız/), 'Kargom nerede kaldı acaba?');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    const order = screen.getByLabelText(/^Sipariş numarası/);
    await waitFor(() => expect(document.activeElement).toBe(order));
    expect(screen.getByText(SUPPORT_TEXTS.orderNotYours)).toBeTruthy();
  });

  it('says so when offline or throttled, keeping what was typed', async () => {
    mockApi(() => json(429, { error: 'TooManyRequests', message: 'x' }));
    render(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Adınız Soyadınız/), 'Ayşe Kaya');
    await userEvent.type(screen.getByLabelText(/^E-posta adresiniz/), 'ayse@example.com');
    await userEvent.type(screen.getByLabelText(/^Konu/), 'Kargo');
    await userEvent.type(screen.getByLabelText(/^Mesajınız/), 'Kargom nerede kaldı acaba?');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.');
    expect(screen.getByLabelText<HTMLInputElement>(/^Adınız Soyadınız/).value).toBe('Ayşe Kaya');
  });
});

describe('/geri-bildirim', () => {
  it('offers the rating as a labelled radio group (no rating by default) and sends the chosen one', async () => {
    const posts = mockApi(() => json(201, { id: 'f1', message: 'Teşekkürler, geri bildiriminiz bize ulaştı.' }));
    render(<FeedbackPage />);
    const group = screen.getByRole('group', { name: /Bizi nasıl değerlendirirsiniz/ });
    const radios = group.querySelectorAll('input[type="radio"]');
    expect(radios).toHaveLength(6);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Puan vermek istemiyorum' }).checked).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText(/^Konu/), 'complaint');
    await userEvent.type(screen.getByLabelText(/^Mesajınız/), 'Kargo geç geldi.');
    await userEvent.click(screen.getByRole('radio', { name: /^2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect((await screen.findByRole('status')).textContent).toBe('Teşekkürler, geri bildiriminiz bize ulaştı.');
    expect(posts[0]?.path).toBe('/api/storefront/feedback');
    expect(posts[0]?.body).toMatchObject({ category: 'complaint', message: 'Kargo geç geldi.', rating: 2, website: '' });
    expect(posts[0]?.body.email).toBeUndefined();
  });

  it('asks for a category and a message, and an e-mail only when one is typed', async () => {
    const posts = mockApi(() => json(201, {}));
    render(<FeedbackPage />);
    await userEvent.type(screen.getByLabelText(/^E-posta adresiniz/), 'yok');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Konu/));
    expect(screen.getByText('Bir konu seçin.')).toBeTruthy();
    expect(screen.getByText('Geçerli bir e-posta adresi yazın.')).toBeTruthy();
    expect(posts).toEqual([]);
  });
});

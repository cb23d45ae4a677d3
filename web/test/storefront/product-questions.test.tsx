import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUESTION_LIMITS, QUESTION_TEXTS as SERVER, type PublicQuestion } from '@shop/shared';
import ProductQuestions from '../../src/storefront/questions/ProductQuestions';
import { QUESTION_NAME_MAX, QUESTION_TEXT_MAX, QUESTION_TEXT_MIN, QUESTION_TEXTS as T } from '../../src/storefront/questions/texts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const VECTOR = '<img src=x onerror="window.__xss=1"> yıkanır mı?';
const question = (id: string, text: string): PublicQuestion => ({
  id,
  text,
  askerName: 'Ayşe K.',
  createdAt: '2026-11-20T10:00:00.000Z',
  answer: { text: '<b>Evet</b>, yıkanır.', at: '2026-11-21T10:00:00.000Z' },
});

/** The product's questions page by page (by cursor), and each POST answered with `answer`; the POSTed bodies are kept. */
const mockApi = (answer: () => Response = () => json(200, { received: true, message: SERVER.received })) => {
  const posts: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (init?.method === 'POST') {
      posts.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return answer();
    }
    if (url.includes('cursor=c2')) return json(200, { data: [question('q3', 'Üçüncü soru burada mı?')] });
    if (url.startsWith('/api/storefront/products/p1/questions'))
      return json(200, { data: [question('q1', VECTOR), question('q2', 'İkinci soru?')], nextCursor: 'c2' });
    return json(404, {});
  });
  return posts;
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the product page questions', () => {
  it('keeps the limits the server has', () => {
    expect([QUESTION_TEXT_MIN, QUESTION_TEXT_MAX, QUESTION_NAME_MAX]).toEqual([QUESTION_LIMITS.textMin, QUESTION_LIMITS.text, QUESTION_LIMITS.name]);
    expect([T.tooShort, T.tooLong, T.nameRequired, T.emailInvalid]).toEqual([
      SERVER.textTooShort,
      SERVER.textTooLong,
      SERVER.nameRequired,
      SERVER.emailInvalid,
    ]);
  });

  it('shows questions and answers as text, and more on Daha fazla soru', async () => {
    mockApi();
    const { container } = render(<ProductQuestions productId="p1" />);
    expect(await screen.findByText(VECTOR)).toBeTruthy();
    expect(screen.getAllByText('<b>Evet</b>, yıkanır.')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.more }));
    expect(await screen.findByText('Üçüncü soru burada mı?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.more })).toBeNull();
  });

  it('opens Soru sor in place, says what is wrong by field, and sends a guest question with its guards', async () => {
    const posts = mockApi();
    render(<ProductQuestions productId="p1" />);
    const ask = screen.getByRole('button', { name: T.ask });
    expect(ask.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(ask);
    expect(ask.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: T.formTitle });
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    const text = screen.getByLabelText(T.textLabel);
    expect(document.activeElement).toBe(text);
    expect(form.textContent).toContain(T.tooShort);
    expect(form.textContent).toContain(T.nameRequired);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);

    await userEvent.type(text, 'Kumaşı pamuklu mu acaba?');
    await userEvent.type(screen.getByLabelText(T.nameLabel), 'Ayşe Kaya');
    await userEvent.type(screen.getByLabelText(T.emailLabel), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SERVER.received));
    expect(posts).toEqual([
      {
        url: '/api/storefront/questions',
        body: {
          productId: 'p1',
          text: 'Kumaşı pamuklu mu acaba?',
          name: 'Ayşe Kaya',
          email: 'ayse@example.com',
          fillMs: expect.any(Number),
          website: '',
        },
      },
    ]);
  });

  it("puts the server's messages under their fields", async () => {
    mockApi(() => json(400, { error: 'BadRequest', message: 'email: …', field: 'email', issues: [{ path: 'email', message: SERVER.emailInvalid }] }));
    render(<ProductQuestions productId="p1" />);
    await userEvent.click(screen.getByRole('button', { name: T.ask }));
    await userEvent.type(await screen.findByLabelText(T.textLabel), 'Kumaşı pamuklu mu acaba?');
    await userEvent.type(screen.getByLabelText(T.nameLabel), 'Ayşe Kaya');
    await userEvent.type(screen.getByLabelText(T.emailLabel), 'ayse@example.co');
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(T.emailLabel)));
    expect(screen.getByText(SERVER.emailInvalid)).toBeTruthy();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../src/api/client';
import { routeUrl } from '../../src/api/route-url';

const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clientWith = (response: Response, { token = 'token-123', base = '' }: { token?: string | null; base?: string } = {}) => {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  const apiFetch = createApiClient({ baseUrl: () => base, getToken: async () => token ?? undefined, fetch: fetchMock });
  return { apiFetch, fetchMock };
};

const requestOf = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
};

describe('apiFetch', () => {
  it('calls the route with the bearer token and returns the answer its response schema gives', async () => {
    const categories = [{ id: '1', name: 'Çanta', parents: [] }];
    const { apiFetch, fetchMock } = clientWith(jsonResponse(200, { data: categories }));
    await expect(apiFetch('listCategories')).resolves.toEqual({ data: categories });
    const { url, init, headers } = requestOf(fetchMock);
    expect(url).toBe('/api/admin/catalog/category');
    expect(init?.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(init?.body).toBeUndefined();
  });

  it('prepends the base without doubling slashes and adds the query', async () => {
    const { apiFetch, fetchMock } = clientWith(jsonResponse(200, { success: true }), { base: 'https://shop.example.com/' });
    await apiFetch('search', { query: { q: 'çanta & kemer', unique: true } });
    expect(requestOf(fetchMock).url).toBe('https://shop.example.com/api/admin/search?q=%C3%A7anta+%26+kemer&unique=true');
  });

  it('sends a JSON body', async () => {
    const { apiFetch, fetchMock } = clientWith(jsonResponse(201, { data: { id: 'b1', name: 'Çanta' } }));
    await apiFetch('createBrand', { body: { name: 'Çanta' } });
    const { init, headers } = requestOf(fetchMock);
    expect(init?.body).toBe('{"name":"Çanta"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const { apiFetch, fetchMock } = clientWith(jsonResponse(200, { data: [] }), { token: null });
    await apiFetch('listCategories');
    expect(requestOf(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('types the answer by the route and refuses one its response schema does not accept', async () => {
    const { apiFetch } = clientWith(jsonResponse(200, { count: 3 }));
    const { count }: { count: number } = await apiFetch('countUnreadNotifications');
    expect(count).toBe(3);
    const wrong = clientWith(jsonResponse(200, { count: 'three' }));
    await expect(wrong.apiFetch('countUnreadNotifications')).rejects.toThrow();
  });

  it('throws ApiError with the API message on a non-2xx answer', async () => {
    const { apiFetch } = clientWith(jsonResponse(403, { error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' }));
    const error = await apiFetch('listCategories').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Bu işlem için yetkiniz yok.' });
  });

  it('keeps the offending field of a 400', async () => {
    const { apiFetch } = clientWith(jsonResponse(400, { error: 'validation', message: 'Geçersiz istek.', field: 'name' }));
    await expect(apiFetch('listCategories')).rejects.toMatchObject({ status: 400, field: 'name' });
  });

  it('falls back to a Turkish message by status when the body is not an API error', async () => {
    const { apiFetch } = clientWith(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('listCategories')).rejects.toMatchObject({ status: 502, message: 'Bir hata oluştu.' });
    const unauthorized = clientWith(new Response(null, { status: 401 }));
    await expect(unauthorized.apiFetch('listCategories')).rejects.toMatchObject({ status: 401, message: 'Oturum açmanız gerekiyor.' });
  });
});

describe('routeUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(routeUrl('', '/api/admin/member/{id}', { id: 'a b/c' })).toBe('/api/admin/member/a%20b%2Fc');
    expect(routeUrl('', '/api/media/{proxy+}', { proxy: 'banner/yaz ı.jpg' })).toBe('/api/media/banner/yaz%20%C4%B1.jpg');
  });

  it('refuses a missing path parameter', () => {
    expect(() => routeUrl('', '/api/admin/member/{id}')).toThrow('Missing path parameter "id"');
  });
});

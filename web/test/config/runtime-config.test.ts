import { describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from '../../src/config/runtime-config';

const valid = {
  region: 'us-east-1',
  apiUrl: '/',
  webSocketUrl: 'ws://localhost:3000/ws',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  userPoolEndpoint: 'http://localhost:3000/cognito',
  authFlowType: 'USER_PASSWORD_AUTH',
  shopperPoolId: 'local_shoppers',
  shopperPoolClientId: 'storefront',
};

const serving = (status: number, body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('runtime config', () => {
  it('loads and validates /config.json, bypassing the cache', async () => {
    const fetchMock = serving(200, valid);
    await expect(loadRuntimeConfig(fetchMock)).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('refuses a missing file and an invalid one', async () => {
    await expect(loadRuntimeConfig(serving(404, {}))).rejects.toThrow('HTTP 404');
    await expect(loadRuntimeConfig(serving(200, { ...valid, authFlowType: 'CUSTOM' }))).rejects.toThrow();
  });

  it('is readable once set', () => {
    setRuntimeConfig({ ...valid, authFlowType: 'USER_PASSWORD_AUTH' });
    expect(getRuntimeConfig().apiUrl).toBe('/');
  });
});

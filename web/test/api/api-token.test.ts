import { describe, expect, it } from 'vitest';
import { apiToken, setApiTokenSource } from '../../src/api/api-token';

describe('apiToken', () => {
  it('has no token before the app names a source, then asks that source on every call', async () => {
    await expect(apiToken()).resolves.toBeUndefined();
    let issued = 0;
    setApiTokenSource(() => Promise.resolve(`token-${++issued}`));
    await expect(apiToken()).resolves.toBe('token-1');
    await expect(apiToken()).resolves.toBe('token-2');
  });
});

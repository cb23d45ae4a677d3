import { describe, expect, it } from 'vitest';
import { maskSecret, PLUGIN_TEXTS, pluginSettingsSaveSchema, publicIntegrations } from '../src/entities/plugin-settings';

const save = (over: Record<string, unknown>) => pluginSettingsSaveSchema.safeParse({ baseVersion: 0, ...over });
const messages = (result: ReturnType<typeof save>) => (result.success ? [] : result.error.issues.map((i) => i.message));

describe('Eklentiler settings', () => {
  it('takes a GA4 id in any case, a digits-only pixel id and a pasted verification tag', () => {
    const parsed = pluginSettingsSaveSchema.parse({
      baseVersion: 0,
      ga4: { enabled: true, measurementId: ' g-ab12cd34ef ' },
      metaPixel: { enabled: true, pixelId: '123456789012345' },
      searchConsole: { enabled: true, verificationToken: '<meta name="google-site-verification" content="abcDEF_123-xyz987" />' },
    });
    expect(parsed.ga4.measurementId).toBe('G-AB12CD34EF');
    expect(parsed.searchConsole.verificationToken).toBe('abcDEF_123-xyz987');
    expect(parsed.webhookSecret).toBe('');
  });

  it('refuses bad ids with Turkish messages, and an integration switched on without its id', () => {
    expect(messages(save({ ga4: { enabled: true, measurementId: 'UA-12345-1' } }))).toContain(PLUGIN_TEXTS.ga4);
    expect(messages(save({ metaPixel: { enabled: false, pixelId: '12ab' } }))).toContain(PLUGIN_TEXTS.pixel);
    expect(messages(save({ searchConsole: { enabled: true, verificationToken: '<script>' } }))).toContain(PLUGIN_TEXTS.verification);
    expect(messages(save({ ga4: { enabled: true, measurementId: '' } }))).toContain(PLUGIN_TEXTS.ga4);
    expect(messages(save({ webhookSecret: 'kısa' }))).toContain(PLUGIN_TEXTS.secretLength);
  });

  it('gives the storefront only the ids of what is on, and shows a secret by its last four characters', () => {
    const s = pluginSettingsSaveSchema.parse({
      baseVersion: 0,
      ga4: { enabled: true, measurementId: 'G-AB12CD34EF' },
      metaPixel: { enabled: false, pixelId: '123456789012345' },
      webhook: { enabled: true, url: 'https://hooks.example.com/x' },
    });
    expect(publicIntegrations(s)).toEqual({ ga4MeasurementId: 'G-AB12CD34EF', metaPixelId: null, siteVerification: null });
    expect(maskSecret('abcdefghijklmnopWXYZ')).toBe('••••••••WXYZ');
    expect(maskSecret('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { liveSupportEnabledRequestSchema, liveSupportSettingsSchema } from '../../src';
import { expectStable, issueAt } from './helpers';

describe('live support', () => {
  it('settings: customerSupportEnabled', () => {
    expectStable(liveSupportSettingsSchema, { customerSupportEnabled: true });
    expect(issueAt(liveSupportSettingsSchema, {}, 'customerSupportEnabled').message).toBe('customerSupportEnabled gereklidir.');
  });

  it('toggle request: enabled', () => {
    expectStable(liveSupportEnabledRequestSchema, { enabled: false });
    expect(issueAt(liveSupportEnabledRequestSchema, { enabled: 'on' }, 'enabled').message).toBe('enabled için doğru/yanlış değeri bekleniyor.');
  });
});

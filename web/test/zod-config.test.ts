import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import '../src/zod-config';
import adminEntry from '../src/main.tsx?raw';
import previewEntry from '../src/storefront/preview/PreviewStorefront.tsx?raw';

const firstImport = (source: string) => /^import\s[^;]*;/m.exec(source)?.[0];

describe('zod configuration', () => {
  it('makes zod jitless, so it never tries eval under the CSP, and schemas still parse', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ayşe', extra: 1 })).toEqual({ name: 'Ayşe' });
  });

  it('is the first import of each entry that builds schemas: zod reads the setting as a schema is built', () => {
    expect(firstImport(adminEntry)).toBe("import './zod-config';");
    expect(firstImport(previewEntry)).toBe("import '../../zod-config';");
  });
});

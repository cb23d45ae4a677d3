import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  displayName,
  explicit,
  hasVisibleText,
  isSafeLink,
  isSitePath,
  popupSettingsSchema,
  startsLikeContentType,
} from '@shop/shared';
import { foreignMediaPath, isShopMediaPath } from '../../src/domain/theme/media-references';
import { itemSize } from '../../src/repositories/item-size';

describe('links the server stores', () => {
  it.each(['', '#', '#sss', '/kampanya', 'kampanya', 'https://x.com/a?b=1', 'HTTP://X.COM', 'mailto:a@b.co', 'tel:+905551112233'])(
    'accepts %j',
    (link) => {
      expect(isSafeLink(link)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'http:/evil.example',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
  });
});

describe('media paths', () => {
  it('takes only paths on the site in the shared schema, and only /media/ on the server', () => {
    expect(isSitePath('/media/a/b.png')).toBe(true);
    expect(isSitePath('https://x.com/a.png')).toBe(false);
    expect(isSitePath('//x.com/a.png')).toBe(false);
    expect(isSitePath(' /media/a.png')).toBe(false);
    expect(isShopMediaPath('/media/a/b.png')).toBe(true);
    expect(isShopMediaPath('/uploads/a/b.png')).toBe(false);
    expect(isShopMediaPath('/media/../api/x')).toBe(false);
    expect(isShopMediaPath('/media/%2E%2E/api/x')).toBe(false);
    expect(isShopMediaPath('/media/a.png?x=1')).toBe(false);
    expect(isShopMediaPath('/media/%zz')).toBe(false);
  });

  it('finds the first foreign media slot anywhere in the data, by its field path', () => {
    const data = { items: [{ image: { filePath: '/media/a.png' } }, { image: { filePath: '/img/b.png' } }] };
    expect(foreignMediaPath(data, ['componentData'])).toBe('componentData.items.1.image.filePath');
    expect(foreignMediaPath({ items: [{ image: { filePath: '/media/a.png' } }] })).toBeUndefined();
  });
});

describe('visible text', () => {
  it('sees only spaces and invisible characters as nothing', () => {
    expect(hasVisibleText('Yaz')).toBe(true);
    expect(hasVisibleText(' \u200b\u200c\u200d\u2060\ufeff\u00ad\u3164 ')).toBe(false);
  });
});

describe('explicit request schemas', () => {
  const schema = explicit(popupSettingsSchema);

  it('refuses {} instead of filling in the defaults, with the spec text for the name', () => {
    const issues = schema.safeParse({}).error?.issues ?? [];
    expect(issues[0]).toMatchObject({ path: ['name'], message: 'İsim gereklidir' });
    expect(issues.map((i) => i.path.join('.'))).toContain('popupSize');
  });

  it('still lets optional fields and deeper defaults be left out', () => {
    const { startDate: _s, endDate: _e, ...all } = popupSettingsSchema.parse({});
    const parsed = schema.parse({ ...all, galleryId: { filePath: '/media/a.png' } });
    expect(parsed.galleryId).toEqual({ type: 'IMAGE', filePath: '/media/a.png', name: '' });
  });
});

describe('magic numbers', () => {
  const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v)] : [v])));

  it('tells each accepted type by how its files start', () => {
    expect(startsLikeContentType('image/png', bytes(0x89, 'PNG\r\n', 0x1a, '\n'))).toBe(true);
    expect(startsLikeContentType('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe1))).toBe(true);
    expect(startsLikeContentType('image/gif', bytes('GIF87a'))).toBe(true);
    expect(startsLikeContentType('image/webp', bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe(true);
    expect(startsLikeContentType('video/mp4', bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBe(true);
    expect(startsLikeContentType('video/webm', bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe(true);
  });

  it('refuses other bytes under an accepted type', () => {
    expect(startsLikeContentType('image/png', bytes('<svg onload="x">'))).toBe(false);
    expect(startsLikeContentType('image/jpeg', bytes('<html>'))).toBe(false);
    expect(startsLikeContentType('image/webp', bytes('RIFF', 1, 2, 3, 4, 'AVI '))).toBe(false);
    expect(startsLikeContentType('video/mp4', bytes())).toBe(false);
  });
});

describe('DynamoDB item size', () => {
  it('counts names and strings in UTF-8 bytes, numbers by digits, lists and maps with their overhead', () => {
    expect(itemSize({ pk: 'ab' })).toBe(4);
    expect(itemSize({ s: 'ş' })).toBe(3);
    expect(itemSize({ n: 12345 })).toBe(1 + 4);
    expect(itemSize({ b: true, z: null })).toBe(4);
    expect(itemSize({ l: ['a', 'b'] })).toBe(1 + 3 + 2 + 2);
    expect(itemSize({ m: { k: 'v' } })).toBe(1 + 3 + 1 + 1 + 1);
    expect(itemSize({ u: undefined })).toBe(0);
  });
});

describe('display names', () => {
  it('treat blank and invisible-only name parts as missing', () => {
    expect(displayName({ givenName: '\u200b', familyName: ' ', email: 'a@b.co' })).toBe('a@b.co');
    expect(displayName({ givenName: 'Selin', familyName: '\u2060' })).toBe('Selin');
    expect(displayName({ givenName: '\ufeff', email: '\u200b' })).toBe(ANONYMOUS_USER);
  });
});

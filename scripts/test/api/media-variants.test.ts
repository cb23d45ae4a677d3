import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { imageVariantPath, mediaKey } from '@shop/shared';
import { IMAGE_TEXTS } from '@shop/functions/domain/content/image-variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFile, imageInfo } from '../image-files';
import { call, runtime, tableItems } from '../runtime-client';
import { tableBaseline } from './setup-test-kit';

/** Issue 32: an image upload's WebP variants, and the images refused before anything is written. */

const complete = (id: string) => `/api/admin/media/${encodeURIComponent(id)}/complete`;

interface Ready {
  id: string;
  filePath: string;
  width?: number;
  height?: number;
  variantWidths?: number[];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares width × height
 * (8-bit greyscale), its rows a run of zeros that deflate compresses ~1000:1, cut after 64 rows.
 */
const pngDeclaring = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((width + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const mediaFolder = (id: string) => join(runtime().mediaDir, id);

/** Creates an upload, PUTs the bytes and completes it; answers the completion. */
const send = async (fileName: string, contentType: string, bytes: Buffer) => {
  const created = await call('/api/admin/media/uploads', {
    as: 'THEME_MANAGER',
    method: 'POST',
    body: { fileName, contentType, size: bytes.length },
  });
  expect(created.status).toBe(201);
  const { media, uploadUrl, headers } = created.body.data as { media: Ready; uploadUrl: string; headers: Record<string, string> };
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
  return { media, res: await call(complete(media.id), { as: 'THEME_MANAGER', method: 'POST' }) };
};

let restore: () => Promise<void>;
beforeAll(async () => {
  restore = await tableBaseline();
});
afterAll(async () => {
  await restore();
});

describe('completing an image upload: WebP variants', () => {
  it('writes a WebP copy at each standard width below the original, keeps the original, and records them', async () => {
    const original = await imageFile('jpeg', 1500, 1000);
    const { media, res } = await send('Vitrin Fotoğrafı.jpg', 'image/jpeg', original);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: media.id, status: 'READY', width: 1500, height: 1000, variantWidths: [320, 640, 960, 1280] });

    // Served over /media/ as the storefront's srcset names them: WebP, of the width the name says, in proportion.
    for (const width of [320, 640, 960, 1280]) {
      const served = await fetch(`${runtime().url}${imageVariantPath(media.filePath, width)}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await imageInfo(new Uint8Array(await served.arrayBuffer()))).toEqual({ width, height: Math.round((width * 2) / 3), format: 'webp' });
    }
    // Never upscaled: nothing at 1920 for a 1500 px original, which is kept byte for byte.
    expect((await fetch(`${runtime().url}${imageVariantPath(media.filePath, 1920)}`)).status).toBe(404);
    const kept = await fetch(`${runtime().url}${media.filePath}`);
    expect(Buffer.from(await kept.arrayBuffer()).equals(original)).toBe(true);
    expect(readdirSync(mediaFolder(media.id)).sort()).toEqual([
      'vitrin-fotografi-1280w.webp',
      'vitrin-fotografi-320w.webp',
      'vitrin-fotografi-640w.webp',
      'vitrin-fotografi-960w.webp',
      'vitrin-fotografi.jpg',
    ]);
    // The library lists it with its widths, so the media picker copies them into what it picks.
    const listed = await call('/api/admin/media?type=IMAGE&limit=5', { as: 'THEME_MANAGER' });
    expect((listed.body.data as Ready[]).find((m) => m.id === media.id)?.variantWidths).toEqual([320, 640, 960, 1280]);
  });

  it('keeps an image narrower than the smallest width as it is, with its size and no variants', async () => {
    const { media, res } = await send('simge.png', 'image/png', await imageFile('png', 200, 100));
    expect(res.body.data).toMatchObject({ status: 'READY', width: 200, height: 100, variantWidths: [] });
    expect(readdirSync(mediaFolder(media.id))).toEqual(['simge.png']);
  });

  it('does not make variants of a video', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(100)]);
    const { res } = await send('tanitim.mp4', 'video/mp4', video);
    expect(res.status).toBe(200);
    expect(res.body.data.variantWidths).toBeUndefined();
  });
});

describe('completing an image upload: refusals write nothing', () => {
  it.each([
    ['a PNG declaring 30000 × 30000 px (a decompression bomb)', 'bomba.png', 'image/png', () => pngDeclaring(30_000, 30_000), IMAGE_TEXTS.tooLarge],
    ['a PNG of 9000 × 9000 px (81 megapixels)', 'dev.png', 'image/png', () => pngDeclaring(9000, 9000), IMAGE_TEXTS.tooLarge],
    [
      'a PNG whose body is random bytes',
      'bozuk.png',
      'image/png',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 0x5a)]),
      IMAGE_TEXTS.unreadable,
    ],
    [
      'a JPEG cut in half',
      'yarim.jpg',
      'image/jpeg',
      async () => {
        const whole = await imageFile('jpeg', 1200, 800);
        return whole.subarray(0, whole.length / 2);
      },
      IMAGE_TEXTS.unreadable,
    ],
  ])('refuses %s with 400 in Turkish: no item in the library, no file, no variant', async (_case, fileName, contentType, make, message) => {
    const bytes = await make();
    const { media, res } = await send(fileName, contentType, bytes);
    expect(res).toEqual({ status: 400, body: { error: 'BadRequest', message } });
    // The upload is gone and nothing reached media/: not the original, not one variant.
    expect(existsSync(mediaFolder(media.id))).toBe(false);
    expect((await fetch(`${runtime().url}${media.filePath}`)).status).toBe(404);
    expect((await fetch(`${runtime().url}${imageVariantPath(media.filePath, 320)}`)).status).toBe(404);
    // The item never joins the library: it stays pending (and expires), and a retry finds nothing uploaded.
    const item = (await tableItems()).find((i) => i.sk === mediaKey(media.id).sk);
    expect(item?.status).toBe('PENDING');
    expect(item?.variantWidths).toBeUndefined();
    const listed = await call('/api/admin/media?limit=100', { as: 'THEME_MANAGER' });
    expect((listed.body.data as Ready[]).map((m) => m.id)).not.toContain(media.id);
    expect((await call(complete(media.id), { as: 'THEME_MANAGER', method: 'POST' })).status).toBe(400);
  });

  it('words the refusals in Turkish', () => {
    expect(IMAGE_TEXTS.tooLarge).toBe(
      'Görselin boyutu çok büyük: en fazla 10.000 piksel genişlik ve yükseklik, toplam 40 megapiksel olabilir. Görseli küçültüp yeniden yükleyin.',
    );
    expect(IMAGE_TEXTS.unreadable).toBe('Görsel okunamadı: dosya bozuk ya da eksik. Dosyayı yeniden kaydedip yükleyin.');
  });
});

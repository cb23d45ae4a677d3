import { crc32, deflateSync } from 'node:zlib';

/** Files the browser tests upload: small but real, so the server's signature check and a browser's decoder both accept them. */

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([uint32(data.length), body, uint32(crc32(body))]);
};

/** A width×height PNG of one RGB colour. */
export const png = (width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer => {
  const header = Buffer.concat([uint32(width), uint32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [r, g, b]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const mp4Box = (type: string, payload: Buffer) => Buffer.concat([uint32(8 + payload.length), Buffer.from(type, 'ascii'), payload]);

/** The start of an MP4: its ftyp box (what the server's signature check reads) and a free box. */
export const MP4 = Buffer.concat([
  mp4Box('ftyp', Buffer.concat([Buffer.from('isom'), uint32(0x200), Buffer.from('isomiso2mp41')])),
  mp4Box('free', Buffer.alloc(8)),
]);

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { entryPageOf } from '@shop/shared';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

/** Serves the built app as CloudFront would: files as they are, client routes fall back to their entry page. */
export const serveStatic = (root: string, pathname: string, res: ServerResponse): void => {
  const requested = normalize(join(root, decodeURIComponent(pathname)));
  const inside = requested.startsWith(root);
  const file = inside && existsSync(requested) && statSync(requested).isFile() ? requested : join(root, entryPageOf(pathname));
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Web uygulaması derlenmemiş: önce `npm run build -w web` çalıştırın.');
    return;
  }
  const immutable = file.includes(join(root, 'assets'));
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
};

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Vite names every file under /assets/ by its content hash, so a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Serves a built single-page app as the CDN in front of the deployed site does: files as they are, index.html
 * for any other path without an extension (the app's router decides), and a real 404 for a missing file with
 * an extension, so a broken asset link fails loudly instead of returning HTML.
 */
export function createStaticSite(rootDir: string): RequestListener {
  const root = path.resolve(rootDir);
  const indexFile = path.join(root, 'index.html');

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    if (pathname.includes('\0')) {
      sendText(res, 400, 'Bad request');
      return;
    }
    const segments = pathname.split('/').filter((segment) => segment.length > 0);
    // No dotfiles and no way out of the root.
    const hidden = segments.some((segment) => segment.startsWith('.'));
    const file = path.join(root, ...segments);
    const inside = file === root || file.startsWith(root + path.sep);

    if (!hidden && inside) {
      const found = await fileAt(file);
      if (found) {
        await sendFile(
          req,
          res,
          found.file,
          found.stats,
          pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        );
        return;
      }
    }
    const last = segments.at(-1) ?? '';
    if (hidden || !inside || path.extname(last) !== '') {
      sendText(res, 404, 'Not found');
      return;
    }
    const index = await fileAt(indexFile);
    if (!index) {
      sendText(res, 503, 'The front end is not built yet: run `npm run build`, then reload.');
      return;
    }
    await sendFile(req, res, index.file, index.stats, REVALIDATE);
  };
}

async function fileAt(file: string): Promise<{ file: string; stats: Stats } | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (stats?.isFile()) return { file, stats };
  if (stats?.isDirectory()) {
    const index = path.join(file, 'index.html');
    const indexStats = await stat(index).catch(() => undefined);
    if (indexStats?.isFile()) return { file: index, stats: indexStats };
  }
  return undefined;
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  cacheControl: string,
): Promise<void> {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', stats.mtime.toUTCString());
  res.setHeader('x-content-type-options', 'nosniff');
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', contentTypeOf(file));
  res.setHeader('content-length', stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(file), res);
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

import { deflateSync } from 'node:zlib';
import { hash32 } from '../random.ts';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const cache = new Map<string, Buffer>();

/** A 40×40 PNG identicon for a key: the same key always gives the same bytes. */
export function avatarPng(key: string): Buffer {
  const cached = cache.get(key);
  if (cached) return cached;
  const size = 40;
  const cell = 8;
  const h = hash32(key);
  const fg = [(h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff];
  const bg = [240, 240, 240];
  const bits = hash32(`${key}:pattern`);
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      const mx = cx < 3 ? cx : 4 - cx;
      const on = ((bits >>> (cy * 3 + mx)) & 1) === 1;
      const color = on ? fg : bg;
      raw[row + 1 + x * 3] = color[0] ?? 0;
      raw[row + 2 + x * 3] = color[1] ?? 0;
      raw[row + 3 + x * 3] = color[2] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
  cache.set(key, png);
  return png;
}

/** Hosts that serve only images. */
export const AVATAR_HOSTS = new Set([
  'avatars.githubusercontent.com',
  'cdn.bsky.app',
  'files.mastodon.social',
  'cdn.fosstodon.org',
  'www.gravatar.com',
  'gravatar.com',
  '0.gravatar.com',
  's3.amazonaws.com',
  'media.dev.to',
  'scontent.cdninstagram.com',
  'pbs.twimg.com',
  'images.sample.example',
]);

export function defaultAvatarUrl(platform: string): string {
  return `https://images.sample.example/default/${platform}.png`;
}

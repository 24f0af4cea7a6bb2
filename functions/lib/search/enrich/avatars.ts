import { createHash } from 'node:crypto';
import { fetchPage } from '../../fetch/web-client.ts';
import type { WebClient } from '../../fetch/web-client.ts';

const AVATAR_TIMEOUT_MS = 3000;
const AVATAR_MAX_BYTES = 400_000;
/** Smaller answers are error stubs or one-pixel placeholders, not photos. */
const AVATAR_MIN_BYTES = 64;

/**
 * A hash of an avatar's bytes: the same photo uploaded to two platforms is often served byte for byte, so equal
 * hashes are a sign of one owner. Only the image itself counts: the answer must be an image of some size. The web
 * client hands bodies over as decoded text; equal bytes still give equal text, so equal hashes.
 */
export async function readAvatarHash(
  web: WebClient,
  url: string,
  signal: AbortSignal,
): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const result = await fetchPage(web, url, {
    signal,
    timeoutMs: AVATAR_TIMEOUT_MS,
    maxBodyBytes: AVATAR_MAX_BYTES,
    retry: false,
    headers: { accept: 'image/*' },
  });
  const type = (result.headers.get('content-type') ?? '').toLowerCase();
  if (result.status !== 200 || result.loginWall || result.truncated || !type.startsWith('image/'))
    return null;
  if (result.body.length < AVATAR_MIN_BYTES) return null;
  return createHash('sha256').update(result.body).digest('hex').slice(0, 32);
}

/** Reads each avatar address once per search, however many accounts show it. */
export class AvatarReader {
  private readonly seen = new Map<string, Promise<string | null>>();

  constructor(
    private readonly web: WebClient,
    private readonly signal: AbortSignal,
  ) {}

  hashOf(url: string): Promise<string | null> {
    let pending = this.seen.get(url);
    if (!pending) {
      pending = readAvatarHash(this.web, url, this.signal).catch(() => null);
      this.seen.set(url, pending);
    }
    return pending;
  }
}

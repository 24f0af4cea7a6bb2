/**
 * Just enough OpenPGP (RFC 9580 §4–5) to read who a public key belongs to: the armour is undone, packets are
 * walked by their headers, and User ID packets (tag 13, "Name (comment) <address>") are decoded. Nothing is
 * verified: keys.openpgp.org only publishes User IDs whose address its owner confirmed.
 */

export interface UserId {
  name: string | null;
  email: string | null;
  raw: string;
}

const USER_ID_TAG = 13;

/** The bytes inside an ASCII-armoured block (headers and the CRC line dropped), or null when there is none. */
export function dearmor(text: string): Uint8Array | null {
  const m = /-----BEGIN PGP [A-Z ]+-----\r?\n([\s\S]*?)-----END PGP [A-Z ]+-----/.exec(text);
  if (!m?.[1]) return null;
  const lines = m[1].split(/\r?\n/);
  const blank = lines.findIndex((line) => line.trim() === '');
  const body = lines
    .slice(blank >= 0 ? blank + 1 : 0)
    .filter((line) => !line.startsWith('='))
    .join('');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(body)) return null;
  return new Uint8Array(Buffer.from(body, 'base64'));
}

/** Walks the packets and returns the body of every packet with `tag`. Stops quietly at a malformed packet. */
export function packetsWithTag(bytes: Uint8Array, tag: number): Uint8Array[] {
  const found: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    const header = bytes[at] ?? 0;
    if ((header & 0x80) === 0) break;
    let packetTag: number;
    let length: number;
    let start: number;
    if (header & 0x40) {
      packetTag = header & 0x3f;
      const first = bytes[at + 1] ?? 0;
      if (first < 192) {
        length = first;
        start = at + 2;
      } else if (first < 224) {
        length = ((first - 192) << 8) + (bytes[at + 2] ?? 0) + 192;
        start = at + 3;
      } else if (first === 255) {
        length = new DataView(bytes.buffer, bytes.byteOffset + at + 2, 4).getUint32(0);
        start = at + 6;
      } else {
        break; // partial body lengths only occur in data packets, never in a key
      }
    } else {
      packetTag = (header >> 2) & 0x0f;
      const lengthType = header & 0x03;
      if (lengthType === 3) break;
      const size = [1, 2, 4][lengthType] ?? 1;
      if (at + 1 + size > bytes.length) break;
      length = 0;
      for (let i = 0; i < size; i++) length = length * 256 + (bytes[at + 1 + i] ?? 0);
      start = at + 1 + size;
    }
    if (start + length > bytes.length) break;
    if (packetTag === tag) found.push(bytes.subarray(start, start + length));
    at = start + length;
  }
  return found;
}

/** "Ada Example (work) <ada@example.org>" → name and address. */
export function parseUserId(raw: string): UserId {
  const m = /^\s*(.*?)\s*(?:\(([^)]*)\))?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(raw);
  if (!m) {
    const bare = raw.trim();
    return /^[^\s@]+@[^\s@]+$/.test(bare)
      ? { name: null, email: bare.toLowerCase(), raw }
      : { name: bare || null, email: null, raw };
  }
  return { name: m[1] ? m[1] : null, email: m[3]?.toLowerCase() ?? null, raw };
}

/** The User IDs of an armoured public key. */
export function userIdsOfArmoredKey(text: string): UserId[] {
  const bytes = dearmor(text);
  if (!bytes) return [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return packetsWithTag(bytes, USER_ID_TAG).map((body) => parseUserId(decoder.decode(body)));
}

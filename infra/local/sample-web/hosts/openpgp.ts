import { createHash } from 'node:crypto';
import { text } from '../server/http.ts';
import type { HostHandler } from '../server/http.ts';
import type { SampleIndex } from '../server/sample-index.ts';
import type { SamplePerson } from '../types.ts';

/** Share of developers, and of everyone else, who published a key on keys.openpgp.org and confirmed an address. */
const KEY_RATE = { developer: 0.3, other: 0.05 };

function packet(tag: number, body: Uint8Array): Uint8Array {
  // New-format header with a one- or two-octet length (RFC 9580 §4.2.1).
  const length = body.length;
  const header =
    length < 192 ? [0xc0 | tag, length] : [0xc0 | tag, ((length - 192) >> 8) + 192, (length - 192) & 0xff];
  return Uint8Array.from([...header, ...body]);
}

/** CRC-24 of the armour checksum line (RFC 9580 §6.1). */
function crc24(bytes: Uint8Array): number {
  let crc = 0xb704ce;
  for (const byte of bytes) {
    crc ^= byte << 16;
    for (let i = 0; i < 8; i++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

/**
 * An armoured OpenPGP public key for the sample web: a version-4 EdDSA key packet whose 32 key bytes are a hash
 * of `seed` (not a usable key, never a real one), followed by one User ID packet per entry. Signatures are left
 * out; readers of User IDs do not need them.
 */
export function armoredTestKey(userIds: string[], seed: string): string {
  const point = createHash('sha256').update(`sample-key:${seed}`).digest();
  const oid = [0x09, 0x2b, 0x06, 0x01, 0x04, 0x01, 0xda, 0x47, 0x0f, 0x01]; // Ed25519 (legacy EdDSA)
  const mpi = [0x01, 0x07, 0x40, ...point]; // 263 bits: 0x40 prefix and the 32-byte point
  const created = 1_600_000_000 + (point.readUInt32BE(0) % 150_000_000);
  const keyBody = Uint8Array.from([
    4,
    (created >>> 24) & 0xff,
    (created >>> 16) & 0xff,
    (created >>> 8) & 0xff,
    created & 0xff,
    22,
    ...oid,
    ...mpi,
  ]);
  const encoder = new TextEncoder();
  const parts = [packet(6, keyBody), ...userIds.map((uid) => packet(13, encoder.encode(uid)))];
  const bytes = Uint8Array.from(parts.flatMap((part) => [...part]));
  const base64 = Buffer.from(bytes).toString('base64');
  const lines = base64.match(/.{1,64}/g) ?? [];
  const crc = crc24(bytes);
  const check = Buffer.from([(crc >> 16) & 0xff, (crc >> 8) & 0xff, crc & 0xff]).toString('base64');
  return [
    '-----BEGIN PGP PUBLIC KEY BLOCK-----',
    '',
    ...lines,
    `=${check}`,
    '-----END PGP PUBLIC KEY BLOCK-----',
    '',
  ].join('\n');
}

/** Whether this person published a key for this address (stable per address). */
export function hasPublishedKey(index: SampleIndex, person: SamplePerson, email: string): boolean {
  const rate = person.persona === 'developer' ? KEY_RATE.developer : KEY_RATE.other;
  return index.chance(`openpgp:${email}`, rate);
}

/** keys.openpgp.org (Hagrid's VKS API): `/vks/v1/by-email/{address}` → the armoured key, or a plain-text 404. */
export function openpgpHosts(index: SampleIndex): Record<string, HostHandler> {
  const api: HostHandler = (req) => {
    const m = /^\/vks\/v1\/by-email\/(.+)$/.exec(req.path);
    if (!m?.[1]) return text(404, 'Not found\n', 'text/plain; charset=utf-8');
    const email = m[1].trim().toLowerCase();
    const person = index.emails.get(email);
    if (!person || !hasPublishedKey(index, person, email))
      return text(404, 'No key found for email address\n', 'text/plain; charset=utf-8');
    // Only confirmed addresses are published: the other addresses of the same key stay hidden.
    const key = armoredTestKey([`${person.name} <${email}>`], email);
    return text(200, key, 'application/pgp-keys');
  };
  return { 'keys.openpgp.org': api };
}

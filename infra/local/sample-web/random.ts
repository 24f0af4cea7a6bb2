/** A small, fast, seedable PRNG (sfc32) with the helpers the generator needs. Never Math.random. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const h = typeof seed === 'number' ? hash32(`n:${seed}`) : hash32(seed);
    this.a = h ^ 0x9e3779b9;
    this.b = hash32(`${h}:b`);
    this.c = hash32(`${h}:c`);
    this.d = 1;
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a |= 0;
    this.b |= 0;
    this.c |= 0;
    this.d |= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; `weights` and `items` have the same length. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  }

  /** Up to `n` distinct items. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }

  /** A child generator whose stream does not depend on how much this one has been used. */
  fork(label: string): Rng {
    return new Rng(`${this.a}:${this.b}:${label}`);
  }
}

/** FNV-1a with a final avalanche: a stable 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable float in [0, 1) for a key: for decisions that must not depend on call order. */
export function unitHash(key: string): number {
  return hash32(key) / 4294967296;
}

/** A stable hex string of the given length for a key. */
export function hexHash(key: string, length: number): string {
  let out = '';
  let i = 0;
  while (out.length < length) {
    out += hash32(`${key}#${i}`).toString(16).padStart(8, '0');
    i += 1;
  }
  return out.slice(0, length);
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A stable lowercase base32 string of the given length for a key. */
export function base32Hash(key: string, length: number): string {
  let out = '';
  let i = 0;
  while (out.length < length) {
    let h = hash32(`${key}@${i}`);
    for (let k = 0; k < 6 && out.length < length; k += 1) {
      out += BASE32[h & 31];
      h >>>= 5;
    }
    i += 1;
  }
  return out;
}

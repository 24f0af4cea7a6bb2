import { fold } from '../text.ts';
import { defaultAvatarUrl } from '../server/avatars.ts';
import { hash32 } from '../random.ts';
import type { SampleAccount, SamplePerson } from '../types.ts';

export function avatarOf(account: SampleAccount): string {
  return account.avatarUrl ?? defaultAvatarUrl(account.platform);
}

/** A stable count for a profile (followers, karma …), larger for notable people and active accounts. */
export function countFor(person: SamplePerson, account: SampleAccount, what: string, max: number): number {
  const h = hash32(`${account.platform}:${account.username}:${what}`);
  const base = (h % 1000) / 1000;
  const scale = person.wikidataId ? 1 : account.dormant ? 0.05 : 0.2;
  return Math.floor(base * base * max * scale);
}

export function epochSeconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** Splits a search string into quoted phrases and bare words (qualifiers such as `key:value` stay whole). */
export function splitQuery(q: string): string[] {
  const parts: string[] = [];
  const re = /([\w-]+):"([^"]*)"|"([^"]*)"|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(q)) !== null) {
    if (m[1] !== undefined) parts.push(`${m[1]}:"${m[2] ?? ''}"`);
    else if (m[3] !== undefined) parts.push(`"${m[3]}"`);
    else if (m[4] !== undefined) parts.push(m[4]);
  }
  return parts;
}

/** `key:value` or `key:"value"` → [key, value]; anything else → null. */
export function qualifier(part: string): [string, string] | null {
  const m = /^([\w-]+):(?:"([^"]*)"|(.+))$/.exec(part);
  if (!m || m[1] === undefined) return null;
  return [m[1].toLowerCase(), m[2] ?? m[3] ?? ''];
}

export function unquote(part: string): string {
  return part.replace(/^"|"$/g, '');
}

/** True when every query word is a prefix of some word of the text (diacritics and case ignored). */
export function wordsMatch(query: string, text: string, prefix = true): boolean {
  const wanted = tokensOf(query);
  if (wanted.length === 0) return false;
  const have = tokensOf(text);
  return wanted.every((w) => have.some((h) => (prefix ? h.startsWith(w) : h === w)));
}

const tokenMemo = new Map<string, string[]>();

/** Folded words of a text, memoised: profile texts are searched over and over. */
export function tokensOf(text: string): string[] {
  let cached = tokenMemo.get(text);
  if (!cached) {
    cached = fold(text)
      .split(/[^a-z0-9]+/)
      .filter((t) => t.length > 0);
    if (tokenMemo.size > 200_000) tokenMemo.clear();
    tokenMemo.set(text, cached);
  }
  return cached;
}

/** `normalizedPhrase` over memoised tokens. */
export function phraseOf(text: string): string {
  return ` ${tokensOf(text).join(' ')} `;
}

/** ISO time without milliseconds → with them, as some APIs write it. */
export function withMillis(iso: string): string {
  return /\.\d+Z$/.test(iso) ? iso : iso.replace(/Z$/, '.000Z');
}

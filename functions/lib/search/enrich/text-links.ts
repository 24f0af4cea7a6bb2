import { parse } from 'tldts';
import { fediverseIdentity, identityFor, identityFromUrl } from '../platforms.ts';
import type { Identity } from '../platforms.ts';

/** Reserved top-level domains (RFC 2606) used by test and example sites. */
const RESERVED_TLDS = new Set(['example', 'test']);
/** Product names that look like host names in a bio. */
const NOT_SITES = new Set([
  'asp.net',
  'socket.io',
  'vue.js',
  'node.js',
  'next.js',
  'three.js',
  'd3.js',
  'chart.js',
]);

/** Handles written the way people write them in bios, by platform. */
const HANDLE_PATTERNS: { platform: string; pattern: RegExp }[] = [
  { platform: 'instagram', pattern: /\b(?:IG|Insta|Instagram)\s*:?\s*@([A-Za-z0-9_.]{1,30}[A-Za-z0-9_])/giu },
  { platform: 'instagram', pattern: /📷\s*@([A-Za-z0-9_.]{1,30}[A-Za-z0-9_])/gu },
  { platform: 'github', pattern: /\b(?:GH|GitHub)\s*:\s*@?([A-Za-z0-9][A-Za-z0-9-]{0,38})/giu },
  { platform: 'x', pattern: /(?<![\w@])@([A-Za-z0-9_]{1,15})\s+on\s+(?:X|Twitter)\b/giu },
  { platform: 'x', pattern: /\b(?:X|Twitter)\s*:\s*@([A-Za-z0-9_]{1,15})\b/gu },
  { platform: 'bluesky', pattern: /🦋\s*@?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/gu },
  { platform: 'bluesky', pattern: /(?<![\w@])@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.bsky\.social)\b/giu },
];

const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/giu;
const FEDIVERSE_PATTERN = /(?<![\w@])@([A-Za-z0-9_]+)@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/gu;
const BARE_PATTERN = /(?<![\w@./-])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})((?:\/[^\s<>"'()]*)?)/gu;

function trimTail(text: string): string {
  return text.replace(/[.,;:!?)\]]+$/, '');
}

function plausibleHost(host: string, hasPath: boolean): boolean {
  const lower = host.toLowerCase();
  if (NOT_SITES.has(lower)) return false;
  if (!hasPath && host !== lower) return false;
  const info = parse(lower);
  const tld = lower.split('.').pop() ?? '';
  return info.isIcann === true || info.isPrivate === true || RESERVED_TLDS.has(tld);
}

/**
 * The accounts and sites a plain-text bio points at: URLs, bare addresses ("x.com/ada", "ada.example.org"),
 * Mastodon addresses ("@ada@social.example") and the usual prefixes ("IG: @ada", "GH: ada", "@ada on X").
 */
export function linksInText(text: string): Identity[] {
  const found: Identity[] = [];
  const add = (identity: Identity | null) => {
    if (identity && !found.some((f) => f.platform === identity.platform && f.handle === identity.handle)) {
      found.push(identity);
    }
  };
  let rest = text;
  for (const match of text.matchAll(URL_PATTERN)) {
    add(identityFromUrl(trimTail(match[0])));
    rest = rest.replace(match[0], ' ');
  }
  for (const match of rest.matchAll(FEDIVERSE_PATTERN)) {
    add(fediverseIdentity(`${match[1] ?? ''}@${match[2] ?? ''}`));
    rest = rest.replace(match[0], ' ');
  }
  for (const { platform, pattern } of HANDLE_PATTERNS) {
    for (const match of rest.matchAll(pattern)) {
      const handle = trimTail(match[1] ?? '');
      if (handle) add(identityFor(platform, handle));
      rest = rest.replace(match[0], ' ');
    }
  }
  for (const match of rest.matchAll(BARE_PATTERN)) {
    const host = match[1] ?? '';
    const path = trimTail(match[2] ?? '');
    if (!plausibleHost(host, path.length > 1)) continue;
    add(identityFromUrl(`https://${host}${path}`));
  }
  return found;
}

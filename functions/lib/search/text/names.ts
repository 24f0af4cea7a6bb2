import { editDistance, foldHandle, nameWords } from './fold.ts';
import { sameGivenName } from './nicknames.ts';

/** A searched-for person's name, folded and split. */
export interface PersonName {
  /** The name as typed, trimmed. */
  full: string;
  tokens: string[];
  first: string;
  last: string;
  middles: string[];
}

const NOISE = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'professor',
  'sir',
  'dame',
  'rev',
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'phd',
  'md',
  'esq',
  'msc',
  'bsc',
  'mba',
]);

/** Parses a typed name; null when it has no letters or digits. */
export function parsePersonName(name: string): PersonName | null {
  const tokens = nameWords(name).filter((token) => !NOISE.has(token));
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first === undefined || last === undefined) return null;
  return { full: name.trim(), tokens, first, last, middles: tokens.slice(1, -1) };
}

/**
 * How well a name found on the web matches the searched name, best first. `conflict` means a clean name field
 * that names someone else (another given name or surname).
 */
export type NameLevel = 'exact' | 'variant' | 'typo' | 'handle' | 'partial' | 'none' | 'conflict';

export const NAME_RANK: Record<NameLevel, number> = {
  exact: 6,
  variant: 5,
  typo: 4,
  handle: 3,
  partial: 2,
  none: 1,
  conflict: 0,
};

export function betterName(a: NameLevel, b: NameLevel): NameLevel {
  return NAME_RANK[a] >= NAME_RANK[b] ? a : b;
}

function tolerance(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

function typoOf(a: string, b: string): boolean {
  const allowed = Math.min(tolerance(a), tolerance(b));
  return allowed > 0 && a[0] === b[0] && editDistance(a, b, allowed) <= allowed;
}

type TokenMatch = 'exact' | 'variant' | 'typo' | 'initial' | null;

function givenMatch(query: string, token: string): TokenMatch {
  if (token === query) return 'exact';
  if (sameGivenName(query, token)) return 'variant';
  if (token.length === 1 && token === query[0]) return 'initial';
  if (typoOf(query, token)) return 'typo';
  return null;
}

/**
 * Compares a display name with the searched name. `structured` says the text is a clean name field (an API's
 * `name`), where another given name means another person; page titles carry decorations and never conflict.
 */
export function matchName(query: PersonName, candidate: string, structured = true): NameLevel {
  const tokens = nameWords(candidate).filter((token) => !NOISE.has(token));
  if (tokens.length === 0) return 'none';
  const { first, last } = query;
  if (query.tokens.length === 1) {
    return tokens.some((token) => token === first)
      ? 'exact'
      : tokens.some((t) => typoOf(first, t))
        ? 'typo'
        : 'none';
  }

  if (tokens.length === 1) {
    const only = tokens[0] ?? '';
    if (only === first + last || only === last + first) return 'exact';
    // A username shown as the name ("aexample", "example_ada").
    if (matchHandle(query, only) === 'handle') return 'handle';
    if (typoOf(only, first + last)) return 'typo';
    if (only === last || givenMatch(first, only) === 'exact' || givenMatch(first, only) === 'variant') {
      return 'partial';
    }
    return structured ? 'conflict' : 'none';
  }

  let lastIndex = tokens.indexOf(last);
  let lastTypo = false;
  if (lastIndex < 0) {
    lastIndex = tokens.findIndex((token) => typoOf(last, token));
    lastTypo = lastIndex >= 0;
  }
  if (lastIndex < 0) {
    // "Ada Example-Smith" folds to three words and is handled above; a joined "adaexample" word too.
    if (tokens.some((token) => token === first + last)) return 'exact';
    return structured ? 'conflict' : 'none';
  }

  const rest = tokens.filter((_, index) => index !== lastIndex);
  if (rest.length === 0) return 'partial';
  let best: TokenMatch = null;
  for (const token of rest) {
    const match = givenMatch(first, token);
    if (match === 'exact') {
      best = 'exact';
      break;
    }
    if (
      match === 'variant' ||
      (match === 'typo' && best !== 'variant') ||
      (match === 'initial' && best === null)
    ) {
      best = match;
    }
  }
  if (best === null) return structured ? 'conflict' : 'partial';
  if (best === 'initial') return 'partial';
  if (lastTypo || best === 'typo') return 'typo';
  return best;
}

/** 'handle' when a username spells the name (adaexample, ada.example, aexample, example_ada), else 'none'. */
export function matchHandle(query: PersonName, handle: string): NameLevel {
  const folded = foldHandle(handle);
  const { first, last } = query;
  if (query.tokens.length < 2 || last.length < 2)
    return folded.includes(first) && first.length >= 4 ? 'handle' : 'none';
  const at = folded.indexOf(last);
  if (at < 0) return 'none';
  const before = folded.slice(0, at);
  const after = folded.slice(at + last.length);
  const isGiven = (part: string) =>
    part.length > 0 && (part.startsWith(first) || part === first[0] || sameGivenName(first, part));
  return isGiven(before) || isGiven(after) || before.endsWith(first) ? 'handle' : 'none';
}

/** The name part of a page title: "Ada Example (@ada) · GitHub" → "Ada Example". */
export function nameFromTitle(title: string | null | undefined): string | null {
  if (!title) return null;
  const head = title.split(/\s+[|·•–—(]\s*|\s+\/\s+|\s+-\s+/)[0]?.trim();
  return head && head.length > 0 ? head : null;
}

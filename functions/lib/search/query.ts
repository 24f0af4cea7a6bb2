import { fold, words } from './text/fold.ts';
import { parsePersonName } from './text/names.ts';
import type { PersonName } from './text/names.ts';
import { formalNames, usualShortName } from './text/nicknames.ts';
import { isPlaceName, knownPlaces, parsePlaceHint } from './text/places.ts';
import type { PlaceHint } from './text/places.ts';
import { fediverseIdentity, identityFromUrl } from './platforms.ts';
import type { Identity } from './platforms.ts';

/** What the engine searches for, worked out once from the query. */
export interface SearchPlan {
  name: PersonName;
  place: PlaceHint | null;
  /** Accounts the hints name exactly (a profile URL, `host/handle`, `user@host`). */
  hintIdentities: Identity[];
  /** Bare handles from the hints (`@ada`, `ada_example`), probed on every site. */
  hintHandles: string[];
  /** Free-text hint words to look for in profiles (an employer, a school), folded. */
  terms: string[];
  /** Usernames guessed from the name, most likely first. */
  usernames: string[];
  /** Other ways of writing the name that sources are also asked for ("Francisco Corona" for "Paco Corona"). */
  altNames: string[];
}

export interface QueryHints {
  location: string;
  profile: string;
  other: string;
}

const FILLER = new Set([
  'works',
  'working',
  'worked',
  'work',
  'at',
  'for',
  'in',
  'from',
  'the',
  'a',
  'an',
  'and',
  'of',
  'lives',
  'living',
  'based',
  'employed',
  'by',
  'job',
  'company',
  'employer',
  'currently',
  'formerly',
  'used',
  'to',
  'is',
  'was',
  'studied',
  'studies',
  'student',
  'near',
  'with',
  'my',
  'his',
  'her',
  'their',
  'on',
  'as',
]);

const HANDLE = /^@?[A-Za-z0-9_][A-Za-z0-9_.-]{1,38}$/;

function hasDot(text: string): boolean {
  return /\.[A-Za-z]{2,}/.test(text);
}

/** Splits a free-text hint into phrases worth matching ("works at Example Co, Lyon" → ["example co", "lyon"]). */
function freeTerms(text: string): string[] {
  return text
    .split(/[,;|/]+/)
    .map((part) =>
      words(part)
        .filter((word) => !FILLER.has(word))
        .join(' '),
    )
    .filter((phrase) => phrase.length >= 2);
}

interface ParsedHint {
  identities: Identity[];
  handles: string[];
  terms: string[];
  bareWords: string[];
}

function parseHintText(text: string, allowBareHandles: boolean): ParsedHint {
  const parsed: ParsedHint = { identities: [], handles: [], terms: [], bareWords: [] };
  const tokens = text.split(/[\s,;|]+/).filter((token) => token.length > 0);
  const looksLikeProse =
    tokens.length > 1 && !tokens.some((t) => t.includes('@') || t.includes('/') || hasDot(t));
  if (looksLikeProse || tokens.length === 0) {
    parsed.terms.push(...freeTerms(text));
    return parsed;
  }
  const prose: string[] = [];
  for (const token of tokens) {
    const fediverse = fediverseIdentity(token);
    if (fediverse) {
      parsed.identities.push(fediverse);
      continue;
    }
    if (token.includes('/') || (hasDot(token) && !token.startsWith('@'))) {
      const identity = identityFromUrl(token);
      if (identity) {
        parsed.identities.push(identity);
        if (identity.platform !== 'website' && identity.platform !== 'mastodon')
          parsed.handles.push(identity.handle);
        continue;
      }
    }
    if (token.startsWith('@') && HANDLE.test(token)) {
      parsed.handles.push(token.slice(1));
      continue;
    }
    if (allowBareHandles && HANDLE.test(token) && knownPlaces(token).size === 0) {
      // A bare word in the profile field is most likely a username, yet it may be a company ("Acme").
      parsed.handles.push(token);
      parsed.bareWords.push(token);
      continue;
    }
    prose.push(token);
  }
  parsed.terms.push(...freeTerms(prose.join(' ')));
  return parsed;
}

function unique<T>(items: T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The given name's usual other form: the formal one for a short form, else the usual short form. */
function otherGivenNames(name: PersonName): string[] {
  const formal = formalNames(name.first)[0];
  if (formal) return [formal];
  const short = usualShortName(name.first);
  return short ? [short] : [];
}

function titleCase(word: string): string {
  return word.length > 0 ? `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}` : word;
}

/** Usernames people with this name often pick, most common patterns first. */
export function usernamesFromName(name: PersonName): string[] {
  const clean = (token: string) => token.replace(/[^a-z0-9]/g, '');
  const first = clean(name.first);
  const last = clean(name.last);
  if (name.tokens.length < 2) return first.length >= 3 ? [first] : [];
  const f = first[0] ?? '';
  const l = last[0] ?? '';
  const middle = clean(name.middles[0] ?? '')[0] ?? '';
  const candidates = [
    `${first}${last}`,
    `${first}.${last}`,
    `${first}_${last}`,
    `${f}${last}`,
    `${first}-${last}`,
    `${first}${l}`,
    `${last}${first}`,
    `${last}.${first}`,
    `${f}.${last}`,
    `${f}_${last}`,
    ...(middle ? [`${first}${middle}${last}`] : []),
    ...otherGivenNames(name).flatMap((other) => [`${other}${last}`, `${other}.${last}`]),
  ];
  return unique(candidates).filter((username) => username.length >= 3 && username.length <= 30);
}

/** Works out the plan for a name search; null when the name has nothing to search for. */
export function planSearch(name: string, hints: QueryHints): SearchPlan | null {
  const person = parsePersonName(name);
  if (!person) return null;
  let place = parsePlaceHint(hints.location);
  const profile = parseHintText(hints.profile, true);
  const other = parseHintText(hints.other, false);
  const terms: string[] = [];
  const nameWords = new Set(person.tokens);
  const wordTerms = profile.bareWords
    .map((word) => fold(word))
    .filter((word) => word.length >= 3 && !word.split(' ').some((part) => nameWords.has(part)));
  for (const term of [...profile.terms, ...other.terms, ...wordTerms]) {
    // A place typed among the other hints is the place hint; a name holding one ("Lyon Ceramics") stays a term.
    if (!place && isPlaceName(term)) place = parsePlaceHint(term);
    else if (!place || fold(term) !== place.phrase) terms.push(term);
  }
  return {
    name: person,
    place,
    hintIdentities: unique([...profile.identities, ...other.identities], (i) => `${i.platform}:${i.handle}`),
    hintHandles: unique(
      [...profile.handles, ...other.handles].map((h) => h.replace(/^@/, '')),
      (h) => h.toLowerCase(),
    ),
    terms: unique(terms),
    usernames: usernamesFromName(person),
    altNames:
      person.tokens.length >= 2
        ? otherGivenNames(person).map((given) =>
            [titleCase(given), ...person.full.trim().split(/\s+/).slice(1)].join(' '),
          )
        : [],
  };
}

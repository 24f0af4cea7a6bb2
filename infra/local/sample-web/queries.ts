import { checkUrl } from '../../../functions/lib/search/probes/catalogue.ts';
import { blueskyDid } from './generate/accounts.ts';
import { buildPlatforms } from './platforms.ts';
import { Rng } from './random.ts';
import { fold } from './text.ts';
import type { Archetype, Population, SampleAccount, SamplePerson } from './types.ts';

/** Host of the SearXNG-compatible web search in the sample web. */
export const SAMPLE_SEARCH_HOST = 'search.sample.example';

/** Points the search functions of this process at a running sample web: its sources and its web search, no keys. */
export function searchSampleWeb(url: string): void {
  process.env.SOURCES = 'sample';
  process.env.SAMPLE_WEB_URL = url;
  process.env.SEARXNG_URL = `https://${SAMPLE_SEARCH_HOST}`;
  delete process.env.BRAVE_API_KEY;
  delete process.env.WHATSMYNAME_URL;
}

/** A comparable form of a profile URL: no scheme, no "www.", lowercase, no trailing slash; twitter.com is x.com. */
export function normalizeProfileUrl(url: string): string | null {
  const trimmed = url.trim();
  let u: URL;
  try {
    u = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  let host = u.hostname.toLowerCase().replace(/^((www|mobile|m)\.)+/, '');
  if (host === 'twitter.com') host = 'x.com';
  const path = decodeSafe(u.pathname).replace(/\/+$/, '').toLowerCase();
  const keepQuery = /[?&](id|username|url|acct|actor)=/.test(u.search);
  return `${host}${path}${keepQuery ? decodeSafe(u.search).toLowerCase() : ''}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface Owner {
  person: SamplePerson;
  account: SampleAccount | null;
}

const urlIndexes = new WeakMap<Population, Map<string, Owner>>();

function urlIndex(population: Population): Map<string, Owner> {
  const cached = urlIndexes.get(population);
  if (cached) return cached;
  const map = new Map<string, Owner>();
  const platforms = new Map(buildPlatforms().map((p) => [p.key, p]));
  const put = (url: string, owner: Owner): void => {
    const key = normalizeProfileUrl(url);
    if (key && !map.has(key)) map.set(key, owner);
  };
  for (const person of population.people) {
    for (const account of person.accounts) {
      const owner = { person, account };
      put(account.url, owner);
      const u = account.username;
      for (const site of platforms.get(account.platform)?.sites ?? []) put(checkUrl(site, u), owner);
      switch (account.platform) {
        case 'github':
          put(`https://api.github.com/users/${u}`, owner);
          break;
        case 'mastodon':
          put(`https://${account.instance ?? 'mastodon.social'}/users/${u}`, owner);
          break;
        case 'stackoverflow':
          put(`https://stackoverflow.com/users/${u}`, owner);
          break;
        case 'bluesky':
          put(`https://bsky.app/profile/${blueskyDid(population.seed, u)}`, owner);
          break;
        case 'devto':
          put(`https://dev.to/api/users/by_username?url=${u}`, owner);
          break;
        case 'keybase':
          put(`https://keybase.io/_/api/1.0/user/lookup.json?usernames=${u}`, owner);
          break;
        case 'codeberg':
          put(`https://codeberg.org/api/v1/users/${u}`, owner);
          break;
        default:
          break;
      }
    }
    if (person.website) put(person.website, { person, account: null });
    if (person.wikidataId) {
      put(`https://www.wikidata.org/wiki/${person.wikidataId}`, { person, account: null });
      put(`http://www.wikidata.org/entity/${person.wikidataId}`, { person, account: null });
    }
  }
  urlIndexes.set(population, map);
  return map;
}

/** The person behind a profile URL (any platform's profile, API or probe URL, their website, their Wikidata item). */
export function findPersonByAccountUrl(population: Population, url: string): SamplePerson | undefined {
  const key = normalizeProfileUrl(url);
  return key ? urlIndex(population).get(key)?.person : undefined;
}

/** The account behind a profile URL, with its owner. */
export function findAccountByUrl(
  population: Population,
  url: string,
): { person: SamplePerson; account: SampleAccount } | undefined {
  const key = normalizeProfileUrl(url);
  const owner = key ? urlIndex(population).get(key) : undefined;
  return owner?.account ? { person: owner.person, account: owner.account } : undefined;
}

/** Everyone whose given and family name match, ignoring case and diacritics ("Maria Garcia" finds "María García"). */
export function findPeopleByName(population: Population, name: string): SamplePerson[] {
  const wanted = fold(name).replace(/\s+/g, ' ').trim();
  return population.people.filter(
    (p) => fold(`${p.givenName} ${p.familyName}`) === wanted || fold(p.name) === wanted,
  );
}

/** Other people who share this person's name. */
export function namesakesOf(population: Population, person: SamplePerson): SamplePerson[] {
  return findPeopleByName(population, `${person.givenName} ${person.familyName}`).filter(
    (p) => p.id !== person.id,
  );
}

export type HintKind = 'location' | 'employer' | 'profile' | 'none';

/** One benchmark query with its ground truth. */
export interface SearchCase {
  person: SamplePerson;
  /** The name to type. */
  name: string;
  hintKind: HintKind;
  /** The hint as a person would type it ('' for none). */
  hint: string;
  /** The same hint in the typed-hints shape of a name search. */
  hints: { location: string; profile: string; other: string };
  /** How many other people share the name. */
  namesakes: number;
  expectedAccountUrls: string[];
  expectedMentionUrls: string[];
}

function profileHint(rng: Rng, account: SampleAccount): string {
  const bare = account.url.replace(/^https:\/\/(www\.)?/, '');
  if (account.platform === 'mastodon')
    return rng.pick([`@${account.username}@${account.instance ?? 'mastodon.social'}`, account.url]);
  if (account.platform === 'stackoverflow') return account.url;
  return rng.pick([bare, `@${account.username}`, account.url]);
}

/** The curated people of one archetype (two in every population), in id order. */
export function pickArchetypes(population: Population, archetype: Archetype): SamplePerson[] {
  return population.people.filter((p) => p.archetype === archetype);
}

/**
 * People to search for in a benchmark: each with the name and one hint (a city variant from their profiles, their
 * employer, or one handle), plus the URLs a good answer contains. Archetype people are never picked: they are
 * built to be found by other paths than their name.
 */
export function pickSearchablePeople(
  population: Population,
  n: number,
  seed: number,
  options: { hintKinds?: HintKind[] } = {},
): SearchCase[] {
  const rng = new Rng(`${seed}/search-cases`);
  const kinds: HintKind[] = options.hintKinds ?? ['location', 'employer', 'profile'];
  const eligible = population.people.filter(
    (p) => !p.archetype && p.accounts.filter((a) => !a.dormant).length >= 2,
  );
  const chosen = rng.sample(eligible, n);
  return chosen.map((person, i) => {
    let kind = kinds[i % kinds.length] ?? 'none';
    if (kind === 'employer' && !person.employer) kind = 'location';
    let hint = '';
    if (kind === 'location') hint = rng.pick(person.cityVariants);
    else if (kind === 'employer')
      hint = rng.pick([person.employer ?? '', ...person.employerVariants.filter((v) => !v.startsWith('@'))]);
    else if (kind === 'profile') hint = profileHint(rng, rng.pick(person.accounts.filter((a) => !a.dormant)));
    const hints = {
      location: kind === 'location' ? hint : '',
      profile: kind === 'profile' ? hint : '',
      other: kind === 'employer' ? hint : '',
    };
    return {
      person,
      name: person.name,
      hintKind: kind,
      hint,
      hints,
      namesakes: namesakesOf(population, person).length,
      expectedAccountUrls: person.accounts.map((a) => a.url),
      expectedMentionUrls: person.mentions.map((m) => m.url),
    };
  });
}

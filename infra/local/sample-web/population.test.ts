import { describe, expect, it } from 'vitest';
import { describePhone, nameBeforePhone, textShowsPhone } from '../../../functions/lib/search/seeds/phone.ts';
import { usernamesFromName } from '../../../functions/lib/search/query.ts';
import { parsePersonName } from '../../../functions/lib/search/text/names.ts';
import {
  ARCHETYPES,
  ARCHETYPE_PEOPLE,
  PEOPLE_PER_ARCHETYPE,
  generatePopulation,
  pickArchetypes,
  pickSearchablePeople,
} from './index.ts';
import type { Archetype, Population, SampleAccount, SamplePerson } from './index.ts';
import { buildPlatforms } from './platforms.ts';
import { fold } from './text.ts';

const started = performance.now();
const population: Population = generatePopulation({ seed: 1, size: 2400 });
const generationMs = performance.now() - started;

function crowd(name: string): number {
  return population.people.filter((p) => fold(`${p.givenName} ${p.familyName}`) === fold(name)).length;
}

describe('generatePopulation', () => {
  it('gives the same population for the same seed, and a different one for another seed', () => {
    const a = JSON.stringify(generatePopulation({ seed: 7, size: 300 }));
    const b = JSON.stringify(generatePopulation({ seed: 7, size: 300 }));
    const c = JSON.stringify(generatePopulation({ seed: 8, size: 300 }));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('generates 2,400 people by default size with ids and ground truth, in well under two seconds', () => {
    expect(population.size).toBe(2400);
    expect(population.people.length).toBe(2400 + ARCHETYPE_PEOPLE);
    expect(new Set(population.people.map((p) => p.id)).size).toBe(population.people.length);
    expect(generationMs).toBeLessThan(4000);
    for (const p of population.people) {
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.cityVariants.length).toBeGreaterThan(0);
      expect(p.accounts.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has crowds of at least 12 namesakes for John Smith, Maria Garcia and James Johnson', () => {
    expect(crowd('John Smith')).toBeGreaterThanOrEqual(12);
    expect(crowd('Maria Garcia')).toBeGreaterThanOrEqual(12);
    expect(crowd('James Johnson')).toBeGreaterThanOrEqual(12);
    expect(population.people.some((p) => p.name === 'María García')).toBe(true);
  });

  it('never gives the same username to two accounts of one platform', () => {
    const seen = new Map<string, Set<string>>();
    for (const account of population.people.flatMap((p) => p.accounts)) {
      const set = seen.get(account.platform) ?? new Set<string>();
      const key = account.username.toLowerCase();
      expect(set.has(key), `${account.platform}/${account.username}`).toBe(false);
      set.add(key);
      seen.set(account.platform, set);
    }
    expect(seen.size).toBeGreaterThanOrEqual(15);
  });

  it('lets name-derived usernames land on namesakes or strangers', () => {
    let byNamesake = 0;
    let byStranger = 0;
    for (const [first, last] of [
      ['john', 'smith'],
      ['maria', 'garcia'],
      ['james', 'johnson'],
    ] as const) {
      const crowdIds = new Set(
        population.people
          .filter((p) => fold(`${p.givenName} ${p.familyName}`) === `${first} ${last}`)
          .map((p) => p.id),
      );
      const candidates = [
        `${first}.${last}`,
        `${first}${last}`,
        `${first[0]}${last}`,
        `${first}_${last}`,
        `${first}${last[0]}`,
      ];
      for (const p of population.people) {
        for (const a of p.accounts) {
          if (!candidates.includes(a.username.toLowerCase())) continue;
          if (crowdIds.has(p.id)) byNamesake += 1;
          else byStranger += 1;
        }
      }
      const crowd = population.people.filter((p) => crowdIds.has(p.id));
      expect(crowd.some((p) => p.accounts.some((a) => /\d/.test(a.username)))).toBe(true);
    }
    expect(byNamesake).toBeGreaterThan(20);
    expect(byStranger).toBeGreaterThan(0);
  });

  it('is as messy as the real web: nicknames, diacritics, place variants, dormant accounts, typos', () => {
    const accounts = population.people.flatMap((p) => p.accounts);
    expect(population.people.some((p) => p.givenName === 'Robert' && p.nicknames.includes('Bob'))).toBe(true);
    expect(population.people.some((p) => /[éèüöçñë]/i.test(p.name))).toBe(true);
    expect(accounts.filter((a) => a.dormant).length / accounts.length).toBeGreaterThan(0.08);
    const nycVariants = new Set(
      population.people.filter((p) => p.placeKey === 'nyc').flatMap((p) => p.cityVariants),
    );
    expect(nycVariants.size).toBeGreaterThanOrEqual(4);
    expect(
      population.people.some((p) => p.nameVariants.some((v) => /Jonh|Micheal|Garica|Smtih/.test(v))),
    ).toBe(true);
    expect(population.people.filter((p) => p.wikidataId).length).toBeGreaterThanOrEqual(50);
  });

  it('links bios only to the same person’s accounts or website', () => {
    let linked = 0;
    for (const person of population.people) {
      const own = new Set([
        ...person.accounts.map((a) => a.url),
        ...(person.website ? [person.website] : []),
      ]);
      for (const account of person.accounts) {
        for (const link of account.links) {
          expect(own.has(link)).toBe(true);
          linked += 1;
        }
      }
    }
    expect(linked).toBeGreaterThan(500);
  });

  it('names each person on their mention pages, sometimes two namesakes on one page', () => {
    let total = 0;
    for (const person of population.people) {
      for (const mention of person.mentions) {
        expect(`${mention.title}\n${mention.text}`).toContain(mention.nameAsWritten);
        total += 1;
      }
    }
    expect(total).toBeGreaterThan(population.people.length * 2);
    const byId = new Map(population.people.map((p) => [p.id, p]));
    const withNamesakes = population.pages.filter((page) => {
      const names = page.personIds
        .map((id) => byId.get(id))
        .map((p) => (p ? fold(`${p.givenName} ${p.familyName}`) : ''));
      return new Set(names).size < names.length;
    });
    expect(withNamesakes.length).toBeGreaterThan(5);
    expect(
      population.people.some((p) =>
        p.mentions.some((m) => p.nicknames.some((n) => m.nameAsWritten.startsWith(n))),
      ),
    ).toBe(true);
  });
});

/** Sources a name search asks by name. */
const NAME_SOURCES = new Set([
  'github',
  'bluesky',
  'stackoverflow',
  'keybase',
  'codeberg',
  'mastodon',
  'devto',
]);
const catalogueOnly = new Set(buildPlatforms().flatMap((p) => (p.api ? [] : [p.key])));

function archetypes(kind: Archetype): SamplePerson[] {
  const people = pickArchetypes(population, kind);
  expect(people).toHaveLength(PEOPLE_PER_ARCHETYPE);
  return people;
}

/** The usernames the engine guesses from a name. */
function guessed(person: SamplePerson): string[] {
  const name = parsePersonName(person.name);
  if (!name) throw new Error(`unparsable name ${person.name}`);
  return usernamesFromName(name);
}

function label(account: SampleAccount): string {
  return account.username.toLowerCase().replace(/\.bsky\.social$/, '');
}

/** Not findable by a name: nothing on a name source, no name-derived username, no page naming them, not notable. */
function expectUnreachableByName(person: SamplePerson): void {
  expect(person.accounts.filter((a) => NAME_SOURCES.has(a.platform))).toEqual([]);
  for (const account of person.accounts) {
    expect(catalogueOnly.has(account.platform), account.platform).toBe(true);
    expect(account.probeBlocked).toBeUndefined();
  }
  expect(person.wikidataId).toBeUndefined();
  expect(person.website).toBeNull();
}

describe('archetype people', () => {
  it('come after the regular people, two of each, and leave every regular person and page as it was', () => {
    const plain = generatePopulation({ seed: 1, size: 2400, archetypes: false });
    expect(plain.people).toHaveLength(2400);
    expect(JSON.stringify(population.people.slice(0, 2400))).toBe(JSON.stringify(plain.people));
    expect(JSON.stringify(population.pages.slice(0, plain.pages.length))).toBe(JSON.stringify(plain.pages));
    const extra = population.people.slice(2400);
    expect(extra.map((p) => p.id)).toEqual(
      Array.from({ length: ARCHETYPE_PEOPLE }, (_, i) => `p${String(2401 + i).padStart(4, '0')}`),
    );
    expect(population.people.slice(0, 2400).every((p) => p.archetype === undefined)).toBe(true);
    for (const kind of ARCHETYPES) {
      expect(archetypes(kind).every((p) => p.archetype === kind)).toBe(true);
    }
    const otherSeed = generatePopulation({ seed: 2, size: 300 });
    expect(otherSeed.people).toHaveLength(300 + ARCHETYPE_PEOPLE);
    expect(otherSeed.people.slice(300).map((p) => p.archetype)).toEqual(extra.map((p) => p.archetype));
  });

  it('are never picked as random name-search cases', () => {
    const small = generatePopulation({ seed: 2, size: 60 });
    const cases = pickSearchablePeople(small, small.people.length, 3);
    expect(cases.length).toBeGreaterThan(30);
    expect(cases.some((c) => c.person.archetype !== undefined)).toBe(false);
  });

  it('have names and usernames nobody else has, none of them derived from the name', () => {
    const extra = population.people.slice(2400);
    const regular = population.people.slice(0, 2400);
    const regularNames = new Set(regular.map((p) => fold(`${p.givenName} ${p.familyName}`)));
    const regularFamilies = new Set(regular.map((p) => fold(p.familyName)));
    const othersUsernames = new Map<string, Set<string>>();
    for (const person of population.people) {
      for (const account of person.accounts) {
        const owners = othersUsernames.get(label(account)) ?? new Set<string>();
        owners.add(person.id);
        othersUsernames.set(label(account), owners);
      }
    }
    expect(new Set(extra.map((p) => fold(p.name))).size).toBe(extra.length);
    for (const person of extra) {
      expect(regularNames.has(fold(person.name)), person.name).toBe(false);
      expect(regularFamilies.has(fold(person.familyName)), person.familyName).toBe(false);
      const guesses = guessed(person);
      expect(guesses.length).toBeGreaterThan(3);
      for (const account of person.accounts) {
        const u = label(account);
        expect([...(othersUsernames.get(u) ?? [])], u).toEqual([person.id]);
        expect(guesses, u).not.toContain(u);
        expect(u).not.toContain(fold(person.givenName));
        expect(u).not.toContain(fold(person.familyName));
      }
    }
  });

  it('email-only: no name path, one address, 2–3 accounts Gravatar can verify plus one more, no page', () => {
    for (const person of archetypes('email-only')) {
      expectUnreachableByName(person);
      expect(person.emails).toHaveLength(1);
      expect(person.phone).toBeNull();
      expect(person.mentions).toEqual([]);
      expect(population.pages.some((page) => page.personIds.includes(person.id))).toBe(false);
      const verifiable = person.accounts.filter((a) =>
        ['instagram', 'x', 'tiktok', 'reddit'].includes(a.platform),
      );
      expect(verifiable.length).toBeGreaterThanOrEqual(2);
      expect(verifiable.length).toBeLessThanOrEqual(3);
      expect(person.accounts.length).toBe(verifiable.length + 1);
      expect(new Set(person.accounts.map((a) => a.username)).size).toBe(1);
    }
  });

  it('phone-only: no name path; one club page shows their number right after their name and links an account', () => {
    const phones = new Set(population.people.slice(0, 2400).flatMap((p) => (p.phone ? [p.phone] : [])));
    for (const person of archetypes('phone-only')) {
      expectUnreachableByName(person);
      expect(person.emails).toEqual([]);
      expect(person.phone).toMatch(/^(\+1\d{3}55501\d{2}|\+447700900\d{3}|\+3363998\d{4})$/);
      expect(phones.has(person.phone ?? '')).toBe(false);
      const pages = population.pages.filter((page) => page.personIds.includes(person.id));
      expect(pages).toHaveLength(1);
      const [page] = pages;
      if (!page) throw new Error('no page');
      expect(page.kind).toBe('club');
      expect(page.personIds).toEqual([person.id]);
      expect(person.mentions.map((m) => m.url)).toEqual([page.url]);
      const facts = describePhone(person.phone ?? '');
      if (!facts) throw new Error(`unreadable ${person.phone}`);
      const text = page.paragraphs.join('\n');
      expect(textShowsPhone(text, facts)).toBe(true);
      expect(nameBeforePhone(text, facts)).toBe(person.name);
      expect(page.links).toHaveLength(1);
      expect(person.accounts.map((a) => a.url)).toContain(page.links?.[0]);
      expect(page.relMe).toEqual([]);
    }
  });

  it('recursion: one GitHub account with the full name; the others share its username and show no name', () => {
    for (const person of archetypes('recursion')) {
      const named = person.accounts.filter((a) => NAME_SOURCES.has(a.platform));
      expect(named.map((a) => a.platform)).toEqual(['github']);
      const [github] = named;
      if (!github) throw new Error('no GitHub account');
      expect(github.displayName).toBe(person.name);
      expect(github.website).toBeNull();
      expect(github.links).toEqual([]);
      const others = person.accounts.filter((a) => a !== github);
      expect(others.length).toBeGreaterThanOrEqual(3);
      expect(others.length).toBeLessThanOrEqual(4);
      for (const account of [github, ...others]) {
        expect(account.username).toBe(github.username);
        expect(account.company).toBeNull();
        expect(account.links).toEqual([]);
        expect(account.website).toBeNull();
        expect(account.bio).not.toMatch(/https?:|\.(com|app|org|net)\b|@/);
        if (account.location) expect(person.cityVariants).toContain(account.location);
      }
      for (const account of others) {
        expect(catalogueOnly.has(account.platform), account.platform).toBe(true);
        expect(account.platform).not.toBe('x');
        const shown = fold(`${account.displayName} ${account.bio}`);
        expect(shown).not.toContain(fold(person.givenName));
        expect(shown).not.toContain(fold(person.familyName));
      }
      expect(person.emails).toEqual([]);
      expect(person.mentions).toEqual([]);
    }
  });

  it('blocked-site: a GitHub or Bluesky account with the full name links an account whose probes are refused', () => {
    const linking = new Set<string>();
    for (const person of archetypes('blocked-site')) {
      const blocked = person.accounts.filter((a) => a.probeBlocked);
      expect(blocked).toHaveLength(1);
      const [hidden] = blocked;
      if (!hidden) throw new Error('no blocked account');
      expect(['instagram', 'x', 'tiktok', 'reddit']).toContain(hidden.platform);
      const named = person.accounts.filter((a) => NAME_SOURCES.has(a.platform));
      expect(named).toHaveLength(1);
      const [source] = named;
      if (!source) throw new Error('no name-searchable account');
      linking.add(source.platform);
      expect(source.displayName).toBe(person.name);
      expect([source.website, ...source.links]).toContain(hidden.url);
      expect(label(source)).not.toBe(hidden.username.toLowerCase());
      expect(person.mentions).toEqual([]);
    }
    expect([...linking].sort()).toEqual(['bluesky', 'github']);
  });
});

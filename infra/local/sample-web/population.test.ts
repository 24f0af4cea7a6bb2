import { describe, expect, it } from 'vitest';
import { generatePopulation } from './index.ts';
import type { Population } from './index.ts';
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
    expect(population.people.length).toBeGreaterThanOrEqual(2000);
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

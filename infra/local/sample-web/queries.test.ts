import { describe, expect, it } from 'vitest';
import { checkUrl, ownCatalogue } from '../../../functions/lib/search/probes/catalogue.ts';
import {
  findAccountByUrl,
  findPeopleByName,
  findPersonByAccountUrl,
  generatePopulation,
  pickSearchablePeople,
  platformForSite,
} from './index.ts';

const population = generatePopulation({ seed: 2, size: 600 });

describe('findPersonByAccountUrl', () => {
  it('finds the owner of every account by its profile URL, in the usual spellings', () => {
    for (const person of population.people.slice(0, 200)) {
      for (const account of person.accounts) {
        expect(findPersonByAccountUrl(population, account.url)?.id).toBe(person.id);
        const variant = account.url.includes('?')
          ? account.url.replace('https://', 'http://')
          : `${account.url.replace('https://', 'http://www.')}/`;
        expect(findPersonByAccountUrl(population, variant)?.id, variant).toBe(person.id);
      }
    }
    const x = population.people.flatMap((p) => p.accounts).find((a) => a.platform === 'x');
    expect(x && findAccountByUrl(population, `twitter.com/${x.username.toUpperCase()}`)?.account.url).toBe(
      x?.url,
    );
    expect(
      findPersonByAccountUrl(population, 'https://github.com/surely-nobody-has-this-name'),
    ).toBeUndefined();
  });

  it('also knows the probe URLs of the catalogue and people’s websites', () => {
    for (const site of ownCatalogue) {
      const platform = platformForSite(site);
      const owner = population.people.find((p) => p.accounts.some((a) => a.platform === platform));
      const account = owner?.accounts.find((a) => a.platform === platform);
      if (!owner || !account) continue;
      expect(findPersonByAccountUrl(population, checkUrl(site, account.username))?.id, site.name).toBe(
        owner.id,
      );
    }
    const withSite = population.people.find((p) => p.website);
    expect(withSite && findPersonByAccountUrl(population, withSite.website ?? '')?.id).toBe(withSite?.id);
  });
});

describe('pickSearchablePeople', () => {
  it('is deterministic and gives each case a name and a hint that the person really uses', () => {
    const cases = pickSearchablePeople(population, 30, 9);
    expect(pickSearchablePeople(population, 30, 9).map((c) => c.person.id)).toEqual(
      cases.map((c) => c.person.id),
    );
    expect(cases).toHaveLength(30);
    for (const c of cases) {
      expect(c.name).toBe(c.person.name);
      if (c.hintKind === 'location') expect(c.person.cityVariants).toContain(c.hint);
      if (c.hintKind === 'employer')
        expect([c.person.employer, ...c.person.employerVariants]).toContain(c.hint);
      if (c.hintKind === 'profile') {
        const handle = c.hint.replace(/^@/, '').split('@')[0] ?? '';
        expect(
          c.person.accounts.some(
            (a) => c.hint === a.url || c.hint.includes(a.username) || a.username.includes(handle),
          ),
        ).toBe(true);
      }
      expect(c.expectedAccountUrls.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(cases.map((c) => c.hintKind)).size).toBe(3);
  });

  it('finds namesakes regardless of accents', () => {
    expect(findPeopleByName(population, 'maria garcia').length).toBeGreaterThanOrEqual(
      findPeopleByName(population, 'María García').length,
    );
    expect(findPeopleByName(population, 'John Smith').length).toBeGreaterThanOrEqual(12);
  });
});

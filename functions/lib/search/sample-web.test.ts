import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPersonByAccountUrl,
  namesakesOf,
  pickSearchablePeople,
  searchSampleWeb,
  startSampleWeb,
} from '../../../infra/local/sample-web/index.ts';
import type { SampleWeb, SamplePerson } from '../../../infra/local/sample-web/index.ts';
import { WebClient } from '../fetch/web-client.ts';
import { createSearchEngine } from './engine.ts';
import type { EngineUpdate, SearchEngine } from './engine.ts';

let web: SampleWeb;
let engine: SearchEngine;
const saved = { ...process.env };

beforeAll(async () => {
  web = await startSampleWeb({ seed: 1, size: 2400 });
  searchSampleWeb(web.url);
  engine = createSearchEngine({ web: new WebClient() });
}, 60_000);

afterAll(async () => {
  process.env = saved;
  await web?.close();
});

function ownerOf(url: string): string | undefined {
  return findPersonByAccountUrl(web.population, url)?.id;
}

/** Share of a profile's accounts that belong to the person. */
function shareOf(update: EngineUpdate, person: SamplePerson): number {
  const top = update.profiles[0];
  if (!top || top.accounts.length === 0) return 0;
  return top.accounts.filter((account) => ownerOf(account.url) === person.id).length / top.accounts.length;
}

/** Profiles holding accounts of two different people: namesakes merged by mistake. */
function mixedProfiles(update: EngineUpdate): string[][] {
  return update.profiles
    .map((profile) => [
      ...new Set(profile.accounts.map((a) => ownerOf(a.url)).filter((id) => id !== undefined)),
    ])
    .filter((owners) => owners.length > 1);
}

/** Someone sharing their name with at least two others, the only one of them in their city. */
function namesakeInOwnCity(): SamplePerson {
  const found = web.population.people.find((person) => {
    const others = namesakesOf(web.population, person);
    return (
      others.length >= 2 &&
      person.accounts.filter((a) => !a.dormant).length >= 3 &&
      others.every((other) => other.placeKey !== person.placeKey)
    );
  });
  if (!found) throw new Error('the sample web has no namesake alone in their city');
  return found;
}

describe('name searches against the sample web', () => {
  it('finds the right person on top for people searched by name and city', async () => {
    const cases = pickSearchablePeople(web.population, 12, 5, { hintKinds: ['location'] });
    let right = 0;
    for (const c of cases) {
      const result = await engine.runSearch({
        type: 'name',
        name: c.name,
        hints: { location: c.person.city, profile: '', other: '' },
      });
      if (shareOf(result, c.person) > 0.5) right += 1;
      expect(mixedProfiles(result)).toEqual([]);
      expect(result.failedSources).toEqual([]);
    }
    expect(right / cases.length).toBeGreaterThanOrEqual(0.75);
  });

  it('tells a person from their namesakes by the city, without merging them', async () => {
    const person = namesakeInOwnCity();
    const result = await engine.runSearch({
      type: 'name',
      name: person.name,
      hints: { location: person.city, profile: '', other: '' },
    });
    expect(shareOf(result, person)).toBeGreaterThan(0.5);
    expect(mixedProfiles(result)).toEqual([]);
    const owners = new Set(result.profiles.flatMap((p) => p.accounts.map((a) => ownerOf(a.url))));
    expect(owners.size).toBeGreaterThan(1);
    const top = result.profiles[0];
    const namesakeTop = result.profiles.find((p) => p.accounts.some((a) => ownerOf(a.url) !== person.id));
    expect(top?.confidence).toBeGreaterThan(namesakeTop?.confidence ?? 0);
  });

  it('lists websites that mention the name, grouped by domain, with no social platforms', async () => {
    const person = namesakeInOwnCity();
    const result = await engine.runSearch({
      type: 'name',
      name: person.name,
      hints: { location: person.city, profile: '', other: '' },
    });
    expect(result.mentions.length).toBeGreaterThan(0);
    for (const mention of result.mentions) {
      expect(mention.samples.length).toBeGreaterThan(0);
      expect(mention.samples.length).toBeLessThanOrEqual(2);
      expect(mention.domain).not.toMatch(/(^|\.)(x|github|instagram|tiktok|reddit|bsky)\.(com|app)$/);
    }
  });

  it('turns an email address into the person behind it (Gravatar, OpenPGP key, commits)', async () => {
    const results: boolean[] = [];
    for (const person of web.population.people.filter((p) => p.emails.length > 0).slice(0, 8)) {
      const email = person.emails[0] ?? '';
      const result = await engine.runSearch({
        type: 'email',
        email,
        hints: { location: '', profile: '', other: '' },
      });
      if (result.profiles.length > 0) results.push(shareOf(result, person) > 0.5);
    }
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.filter(Boolean).length / results.length).toBeGreaterThanOrEqual(0.6);
  });

  it('turns a phone number shown on a page into the person named next to it', async () => {
    const person = web.population.people.find(
      (p) =>
        p.phone &&
        web.population.pages.some(
          (page) => page.kind === 'club' && page.personIds.includes(p.id) && page.path === '/committee',
        ),
    );
    if (!person?.phone) throw new Error('no committee member with a phone in the sample web');
    const result = await engine.runSearch({
      type: 'phone',
      phone: person.phone,
      hints: { location: '', profile: '', other: '' },
    });
    expect(result.mentions.length).toBeGreaterThan(0);
  });
});

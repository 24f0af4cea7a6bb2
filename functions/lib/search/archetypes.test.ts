import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPeopleByName,
  findPersonByAccountUrl,
  normalizeProfileUrl,
  pickArchetypes,
  searchSampleWeb,
  startSampleWeb,
} from '../../../infra/local/sample-web/index.ts';
import type { SampleWeb, SamplePerson } from '../../../infra/local/sample-web/index.ts';
import { WebClient } from '../fetch/web-client.ts';
import { createSearchEngine } from './engine.ts';
import { fold } from './text/fold.ts';
import type { EngineUpdate, SearchQuery } from './engine.ts';

let web: SampleWeb;
const saved = { ...process.env };
const noHints = { location: '', profile: '', other: '' };

beforeAll(async () => {
  web = await startSampleWeb({ seed: 1, size: 2400 });
  searchSampleWeb(web.url);
  delete process.env.DISABLED_SOURCES;
}, 60_000);

afterAll(async () => {
  process.env = saved;
  await web?.close();
});

function search(query: SearchQuery): Promise<EngineUpdate> {
  return createSearchEngine({ web: new WebClient() }).runSearch(query);
}

/** The person's accounts shown in the profile that holds most of them. */
function accountsShown(result: EngineUpdate, person: SamplePerson): string[] {
  const own = new Set(person.accounts.map((account) => normalizeProfileUrl(account.url)));
  const counts = result.profiles.map((profile) =>
    profile.accounts
      .map((account) => normalizeProfileUrl(account.url))
      .filter((url): url is string => url !== null && own.has(url)),
  );
  return counts.sort((a, b) => b.length - a.length)[0] ?? [];
}

function anyAccountOf(result: EngineUpdate, person: SamplePerson): boolean {
  return result.profiles.some((profile) =>
    profile.accounts.some((account) => findPersonByAccountUrl(web.population, account.url)?.id === person.id),
  );
}

function only(archetype: Parameters<typeof pickArchetypes>[1]): SamplePerson {
  const [person] = pickArchetypes(web.population, archetype);
  if (!person) throw new Error(`the sample web has no ${archetype} person`);
  return person;
}

describe('people a name search cannot reach', () => {
  it('finds someone known only through their email address by that address', async () => {
    const person = only('email-only');
    const byName = await search({ type: 'name', name: person.name, hints: noHints });
    expect(anyAccountOf(byName, person)).toBe(false);

    const byEmail = await search({ type: 'email', email: person.emails[0] ?? '', hints: noHints });
    expect(accountsShown(byEmail, person).length).toBeGreaterThanOrEqual(2);
    expect(byEmail.profiles[0]?.displayName).toBe(person.name);
  }, 30_000);

  it('finds someone known only through their phone number by the account the page links next to it', async () => {
    const person = only('phone-only');
    const byName = await search({ type: 'name', name: person.name, hints: noHints });
    expect(anyAccountOf(byName, person)).toBe(false);

    const byPhone = await search({ type: 'phone', phone: person.phone ?? '', hints: noHints });
    expect(accountsShown(byPhone, person).length).toBeGreaterThanOrEqual(1);
    expect(byPhone.mentions.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('following up usernames found on the way', () => {
  it('finds accounts that show no name through the username of one that does, and only by following it up', async () => {
    const person = only('recursion');
    const followed = await search({ type: 'name', name: person.name, hints: noHints });
    const shown = accountsShown(followed, person);
    expect(shown.length).toBeGreaterThanOrEqual(3);

    process.env.DISABLED_SOURCES = 'pivots';
    try {
      const unfollowed = await search({ type: 'name', name: person.name, hints: noHints });
      expect(accountsShown(unfollowed, person).length).toBeLessThan(shown.length);
      expect(unfollowed.progress.sourcesTotal).toBe(followed.progress.sourcesTotal - 1);
    } finally {
      delete process.env.DISABLED_SOURCES;
    }
  }, 30_000);

  it('reaches an account on a site that blocks checks through the link another account gives', async () => {
    const person = only('blocked-site');
    const blocked = person.accounts.find((account) => account.probeBlocked);
    if (!blocked) throw new Error('the blocked-site person has no blocked account');
    const result = await search({ type: 'name', name: person.name, hints: noHints });
    expect(accountsShown(result, person)).toContain(normalizeProfileUrl(blocked.url));
  }, 30_000);

  it('follows the accounts someone lists on their own website, when the site comes up for the name', async () => {
    const homepage = web.population.pages.find((page) => {
      const owner = web.population.people.find((person) => person.id === page.ownerId);
      return (
        page.kind === 'homepage' &&
        owner !== undefined &&
        !owner.archetype &&
        page.relMe.length >= 2 &&
        findPeopleByName(web.population, owner.name).length === 1 &&
        owner.accounts.some(
          (account) =>
            page.relMe.includes(account.url) && !fold(account.username).includes(fold(owner.familyName)),
        )
      );
    });
    const owner = web.population.people.find((person) => person.id === homepage?.ownerId);
    if (!homepage || !owner) throw new Error('the sample web has no homepage listing word usernames');
    const result = await search({ type: 'name', name: owner.name, hints: noHints });
    const holder = result.profiles.find((profile) =>
      profile.accounts.some(
        (account) => normalizeProfileUrl(account.url) === normalizeProfileUrl(homepage.url),
      ),
    );
    expect(holder?.accounts.map((account) => normalizeProfileUrl(account.url))).toEqual(
      expect.arrayContaining(homepage.relMe.map((url) => normalizeProfileUrl(url))),
    );
  }, 30_000);
});

import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { readPageMeta } from '../../../functions/lib/search/enrich/page-meta.ts';
import { checkUrl, ownCatalogue } from '../../../functions/lib/search/probes/catalogue.ts';
import {
  describePhone,
  nameBeforePhone,
  phonePhrases,
  textShowsPhone,
} from '../../../functions/lib/search/seeds/phone.ts';
import {
  ARCHETYPE_PEOPLE,
  findAccountByUrl,
  pickArchetypes,
  platformForSite,
  startSampleWeb,
} from './index.ts';
import type { SampleAccount, SamplePerson, SampleWeb } from './index.ts';

let web: SampleWeb;

beforeAll(async () => {
  web = await startSampleWeb({ seed: 3, size: 800 });
});

afterAll(async () => {
  await web.close();
});

/** Fetches a real-web URL through the sample web, as the back end's fetch seam does. */
async function fetchVia(base: string, url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  return fetch(`${base}/${target.host}${target.pathname}${target.search}`, { redirect: 'manual', ...init });
}

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetchVia(web.url, url);
  expect(response.status, url).toBe(200);
  return schema.parse(await response.json());
}

function someone(predicate: (p: SamplePerson) => boolean): SamplePerson {
  const person = web.population.people.find(predicate);
  if (!person) throw new Error('no such person in the sample population');
  return person;
}

function accountOf(person: SamplePerson, platform: string): SampleAccount {
  const account = person.accounts.find((a) => a.platform === platform);
  if (!account) throw new Error(`no ${platform} account`);
  return account;
}

const has = (platform: string) => (p: SamplePerson) => p.accounts.some((a) => a.platform === platform);

describe('sample web server', () => {
  it('answers GET / with a summary and unknown hosts with 502', async () => {
    const summary = z
      .object({ people: z.number(), pages: z.number(), hosts: z.array(z.string()) })
      .parse(await (await fetch(`${web.url}/`)).json());
    expect(summary.people).toBe(800 + ARCHETYPE_PEOPLE);
    expect(summary.hosts).toContain('api.github.com');
    const unknown = await fetchVia(web.url, 'https://nowhere.invalid/x');
    expect(unknown.status).toBe(502);
    expect(await unknown.json()).toEqual({ error: 'unknown host' });
  });

  it('answers Wikidata search, human-only CirrusSearch, handle lookups and entities', async () => {
    const notable = someone((p) => p.wikidataId !== undefined && has('github')(p));
    const search = await getJson(
      `https://www.wikidata.org/w/api.php?action=wbsearchentities&search=${encodeURIComponent(notable.name)}&language=en&type=item&limit=20&format=json`,
      z.object({
        searchinfo: z.object({ search: z.string() }),
        search: z.array(
          z.object({
            id: z.string(),
            label: z.string(),
            description: z.string(),
            match: z.object({ type: z.string() }),
            concepturi: z.string(),
          }),
        ),
        success: z.literal(1),
      }),
    );
    expect(search.search.map((s) => s.id)).toContain(notable.wikidataId);

    const cirrus = z.object({
      batchcomplete: z.string(),
      query: z.object({
        searchinfo: z.object({ totalhits: z.number() }),
        search: z.array(
          z.object({
            ns: z.literal(0),
            title: z.string(),
            pageid: z.number(),
            snippet: z.string(),
            timestamp: z.string(),
          }),
        ),
      }),
    });
    const humans = await getJson(
      `https://www.wikidata.org/w/api.php?action=query&list=search&srsearch=${encodeURIComponent(`${notable.name} haswbstatement:P31=Q5`)}&srnamespace=0&srlimit=20&format=json`,
      cirrus,
    );
    expect(humans.query.search.map((s) => s.title)).toContain(notable.wikidataId);

    const entities = z.object({
      entities: z.record(
        z.string(),
        z.object({
          id: z.string(),
          labels: z.record(z.string(), z.object({ language: z.string(), value: z.string() })),
          claims: z.record(
            z.string(),
            z.array(
              z.object({
                mainsnak: z.object({
                  property: z.string(),
                  datavalue: z.object({ value: z.unknown(), type: z.string() }),
                }),
                rank: z.string(),
              }),
            ),
          ),
        }),
      ),
      success: z.literal(1),
    });
    const got = await getJson(
      `https://www.wikidata.org/w/api.php?action=wbgetentities&ids=${notable.wikidataId ?? ''}&format=json`,
      entities,
    );
    const entity = got.entities[notable.wikidataId ?? ''];
    expect(entity?.claims.P31?.[0]?.mainsnak.datavalue.value).toMatchObject({ id: 'Q5' });
    const github = entity?.claims.P2037?.[0]?.mainsnak.datavalue.value;
    if (typeof github === 'string') {
      const byHandle = await getJson(
        `https://www.wikidata.org/w/api.php?action=query&list=search&srsearch=haswbstatement:P2037=${github}&format=json`,
        cirrus,
      );
      expect(byHandle.query.search[0]?.title).toBe(notable.wikidataId);
    }
  });

  it('answers GitHub user search without names, profiles with them, and commit search', async () => {
    const person = someone(
      (p) =>
        p.givenName === 'John' &&
        p.familyName === 'Smith' &&
        p.accounts.some((a) => a.platform === 'github' && a.displayName === 'John Smith'),
    );
    const gh = accountOf(person, 'github');
    const search = await getJson(
      'https://api.github.com/search/users?q=fullname:%22John%20Smith%22%20type:user&per_page=100',
      z.object({
        total_count: z.number(),
        incomplete_results: z.boolean(),
        items: z.array(
          z
            .object({
              login: z.string(),
              id: z.number(),
              html_url: z.string(),
              type: z.string(),
              score: z.number(),
            })
            .strict()
            .or(z.looseObject({ login: z.string() })),
        ),
      }),
    );
    expect(search.items.map((i) => i.login)).toContain(gh.username);
    expect(search.items.every((i) => !('name' in i))).toBe(true);
    const user = await getJson(
      `https://api.github.com/users/${gh.username}`,
      z.object({
        login: z.string(),
        name: z.string().nullable(),
        company: z.string().nullable(),
        blog: z.string(),
        location: z.string().nullable(),
        bio: z.string().nullable(),
        twitter_username: z.string().nullable(),
        created_at: z.string(),
      }),
    );
    expect(user.name).toBe('John Smith');
    expect(user.location).toBe(gh.location);
    const missing = await fetchVia(web.url, 'https://api.github.com/users/no-such-login-xyz');
    expect(missing.status).toBe(404);
    const commits = await getJson(
      'https://api.github.com/search/commits?q=author-email:nobody@nowhere.example',
      z.object({ total_count: z.number(), items: z.array(z.unknown()) }),
    );
    expect(commits.total_count).toBe(0);
  });

  it('answers Bluesky searchActors and getProfile', async () => {
    const person = someone(has('bluesky'));
    const bsky = accountOf(person, 'bluesky');
    const actor = z.object({
      did: z.string().startsWith('did:plc:'),
      handle: z.string(),
      displayName: z.string().optional(),
      description: z.string().optional(),
      indexedAt: z.string(),
      labels: z.array(z.unknown()),
    });
    const found = await getJson(
      `https://public.api.bsky.app/xrpc/app.bsky.actor.searchActors?q=${encodeURIComponent(bsky.username)}&limit=25`,
      z.object({ cursor: z.string().optional(), actors: z.array(actor) }),
    );
    expect(found.actors[0]?.handle).toBe(bsky.username);
    const profile = await getJson(
      `https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor=${bsky.username}`,
      actor.extend({ followersCount: z.number(), postsCount: z.number() }),
    );
    expect(profile.displayName).toBe(bsky.displayName);
    const page = await (await fetchVia(web.url, bsky.url)).text();
    expect(page).toContain('og:title');
  });

  it('answers Stack Exchange users?inname= with quota fields', async () => {
    const person = someone(has('stackoverflow'));
    const so = accountOf(person, 'stackoverflow');
    const response = await fetchVia(
      web.url,
      `https://api.stackexchange.com/2.3/users?inname=${encodeURIComponent(so.displayName)}&site=stackoverflow&pagesize=100`,
    );
    const body = z
      .object({
        items: z.array(
          z.object({
            user_id: z.number(),
            account_id: z.number(),
            display_name: z.string(),
            link: z.string(),
            reputation: z.number(),
            profile_image: z.string(),
            badge_counts: z.object({ bronze: z.number(), silver: z.number(), gold: z.number() }),
          }),
        ),
        has_more: z.boolean(),
        quota_max: z.number(),
        quota_remaining: z.number(),
      })
      .parse(await response.json());
    expect(body.items.map((i) => i.link)).toContain(so.url);
  });

  it('answers Keybase user search and lookup with proofs', async () => {
    const person = someone(has('keybase'));
    const kb = accountOf(person, 'keybase');
    const search = await getJson(
      `https://keybase.io/_/api/1.0/user/user_search.json?q=${kb.username}`,
      z.object({
        status: z.object({ code: z.literal(0) }),
        list: z.array(
          z.object({ keybase: z.object({ username: z.string(), full_name: z.string() }), score: z.number() }),
        ),
      }),
    );
    expect(search.list[0]?.keybase.username).toBe(kb.username.toLowerCase());
    const lookup = await getJson(
      `https://keybase.io/_/api/1.0/user/lookup.json?usernames=${kb.username}`,
      z.object({
        status: z.object({ code: z.number(), name: z.string() }),
        them: z.array(
          z
            .object({
              basics: z.object({ username: z.string() }),
              profile: z.object({ full_name: z.string() }),
              proofs_summary: z.object({
                all: z.array(
                  z.object({ proof_type: z.string(), nametag: z.string(), service_url: z.string() }),
                ),
              }),
            })
            .nullable(),
        ),
      }),
    );
    expect(lookup.them[0]?.basics.username).toBe(kb.username.toLowerCase());
  });

  it('answers Codeberg search ({ok, data}) and users, Mastodon WebFinger/lookup/search and dev.to', async () => {
    const cb = accountOf(someone(has('codeberg')), 'codeberg');
    const cbSearch = await getJson(
      `https://codeberg.org/api/v1/users/search?q=${cb.username}&limit=10`,
      z.object({
        ok: z.literal(true),
        data: z.array(z.object({ login: z.string(), full_name: z.string(), html_url: z.string() })),
      }),
    );
    expect(cbSearch.data.map((u) => u.login)).toContain(cb.username);

    const md = accountOf(someone(has('mastodon')), 'mastodon');
    const instance = md.instance ?? 'mastodon.social';
    const finger = await getJson(
      `https://${instance}/.well-known/webfinger?resource=acct:${md.username}@${instance}`,
      z.object({
        subject: z.string(),
        links: z.array(z.object({ rel: z.string(), href: z.string().optional() })),
      }),
    );
    expect(finger.subject).toBe(`acct:${md.username}@${instance}`);
    const mastoAccount = z.object({
      id: z.string(),
      username: z.string(),
      acct: z.string(),
      display_name: z.string(),
      note: z.string(),
      url: z.string(),
      fields: z.array(z.object({ name: z.string(), value: z.string(), verified_at: z.string().nullable() })),
    });
    const looked = await getJson(
      `https://${instance}/api/v1/accounts/lookup?acct=${md.username}`,
      mastoAccount,
    );
    expect(looked.url).toBe(md.url);
    const search = await getJson(
      `https://${instance}/api/v2/search?q=${encodeURIComponent(`${md.username}@${instance}`)}&type=accounts`,
      z.object({
        accounts: z.array(mastoAccount),
        statuses: z.array(z.unknown()),
        hashtags: z.array(z.unknown()),
      }),
    );
    expect(search.accounts[0]?.url).toBe(md.url);
    const other = instance === 'fosstodon.org' ? 'mastodon.social' : 'fosstodon.org';
    const remote = await getJson(
      `https://${other}/api/v1/accounts/lookup?acct=${md.username}@${instance}`,
      mastoAccount,
    );
    expect(remote.acct).toBe(`${md.username}@${instance}`);

    const dev = accountOf(someone(has('devto')), 'devto');
    const devUser = await getJson(
      `https://dev.to/api/users/by_username?url=${dev.username}`,
      z.object({
        type_of: z.literal('user'),
        username: z.string(),
        github_username: z.string().nullable(),
        twitter_username: z.string().nullable(),
      }),
    );
    expect(devUser.username).toBe(dev.username);
  });

  it('answers every catalogue probe: existing → e_code + e_string, missing → m_code + m_string', async () => {
    let blocked = 0;
    let held = 0;
    for (const site of ownCatalogue) {
      const platform = platformForSite(site);
      const holders = web.population.people.flatMap((p) => p.accounts.filter((a) => a.platform === platform));
      // Little-known sites are rare in a small population; most sites still have someone to check.
      if (holders.length > 0) held += 1;
      let checked = holders.length === 0;
      for (const account of holders.slice(0, 12)) {
        const response = await fetchVia(web.url, checkUrl(site, account.username));
        const body = await response.text();
        if (response.status === 403) {
          blocked += 1;
          continue;
        }
        expect(response.status, `${site.name} ${account.username}`).toBe(site.e_code);
        expect(body, site.name).toContain(site.e_string);
        if (site.m_string) expect(body, site.name).not.toContain(site.m_string);
        checked = true;
        break;
      }
      expect(checked, site.name).toBe(true);
      let missingChecked = false;
      for (const name of ['zzq-no-one-here', 'qq-nobody-0x17', 'nobody-at-all-42']) {
        const response = await fetchVia(web.url, checkUrl(site, name));
        if (response.status === 403) continue;
        const body = await response.text();
        expect(response.status, site.name).toBe(site.m_code);
        if (site.m_string) expect(body, site.name).toContain(site.m_string);
        expect(body, site.name).not.toContain(site.e_string);
        missingChecked = true;
        break;
      }
      expect(missingChecked, site.name).toBe(true);
    }
    expect(held / ownCatalogue.length).toBeGreaterThan(0.8);
    const instagram = web.population.people.flatMap((p) =>
      p.accounts.filter((a) => a.platform === 'instagram'),
    );
    const statuses = await Promise.all(
      instagram.slice(0, 80).map(async (a) => (await fetchVia(web.url, a.url)).status),
    );
    expect(statuses.filter((s) => s === 403).length + blocked).toBeGreaterThan(0);
  });

  it('serves profile pages with og tags and rel="me" links, and their avatars as images', async () => {
    const person = someone((p) =>
      p.accounts.some((a) => a.platform === 'github' && a.links.length > 0 && a.avatarUrl !== null),
    );
    const gh = accountOf(person, 'github');
    const page = await (await fetchVia(web.url, gh.url)).text();
    expect(page).toContain('<meta property="og:title"');
    expect(page).toContain('<meta property="og:image"');
    for (const link of gh.links) expect(page).toContain(`rel="me nofollow" href="${link}"`);
    const image = await fetchVia(web.url, gh.avatarUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const onePerPlatform = new Map<string, string>();
    for (const account of web.population.people.flatMap((p) => p.accounts)) {
      if (account.avatarUrl && !onePerPlatform.has(account.platform))
        onePerPlatform.set(account.platform, account.avatarUrl);
    }
    for (const url of onePerPlatform.values()) {
      const response = await fetchVia(web.url, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('image/png');
    }
  });

  it('finds a person’s mention pages with a quoted name on the SearXNG API, and serves those pages', async () => {
    const person = someone(
      (p) => p.mentions.filter((m) => m.nameAsWritten === p.name).length >= 2 && !p.name.includes("'"),
    );
    const wanted = person.mentions.filter((m) => m.nameAsWritten === person.name).map((m) => m.url);
    const result = z.object({
      url: z.string(),
      title: z.string(),
      content: z.string(),
      engine: z.string(),
      engines: z.array(z.string()),
      score: z.number(),
      category: z.string(),
      parsed_url: z.array(z.string()).length(6),
    });
    const body = z.object({
      query: z.string(),
      results: z.array(result),
      answers: z.array(z.unknown()),
      corrections: z.array(z.unknown()),
      infoboxes: z.array(z.unknown()),
      suggestions: z.array(z.unknown()),
      unresponsive_engines: z.array(z.unknown()),
    });
    const urls: string[] = [];
    for (let pageno = 1; pageno <= 8; pageno += 1) {
      const page = await getJson(
        `https://search.sample.example/search?q=${encodeURIComponent(`"${person.name}"`)}&format=json&pageno=${pageno}`,
        body,
      );
      if (page.results.length === 0) break;
      expect(page.results.length).toBeLessThanOrEqual(20);
      urls.push(...page.results.map((r) => r.url));
    }
    for (const url of wanted) expect(urls).toContain(url);
    const first = wanted[0] ?? '';
    const html = await (await fetchVia(web.url, first)).text();
    expect(html).toContain('<title>');
    expect(html).toContain(person.name.replace(/&/g, '&amp;'));
  });
});

const SearxSchema = z.object({ results: z.array(z.object({ url: z.string(), content: z.string() })) });

/** Every result URL of a SearXNG query (first pages). */
async function searxUrls(q: string): Promise<string[]> {
  const urls: string[] = [];
  for (let pageno = 1; pageno <= 5; pageno += 1) {
    const page = await getJson(
      `https://search.sample.example/search?q=${encodeURIComponent(q)}&format=json&pageno=${pageno}`,
      SearxSchema,
    );
    if (page.results.length === 0) break;
    urls.push(...page.results.map((r) => r.url));
  }
  return urls;
}

/** GitHub logins a full-name search returns. */
async function githubByName(name: string): Promise<string[]> {
  const found = await getJson(
    `https://api.github.com/search/users?q=${encodeURIComponent(`fullname:"${name}" type:user`)}&per_page=100`,
    z.object({ items: z.array(z.object({ login: z.string() })) }),
  );
  return found.items.map((i) => i.login);
}

/** Bluesky handles a name search returns. */
async function blueskyByName(name: string): Promise<string[]> {
  const found = await getJson(
    `https://public.api.bsky.app/xrpc/app.bsky.actor.searchActors?q=${encodeURIComponent(name)}&limit=100`,
    z.object({ actors: z.array(z.object({ handle: z.string() })) }),
  );
  return found.actors.map((a) => a.handle);
}

/** Probes an account on every catalogue site of its platform: status and body of each answer. */
async function probe(
  account: SampleAccount,
): Promise<{ site: string; status: number; body: string; ok: boolean }[]> {
  const sites = ownCatalogue.filter((site) => platformForSite(site) === account.platform);
  expect(sites.length, account.platform).toBeGreaterThan(0);
  return Promise.all(
    sites.map(async (site) => {
      const response = await fetchVia(web.url, checkUrl(site, account.username));
      const body = await response.text();
      return {
        site: site.name,
        status: response.status,
        body,
        ok:
          response.status === site.e_code &&
          body.includes(site.e_string) &&
          !(site.m_string !== '' && body.includes(site.m_string)),
      };
    }),
  );
}

/** Not reachable by a name: no GitHub or Bluesky hit, no web result but the pages that name them. */
async function expectNoAccountByName(person: SamplePerson, pages: string[]): Promise<void> {
  const own = new Set(person.accounts.map((a) => a.username.toLowerCase()));
  expect((await githubByName(person.name)).filter((login) => own.has(login.toLowerCase()))).toEqual([]);
  expect((await blueskyByName(person.name)).filter((handle) => own.has(handle.toLowerCase()))).toEqual([]);
  expect((await searxUrls(`"${person.name}"`)).sort()).toEqual([...pages].sort());
  for (const account of person.accounts) expect(await searxUrls(account.username)).toEqual([]);
}

function sha256(text: string): string {
  return createHash('sha256').update(text.trim().toLowerCase()).digest('hex');
}

describe('archetype people over HTTP', () => {
  it('email-only: Gravatar shows the name and 2–3 verified accounts that exist; no name search reaches them', async () => {
    const people = pickArchetypes(web.population, 'email-only');
    expect(people).toHaveLength(2);
    for (const person of people) {
      const email = person.emails[0] ?? '';
      const profile = await getJson(
        `https://api.gravatar.com/v3/profiles/${sha256(email)}`,
        z.object({
          display_name: z.string(),
          verified_accounts: z.array(z.object({ url: z.string(), is_hidden: z.boolean() })),
        }),
      );
      expect(profile.display_name).toBe(person.name);
      expect(profile.verified_accounts.length).toBeGreaterThanOrEqual(2);
      expect(profile.verified_accounts.length).toBeLessThanOrEqual(3);
      for (const verified of profile.verified_accounts) {
        expect(verified.is_hidden).toBe(false);
        const owner = findAccountByUrl(web.population, verified.url);
        expect(owner?.person.id, verified.url).toBe(person.id);
        const page = await fetchVia(web.url, verified.url);
        expect(page.status, verified.url).toBe(200);
        expect(await page.text()).toContain(person.name);
        for (const answer of await probe(owner?.account ?? ({} as SampleAccount)))
          expect(answer.ok, `${answer.site} ${answer.status}`).toBe(true);
      }
      await expectNoAccountByName(person, []);
    }
  });

  it('phone-only: a phrase search of the number finds the club page, which shows it after the name', async () => {
    const people = pickArchetypes(web.population, 'phone-only');
    expect(people).toHaveLength(2);
    for (const person of people) {
      const facts = describePhone(person.phone ?? '');
      if (!facts) throw new Error(`unreadable ${person.phone}`);
      const page = person.mentions[0]?.url ?? '';
      const found = new Set<string>();
      for (const phrase of phonePhrases(facts))
        for (const url of await searxUrls(`"${phrase}"`)) found.add(url);
      expect([...found]).toEqual([page]);
      const html = await (await fetchVia(web.url, page)).text();
      const text = readPageMeta(html, page).text;
      expect(textShowsPhone(text, facts)).toBe(true);
      expect(nameBeforePhone(text, facts)).toBe(person.name);
      const linked = person.accounts.find((a) => html.includes(`<a href="${a.url}">`));
      if (!linked) throw new Error('the page links none of their accounts');
      expect(html).not.toContain('rel="me"');
      for (const answer of await probe(linked)) expect(answer.ok, answer.site).toBe(true);
      await expectNoAccountByName(person, [page]);
    }
  });

  it('recursion: a GitHub name search finds one account; its username exists elsewhere without the name', async () => {
    const people = pickArchetypes(web.population, 'recursion');
    expect(people).toHaveLength(2);
    for (const person of people) {
      const github = person.accounts.find((a) => a.platform === 'github');
      if (!github) throw new Error('no GitHub account');
      const logins = await githubByName(person.name);
      expect(logins).toContain(github.username);
      const user = await getJson(
        `https://api.github.com/users/${github.username}`,
        z.object({ name: z.string().nullable(), blog: z.string(), twitter_username: z.string().nullable() }),
      );
      expect(user).toMatchObject({ name: person.name, blog: '', twitter_username: null });
      const others = person.accounts.filter((a) => a !== github);
      expect(others.length).toBeGreaterThanOrEqual(3);
      for (const account of others) {
        expect(account.username).toBe(github.username);
        for (const answer of await probe(account)) {
          expect(answer.ok, `${answer.site} ${answer.status}`).toBe(true);
          const body = answer.body.toLowerCase();
          expect(body).not.toContain(person.givenName.toLowerCase());
          expect(body).not.toContain(person.familyName.toLowerCase());
          expect(body).not.toContain('github.com');
        }
      }
      expect(await searxUrls(`"${person.name}"`)).toEqual([]);
      expect(await searxUrls(github.username)).toEqual([]);
    }
  });

  it('blocked-site: the linked account answers 403 or a challenge; the name-searchable profile links it', async () => {
    const people = pickArchetypes(web.population, 'blocked-site');
    expect(people).toHaveLength(2);
    const modes = new Set<string>();
    for (const person of people) {
      const hidden = person.accounts.find((a) => a.probeBlocked);
      if (!hidden) throw new Error('no blocked account');
      for (const answer of await probe(hidden)) {
        expect(answer.status, answer.site).toBe(403);
        modes.add(answer.body.includes('Just a moment...') ? 'challenge' : 'forbidden');
      }
      expect((await fetchVia(web.url, hidden.url)).status).toBe(403);
      const github = person.accounts.find((a) => a.platform === 'github');
      const bluesky = person.accounts.find((a) => a.platform === 'bluesky');
      if (github) {
        expect(await githubByName(person.name)).toContain(github.username);
        const user = await getJson(
          `https://api.github.com/users/${github.username}`,
          z.object({ name: z.string().nullable(), blog: z.string() }),
        );
        expect(user).toEqual({ name: person.name, blog: hidden.url });
        expect(await (await fetchVia(web.url, github.url)).text()).toContain(`href="${hidden.url}"`);
      } else if (bluesky) {
        expect(await blueskyByName(person.name)).toContain(bluesky.username);
        const profile = await getJson(
          `https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor=${bluesky.username}`,
          z.object({ displayName: z.string(), description: z.string() }),
        );
        expect(profile.displayName).toBe(person.name);
        expect(profile.description).toContain(
          hidden.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, ''),
        );
        expect(await (await fetchVia(web.url, bluesky.url)).text()).toContain(`href="${hidden.url}"`);
      } else throw new Error('no GitHub or Bluesky account');
      expect(await searxUrls(hidden.username)).toEqual([]);
    }
    expect([...modes].sort()).toEqual(['challenge', 'forbidden']);
  });
});

describe('sample web options', () => {
  it('gives byte-identical responses for the same seed', async () => {
    const a = await startSampleWeb({ seed: 11, size: 120 });
    const b = await startSampleWeb({ seed: 11, size: 120 });
    try {
      const person = a.population.people.find((p) => p.accounts.length > 0);
      const urls = [
        `https://search.sample.example/search?q=${encodeURIComponent(`"${person?.name ?? ''}"`)}&format=json`,
        person?.accounts[0]?.url ?? '',
      ];
      for (const url of urls) {
        const [ra, rb] = await Promise.all([fetchVia(a.url, url), fetchVia(b.url, url)]);
        expect(await ra.text()).toBe(await rb.text());
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('answers API calls with 429 (Retry-After: 1) or 503 at the configured error rate, and adds latency', async () => {
    const flaky = await startSampleWeb({ seed: 5, size: 60, errorRate: 1, latencyMs: 40 });
    try {
      const started = performance.now();
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => fetchVia(flaky.url, 'https://api.github.com/search/users?q=smith')),
      );
      for (const r of responses) {
        expect([429, 503]).toContain(r.status);
        expect(r.headers.get('retry-after')).toBe('1');
      }
      expect(performance.now() - started).toBeGreaterThanOrEqual(15);
      const page = await fetchVia(flaky.url, 'https://github.com/no-such-user-here');
      expect(page.status).toBe(404);
    } finally {
      await flaky.close();
    }
  });

  it('releases its port on close(), even with keep-alive connections open', async () => {
    const small = await startSampleWeb({ size: 30 });
    const port = Number(new URL(small.url).port);
    await fetch(`${small.url}/`);
    await small.close();
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  });
});

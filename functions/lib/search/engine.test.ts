import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../shared/search/results.ts';
import { WebClient } from '../fetch/web-client.ts';
import { codebergSource } from './sources/codeberg.ts';
import { keybaseSource } from './sources/keybase.ts';
import { createSearchEngine, defaultPersonSources } from './engine.ts';
import type { EngineUpdate, SearchQuery } from './engine.ts';
import { searxngSource } from './mentions/searxng.ts';
import { ownCatalogue } from './probes/catalogue.ts';
import { createProbeSource } from './probes/source.ts';
import { startFixtureWeb } from './testing/fixture-web.ts';
import type { FixtureRoute, FixtureWeb } from './testing/fixture-web.ts';

const claim = (property: string, value: unknown, type = 'string') => ({
  mainsnak: { snaktype: 'value', property, datavalue: { value, type } },
  type: 'statement',
  rank: 'normal',
});

const html = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

/** A small invented web: one Ada Example in London with linked accounts, a namesake in New York, broken sources. */
const route: FixtureRoute = ({ host, path, query }) => {
  if (host === 'www.wikidata.org' && query.get('list') === 'search') {
    return { body: { query: { search: [{ title: 'Q900001' }] } } };
  }
  if (host === 'www.wikidata.org' && query.get('action') === 'wbgetentities') {
    if (query.get('ids') === 'Q900001') {
      return {
        body: {
          entities: {
            Q900001: {
              id: 'Q900001',
              labels: { en: { language: 'en', value: 'Ada Example' } },
              descriptions: { en: { language: 'en', value: 'example software engineer' } },
              claims: {
                P31: [claim('P31', { id: 'Q5' }, 'wikibase-entityid')],
                P2037: [claim('P2037', 'ada-example')],
                P2002: [claim('P2002', 'ada_ex')],
                P856: [claim('P856', 'https://ada.example.org/')],
                P551: [claim('P551', { id: 'Q900084' }, 'wikibase-entityid')],
              },
            },
          },
        },
      };
    }
    return { body: { entities: { Q900084: { id: 'Q900084', labels: { en: { value: 'London' } } } } } };
  }
  if (host === 'api.github.com' && path === '/search/users') {
    return {
      body: {
        total_count: 2,
        items: [
          { login: 'ada-example', type: 'User' },
          { login: 'adaex-nyc', type: 'User' },
        ],
      },
    };
  }
  if (host === 'api.github.com' && path === '/users/ada-example') {
    return {
      body: {
        login: 'ada-example',
        html_url: 'https://github.com/ada-example',
        name: 'Ada Example',
        location: 'London, UK',
        blog: 'https://ada.example.org',
        twitter_username: 'ada_ex',
        bio: 'Builds example things.',
        company: null,
      },
    };
  }
  if (host === 'api.github.com' && path === '/users/adaex-nyc') {
    return {
      body: {
        login: 'adaex-nyc',
        html_url: 'https://github.com/adaex-nyc',
        name: 'Ada Example',
        location: 'Brooklyn, NY',
        company: '@acme-robotics',
        bio: null,
        blog: '',
      },
    };
  }
  if (host === 'public.api.bsky.app' && path.endsWith('searchActors')) {
    return {
      body: {
        actors: [
          {
            did: 'did:plc:nyc',
            handle: 'adaexnyc.bsky.social',
            displayName: 'Ada Example',
            description: 'Robots @ Acme Robotics. NYC',
          },
          {
            did: 'did:plc:other',
            handle: 'lovelace.bsky.social',
            displayName: 'Ada Lovelace',
            description: 'Not her',
          },
        ],
      },
    };
  }
  if (host === 'public.api.bsky.app' && path.endsWith('getProfiles')) return { body: { profiles: [] } };
  if (host === 'api.stackexchange.com') return { body: { items: 'this format changed' } };
  if (host === 'keybase.io') return { delayMs: 2000, body: { status: { code: 0 }, list: [] } };
  if (host === 'codeberg.org' && path.startsWith('/api/v1/users/search'))
    return { status: 503, body: { message: 'down' } };
  if (host === 'github.com' && path === '/ada-example') {
    return {
      body: html(
        '<title>ada-example (Ada Example) · GitHub</title><meta property="og:title" content="ada-example - Overview">',
        '<div itemscope itemtype="http://schema.org/Person"><span>Ada Example</span></div>',
      ),
    };
  }
  if (host === 'x.com' && path === '/ada_ex') {
    return {
      body: html(
        '<title>Ada Example (@ada_ex) / X</title><meta property="og:title" content="Ada Example (@ada_ex)">' +
          '<meta property="og:description" content="Engineer. London.">',
        '<div data-testid="UserName">Ada Example</div>',
      ),
    };
  }
  if (host === 'ada.example.org' && path === '/') {
    return {
      body: html(
        '<title>Ada Example</title><link rel="me" href="https://github.com/ada-example">' +
          '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Ada Example",' +
          '"homeLocation":{"@type":"Place","name":"London"},"sameAs":["https://x.com/ada_ex"]}</script>',
        '<p>Hi, I am Ada.</p>',
      ),
    };
  }
  if (host === 'search.fixture.example' && path === '/search') {
    return {
      body: {
        query: query.get('q'),
        results: [
          {
            url: 'https://news.example.net/2026/award',
            title: 'Ada Example wins award',
            content: 'London engineer Ada Example (@ada_ex) was recognised.',
          },
          {
            url: 'https://www.acme-robotics.example/team',
            title: 'Our team',
            content: 'Ada Example, robotics lead at Acme Robotics in Brooklyn.',
          },
          { url: 'https://x.com/ada_ex', title: 'Ada Example on X', content: 'Ada Example' },
          {
            url: 'https://news.example.net/2025/other',
            title: 'The other Ada Example',
            content: 'Two people called Ada Example.',
          },
          {
            url: 'https://news.example.net/2024/third',
            title: 'Ada Example again',
            content: 'Ada Example spoke.',
          },
          { url: 'https://cooking.example.com/recipes', title: 'Soup', content: 'Nothing about anyone.' },
        ],
      },
    };
  }
  return undefined;
};

let web: FixtureWeb;
const saved = { ...process.env };

beforeAll(async () => {
  web = await startFixtureWeb(route);
  process.env.SOURCES = 'sample';
  process.env.SAMPLE_WEB_URL = web.url;
  process.env.SEARXNG_URL = 'https://search.fixture.example';
  delete process.env.BRAVE_API_KEY;
  delete process.env.WHATSMYNAME_URL;
});

afterAll(async () => {
  process.env = saved;
  await web.close();
});

/**
 * The default sources with the probes limited to a few sites: here every host is one local server, so the whole
 * catalogue's probes would queue ahead of the API calls (on the web each site is its own host).
 */
const fewProbes = createProbeSource({ sites: ownCatalogue.slice(0, 8) });
const testSources = defaultPersonSources.map((source) => (source.id === fewProbes.id ? fewProbes : source));

function engine() {
  const sources = testSources.map((source) => {
    if (source.id === keybaseSource.id) return { ...source, timeoutMs: 300 };
    if (source.id === codebergSource.id) return { ...source, timeoutMs: 3000 };
    return source;
  });
  return createSearchEngine({
    web: new WebClient({ baseDelayMs: 10, maxDelayMs: 20 }),
    sources,
    mentionSources: (settings) => (settings.SEARXNG_URL ? [searxngSource(settings.SEARXNG_URL)] : []),
    updateIntervalMs: 50,
  });
}

const query: SearchQuery = {
  type: 'name',
  name: 'Ada Example',
  hints: { location: 'London', profile: '', other: '' },
};

describe('runSearch over a small invented web', () => {
  let result: EngineUpdate;
  const updates: EngineUpdate[] = [];
  const stamps: number[] = [];

  beforeAll(async () => {
    result = await engine().runSearch(query, {
      onUpdate: (update) => {
        updates.push(update);
        stamps.push(Date.now());
      },
    });
  });

  it('puts the linked London accounts together as the top profile', () => {
    const top = result.profiles[0];
    expect(top).toBeDefined();
    const urls = top?.accounts.map((account) => account.url) ?? [];
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://github.com/ada-example',
        'https://x.com/ada_ex',
        'https://www.wikidata.org/wiki/Q900001',
        'https://ada.example.org/',
      ]),
    );
    expect(top?.displayName).toBe('Ada Example');
    expect(top?.confidence).toBeGreaterThan(0.85);
    expect(top?.totalAccounts).toBe(top?.accounts.length);
  });

  it('keeps the New York namesake apart, with a low confidence', () => {
    const namesake = result.profiles.find((profile) =>
      profile.accounts.some((account) => account.url === 'https://github.com/adaex-nyc'),
    );
    expect(namesake).toBeDefined();
    expect(namesake?.accounts.some((account) => account.url === 'https://x.com/ada_ex')).toBe(false);
    expect(namesake?.confidence).toBeLessThan(0.4);
    expect(result.profiles.some((p) => p.accounts.some((a) => a.handle === 'lovelace.bsky.social'))).toBe(
      false,
    );
  });

  it('returns profiles that satisfy the shared schema, sorted by confidence', () => {
    for (const profile of result.profiles) expect(() => ProfileSchema.parse(profile)).not.toThrow();
    const confidences = result.profiles.map((profile) => profile.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('records the sources that broke, changed format or timed out, and still finishes', () => {
    expect(result.failedSources).toEqual(['Codeberg', 'Keybase', 'Stack Overflow']);
    expect(result.progress.sourcesDone).toBe(result.progress.sourcesTotal);
  });

  it('groups mentions by domain without social platforms, and gives them to the right profile', () => {
    expect(result.mentions.map((mention) => mention.domain)).toEqual([
      'example.net',
      'acme-robotics.example',
    ]);
    expect(result.mentions[0]?.samples).toHaveLength(2);
    const top = result.profiles[0];
    expect(top?.mentions.flatMap((m) => m.samples.map((s) => s.url))).toContain(
      'https://news.example.net/2026/award',
    );
    const nyc = result.profiles.find((p) => p.accounts.some((a) => a.url === 'https://github.com/adaex-nyc'));
    expect(nyc?.mentions.map((m) => m.domain)).toEqual(['acme-robotics.example']);
  });

  it('reports progress along the way, never more often than the interval, and ends with the final result', () => {
    expect(updates.length).toBeGreaterThan(1);
    expect(updates.at(-1)).toEqual(result);
    const gaps = stamps.slice(1, -1).map((stamp, i) => stamp - (stamps[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(40);
    const done = updates.map((update) => update.progress.sourcesDone);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
  });

  it('gives the same ids and order when run again over the same web', async () => {
    const again = await engine().runSearch(query);
    expect(again.profiles.map((p) => p.id)).toEqual(result.profiles.map((p) => p.id));
  });
});

describe('progress updates to a slow receiver', () => {
  it('never overlap and never pile up', async () => {
    let active = 0;
    let most = 0;
    let calls = 0;
    const started = Date.now();
    await engine().runSearch(query, {
      onUpdate: async () => {
        calls += 1;
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 150));
        active -= 1;
      },
    });
    expect(most).toBe(1);
    expect(calls).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 150) + 1);
  });
});

describe('stopping a search', () => {
  it('resolves soon with what it has, listing the unfinished sources as failed', async () => {
    const controller = new AbortController();
    const slow = createSearchEngine({
      web: new WebClient({ baseDelayMs: 10 }),
      sources: testSources.map((source) =>
        source.id === keybaseSource.id ? { ...source, timeoutMs: 10_000 } : source,
      ),
      mentionSources: () => [],
    });
    const started = Date.now();
    setTimeout(() => controller.abort(), 700);
    const result = await slow.runSearch(query, { signal: controller.signal });
    expect(Date.now() - started).toBeLessThan(1800);
    expect(result.failedSources).toContain('Keybase');
    expect(result.profiles.length).toBeGreaterThan(0);
  });
});

describe('runSearch for other search types', () => {
  it('ends an email search with nothing when no source knows the address', async () => {
    const result = await engine().runSearch({
      type: 'email',
      email: 'nobody@example.org',
      hints: { location: '', profile: '', other: '' },
    });
    expect(result.profiles).toEqual([]);
    expect(result.progress).toEqual({ sourcesDone: 3, sourcesTotal: 3 });
    // The invented web has no commit search: that source failed, the others found nothing.
    expect(result.failedSources).toEqual(['GitHub commits']);
  });

  it('ends a phone search at once for something that cannot be a number', async () => {
    const result = await engine().runSearch({
      type: 'phone',
      phone: '12',
      hints: { location: '', profile: '', other: '' },
    });
    expect(result.progress).toEqual({ sourcesDone: 0, sourcesTotal: 0 });
  });
});

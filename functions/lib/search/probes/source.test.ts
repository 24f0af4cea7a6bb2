import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../config.ts';
import { WebClient } from '../../fetch/web-client.ts';
import { planSearch } from '../query.ts';
import type { AccountFinding } from '../sources/types.ts';
import { startFixtureWeb } from '../testing/fixture-web.ts';
import type { FixtureWeb } from '../testing/fixture-web.ts';
import { probeSource, resetProbeCanaries } from './source.ts';
import { resetProbeSiteCache } from './whatsmyname.ts';

/** A WhatsMyName-format list: one honest site, one that says every username exists. */
const list = {
  license: ['CC BY-SA 4.0'],
  sites: [
    {
      name: 'Honest Site',
      uri_check: 'https://honest.example/api/{account}',
      uri_pretty: 'https://honest.example/{account}',
      e_code: 200,
      e_string: '"user":',
      m_code: 404,
      m_string: 'not found',
      cat: 'social',
    },
    {
      name: 'Yes Site',
      uri_check: 'https://yes.example/{account}',
      e_code: 200,
      e_string: 'profile',
      m_code: 404,
      m_string: 'missing',
      cat: 'social',
    },
    { name: 'Broken entry', uri_check: 'no placeholder' },
  ],
};

let web: FixtureWeb;
const saved = { ...process.env };

beforeAll(async () => {
  web = await startFixtureWeb(({ host, path }) => {
    if (host === 'lists.example' && path === '/wmn-data.json') return { body: list };
    if (host === 'honest.example' && (path === '/api/adaexample' || path === '/api/ada_ex')) {
      return { body: { user: { name: 'Ada Example' } } };
    }
    if (host === 'honest.example') return { status: 404, body: 'not found' };
    if (host === 'yes.example') return { body: '<div class="profile"></div>' };
    return undefined;
  });
  process.env.SOURCES = 'sample';
  process.env.SAMPLE_WEB_URL = web.url;
  process.env.WHATSMYNAME_URL = 'https://lists.example/wmn-data.json';
});

beforeEach(() => {
  resetProbeSiteCache();
  resetProbeCanaries();
});

afterAll(async () => {
  process.env = saved;
  resetProbeSiteCache();
  await web.close();
});

async function probe(profileHint = ''): Promise<AccountFinding[]> {
  const plan = planSearch('Ada Example', { location: '', profile: profileHint, other: '' });
  if (!plan) throw new Error('no plan');
  const found: AccountFinding[] = [];
  await probeSource.run({
    plan,
    web: new WebClient({ baseDelayMs: 1 }),
    signal: new AbortController().signal,
    deadline: Number.POSITIVE_INFINITY,
    config: config(),
    report: (finding) => found.push(finding),
  });
  return found;
}

describe('username probes', () => {
  it('uses the WhatsMyName list from WHATSMYNAME_URL and ignores a site that claims everyone exists', async () => {
    const found = await probe();
    expect(found.map((f) => f.identity.url)).toEqual(['https://honest.example/adaexample']);
    expect(web.requests.some((r) => r.startsWith('lists.example/wmn-data.json'))).toBe(true);
  });

  it('probes the exact handle from the profile hint', async () => {
    const found = await probe('@ada_ex');
    expect(found.map((f) => f.identity.handle).sort()).toEqual(['ada_ex', 'adaexample']);
    expect(found.every((f) => f.prefetched?.status === 200)).toBe(true);
  });
});

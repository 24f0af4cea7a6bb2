import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '../../shared/account/user.ts';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { LIMITED_VIEW } from '../../shared/constants.ts';
import { SearchResultsSchema, type SearchResults } from '../../shared/search/results.ts';
import { SearchStartResponseSchema } from '../../shared/search/search-start.ts';
import { grantPass } from '../../functions/lib/accounts/access-repository.ts';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import { callApi, setPlan, setUsage, signUpAndSignIn, type TestUser } from '../fixtures/accounts.ts';

let runtime: LocalRuntime;
let dataDir: string;
let searchName: string;
let jobId: string;

const FORGED = { 'x-membership': 'premium' };
const BROWSER_ID = 'b'.repeat(43);

/** The sample-web name most people share: many possible matches, so the limited view hides some. */
function commonName(): string {
  const counts = new Map<string, number>();
  for (const person of runtime.population?.people ?? [])
    counts.set(person.name, (counts.get(person.name) ?? 0) + 1);
  const [name] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!name) throw new Error('the sample web has no people');
  return name;
}

async function startSearch(
  user: TestUser | undefined,
  headers: Record<string, string> = {},
): Promise<string> {
  const { status, json } = await callApi(runtime, '/api/search/name/start', {
    ...(user ? { user } : {}),
    headers: { ...FORGED, ...headers },
    body: { name: searchName, hint: '', hints: { location: '', profile: '', other: '' } },
  });
  expect(status).toBe(202);
  return SearchStartResponseSchema.parse(json).jobId;
}

async function readResults(
  user: TestUser | undefined,
  headers: Record<string, string> = {},
): Promise<SearchResults> {
  const { status, json } = await callApi(runtime, `/api/search/results?jobId=${jobId}`, {
    ...(user ? { user } : {}),
    headers: { ...FORGED, ...headers },
  });
  expect(status).toBe(200);
  return SearchResultsSchema.parse(json);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'footprint-access-'));
  runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'sample',
    serveFrontend: false,
    buildFrontend: false,
    queue: { waitTimeSeconds: 1 },
    log: () => undefined,
  });
  searchName = commonName();
  jobId = await startSearch(undefined);
  const deadline = Date.now() + 90_000;
  while ((await readResults(undefined)).status !== 'done') {
    if (Date.now() > deadline) throw new Error('the search did not finish');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type View = 'full' | 'limited';

interface AccessCase {
  who: string;
  /** Prepares the caller; returns the user to call as (none: a visitor) and extra request headers. */
  arrange: () => Promise<{ user?: TestUser; headers?: Record<string, string> }>;
  view: View;
  /** The notice a limited view carries for a signed-in caller, if any. */
  notice?: string;
}

const cases: AccessCase[] = [
  { who: 'a visitor', arrange: async () => ({}), view: 'limited' },
  {
    who: 'a NONE user on their first search of the month',
    arrange: async () => ({ user: await signUpAndSignIn(runtime, 'free-first') }),
    view: 'full',
  },
  {
    who: 'a NONE user whose free search of the month is used',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'free-used');
      await setUsage(user, 1);
      return { user };
    },
    view: 'limited',
    notice: "You've used this month's free full-result search.",
  },
  {
    who: 'a BASIC user within quota',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'basic-within');
      await setPlan(runtime, user, 'BASIC');
      await setUsage(user, 9);
      return { user };
    },
    view: 'full',
  },
  {
    who: 'a BASIC user over quota',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'basic-over');
      await setPlan(runtime, user, 'BASIC');
      await setUsage(user, 10);
      return { user };
    },
    view: 'limited',
    notice: "You've used this month's 10 full-result searches of the Basic plan.",
  },
  {
    who: 'a BASIC user whose renewal failed (past due)',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'basic-past-due');
      await setPlan(runtime, user, 'BASIC', 'past_due');
      await setUsage(user, 1);
      return { user };
    },
    view: 'limited',
    notice: "You've used this month's free full-result search.",
  },
  {
    who: 'a PREMIUM user',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'premium');
      await setPlan(runtime, user, 'PREMIUM');
      await setUsage(user, 500);
      return { user };
    },
    view: 'full',
  },
  {
    who: 'a signed-in pass holder with no allowance left',
    arrange: async () => {
      const user = await signUpAndSignIn(runtime, 'pass');
      await setUsage(user, 1);
      await grantPass(
        { kind: 'user', uid: user.uid },
        jobId,
        'cs_test_pass_user',
        Math.floor(Date.now() / 1000) + 3600,
      );
      return { user };
    },
    view: 'full',
  },
  {
    who: 'a visitor whose browser bought a pass',
    arrange: async () => {
      await grantPass(
        { kind: 'browser', browserId: BROWSER_ID },
        jobId,
        'cs_test_pass_browser',
        Math.floor(Date.now() / 1000) + 3600,
      );
      return { headers: { cookie: `fp_browser=${BROWSER_ID}` } };
    },
    view: 'full',
  },
];

describe('who sees what, whatever X-Membership says', () => {
  it.each(cases)('$who sees the $view view', async ({ arrange, view, notice }) => {
    const { user, headers } = await arrange();
    expect(await startSearch(user, headers)).toBe(jobId);
    const results = await readResults(user, headers);
    expect(results.totalProfiles).toBeGreaterThan(LIMITED_VIEW.profiles);
    expect(results.limited).toBe(view === 'limited');
    if (view === 'limited') {
      expect(results.profiles).toHaveLength(LIMITED_VIEW.profiles);
      expect(
        results.profiles.every((profile) => profile.accounts.length <= LIMITED_VIEW.accountsPerProfile),
      ).toBe(true);
      expect(results.mentions.length).toBeLessThanOrEqual(LIMITED_VIEW.mentionDomains);
      expect(results.notice).toBe(notice);
    } else {
      expect(results.profiles).toHaveLength(results.totalProfiles);
      expect(results.mentions).toHaveLength(results.totalMentions);
      expect(results.notice).toBeUndefined();
    }
    // Reading again changes nothing: the search was counted once, when it started.
    const again = await readResults(user, headers);
    expect(again.limited).toBe(results.limited);
  });
});

describe('monthly allowance', () => {
  it('counts a search once however often its results are read, and lists it on the account', async () => {
    const user = await signUpAndSignIn(runtime, 'counted');
    await startSearch(user);
    await startSearch(user);
    for (let read = 0; read < 3; read += 1) expect((await readResults(user)).limited).toBe(false);
    const me = MeResponseSchema.parse((await callApi(runtime, '/api/me', { user })).json);
    expect(me.usage.used).toBe(1);
    expect(me.searches).toEqual([
      expect.objectContaining({ jobId, type: 'name', target: searchName, fullResults: true }),
    ]);
  });

  it('shows the full results of a limited search once a subscription gives allowance again', async () => {
    const user = await signUpAndSignIn(runtime, 'upgrades');
    await setUsage(user, 1);
    await startSearch(user);
    expect((await readResults(user)).limited).toBe(true);
    await setPlan(runtime, user, 'BASIC');
    expect((await readResults(user)).limited).toBe(false);
    const me = MeResponseSchema.parse((await callApi(runtime, '/api/me', { user })).json);
    expect(me.usage).toMatchObject({ used: 2, allowance: 10 });
  });
});

describe('visitors', () => {
  it('answers 429 with a clear message past 10 searches an hour from one address', async () => {
    let last = { status: 0, json: undefined as unknown };
    for (let attempt = 0; attempt < 12 && last.status !== 429; attempt += 1) {
      last = await callApi(runtime, '/api/search/name/start', {
        body: { name: searchName, hint: '', hints: { location: '', profile: '', other: '' } },
      });
    }
    expect(last.status).toBe(429);
    expect(ErrorBodySchema.parse(last.json).error).toMatch(
      /^You've reached the limit of 10 searches an hour without an account\. Sign in or create a free account/,
    );
    // Signed-in users are not held to the visitors' limit.
    const user = await signUpAndSignIn(runtime, 'after-limit');
    expect(
      (await callApi(runtime, '/api/search/name/start', { user, body: { name: searchName } })).status,
    ).toBe(202);
  });
});

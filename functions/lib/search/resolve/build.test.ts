import { describe, expect, it } from 'vitest';
import { Findings } from '../findings.ts';
import { identityFor, websiteIdentity } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import { planSearch } from '../query.ts';
import type { SearchPlan } from '../query.ts';
import type { AccountFinding, MentionHit } from '../sources/types.ts';
import { buildResults } from './build.ts';

function plan(location = '', profile = '', other = ''): SearchPlan {
  const parsed = planSearch('Ada Example', { location, profile, other });
  if (!parsed) throw new Error('no plan');
  return parsed;
}

function id(platform: string, handle: string): Identity {
  const identity = identityFor(platform, handle);
  if (!identity) throw new Error(`unknown platform ${platform}`);
  return identity;
}

function account(platform: string, handle: string, facts: Partial<AccountFinding> = {}): AccountFinding {
  return {
    identity: id(platform, handle),
    source: 'test',
    origin: 'search',
    names: ['Ada Example'],
    ...facts,
  };
}

function resultsFor(findings: AccountFinding[], searchPlan = plan(), hits: MentionHit[] = []) {
  const store = new Findings();
  for (const finding of findings) store.add(finding);
  return buildResults(store.all(), hits, searchPlan);
}

function groups(
  findings: AccountFinding[],
  searchPlan = plan(),
  avatars: Record<string, string> = {},
): string[][] {
  const store = new Findings();
  for (const finding of findings) {
    const record = store.add(finding);
    record.avatar = avatars[`${finding.identity.platform}:${finding.identity.handle}`] ?? null;
  }
  return buildResults(store.all(), [], searchPlan)
    .profiles.map((profile) => profile.accounts.map((a) => `${a.platform}:${a.handle}`).sort())
    .sort((a, b) => (a.join() < b.join() ? -1 : 1));
}

describe('grouping accounts into people', () => {
  // A second GitHub account with the name makes it a common name here.
  const namesake = account('github', 'ada-example-2', { locations: ['Paris'] });

  it('keeps namesakes apart when nothing links them', () => {
    expect(
      groups([
        namesake,
        account('github', 'ada-example', { locations: ['London'] }),
        account('x', 'adaexample', { locations: ['LDN'] }),
        account('bluesky', 'ada.bsky.social', { locations: ['Paris'] }),
      ]),
    ).toHaveLength(4);
  });

  it('joins accounts showing the same avatar image unless the image is a placeholder', () => {
    const accounts = [
      namesake,
      account('github', 'ada-example', { locations: ['London'] }),
      account('x', 'adaexample'),
      account('codeberg', 'ada_ex', { names: ['Ada Other'] }),
    ];
    expect(
      groups(accounts, plan(), { 'github:ada-example': 'photo', 'x:adaexample': 'photo' }),
    ).toContainEqual(['GitHub:ada-example', 'X:adaexample']);
    // Two accounts of one platform with one image: a default picture, which joins nobody.
    expect(
      groups(accounts, plan(), {
        'github:ada-example': 'default',
        'github:ada-example-2': 'default',
        'x:adaexample': 'default',
      }),
    ).toContainEqual(['X:adaexample']);
    // Different names never join on an image.
    expect(groups(accounts, plan(), { 'x:adaexample': 'logo', 'codeberg:ada_ex': 'logo' })).toContainEqual([
      'X:adaexample',
    ]);
  });

  it('joins accounts an explicit cross-link connects', () => {
    const github = account('github', 'ada-example', {
      links: [{ target: id('x', 'ada_ex'), kind: 'asserted', via: 'github twitter_username' }],
    });
    expect(groups([github, account('x', 'ada_ex', { locations: ['Berlin'] })])).toEqual([
      ['GitHub:ada-example', 'X:ada_ex'],
    ]);
  });

  it('joins the same username on two platforms when nothing speaks against it and the name is rare', () => {
    expect(groups([account('github', 'sunnyotter'), account('x', 'sunnyotter')])).toHaveLength(1);
    expect(groups([account('github', 'adaexample'), account('x', 'adaexample')])).toHaveLength(1);
    expect(
      groups([
        account('github', 'adaexample', { locations: ['London'] }),
        account('x', 'adaexample', { locations: ['Paris'] }),
      ]),
    ).toHaveLength(2);
  });

  it('never joins a username that two people here already use', () => {
    // Two Instagram accounts with the name, each linked from another account: two people, one username.
    const first = account('medium', 'adaexample', {
      links: [{ target: id('instagram', 'aexample'), kind: 'asserted', via: 'bio' }],
    });
    const second = account('instagram', 'adaexample');
    expect(
      groups([
        first,
        account('instagram', 'aexample', { names: ['A. Example'] }),
        second,
        account('x', 'adaexample'),
      ]),
    ).toEqual([['Instagram:adaexample'], ['Instagram:aexample', 'Medium:adaexample'], ['X:adaexample']]);
  });

  it('needs a shared fact for a distinctive username when the name is common', () => {
    const london = (platform: string) => account(platform, 'sunnyotter', { locations: ['London, UK'] });
    expect(groups([namesake, london('github'), london('x')])).toContainEqual([
      'GitHub:sunnyotter',
      'X:sunnyotter',
    ]);
    expect(groups([namesake, account('github', 'sunnyotter'), account('x', 'sunnyotter')])).toHaveLength(3);
  });

  it('needs city and employer to join usernames that only spell a common name', () => {
    const at = (platform: string, employers: string[] = []) =>
      account(platform, 'adaexample', { locations: ['London'], employers });
    expect(groups([namesake, at('github'), at('x')])).toHaveLength(3);
    expect(groups([namesake, at('github', ['Example Co']), at('x', ['@example-co'])])).toHaveLength(2);
    expect(groups([namesake, at('github'), at('x')], plan('', '@adaexample'))).toHaveLength(3);
  });

  it('joins two accounts naming the same website unless their cities disagree and their usernames differ', () => {
    const site = websiteIdentity(new URL('https://ada.example.org/'));
    const linking = (platform: string, handle: string, location: string) =>
      account(platform, handle, {
        locations: [location],
        links: [{ target: site, kind: 'asserted', via: 'website' }],
      });
    expect(groups([linking('github', 'ada1', 'London'), linking('x', 'ada2', 'LDN')])).toEqual([
      ['GitHub:ada1', 'Website:ada.example.org', 'X:ada2'],
    ]);
    expect(groups([linking('github', 'ada1', 'London'), linking('x', 'ada2', 'Paris')])).toHaveLength(2);
    // Someone who moved keeps their website and their username.
    expect(
      groups([linking('github', 'tinycircuit', 'London'), linking('x', 'tinycircuit', 'Paris')]),
    ).toEqual([['GitHub:tinycircuit', 'Website:ada.example.org', 'X:tinycircuit']]);
  });

  it('does not pull in a colleague linked from free bio text', () => {
    const ada = account('github', 'ada-example', { bios: ['Building robots with github.com/bob-sample'] });
    const bob = account('github', 'bob-sample', { names: ['Bob Sample'] });
    const result = resultsFor([ada, bob]);
    expect(result.profiles.map((p) => p.accounts.map((a) => a.handle))).toEqual([['ada-example']]);
  });

  it('gives the same profiles and ids whatever order the findings arrive in', () => {
    const findings = [
      account('github', 'ada-example', {
        locations: ['London'],
        links: [{ target: id('x', 'ada_ex'), kind: 'asserted', via: 'x' }],
      }),
      account('x', 'ada_ex'),
      account('bluesky', 'ada.bsky.social', { locations: ['Paris'] }),
      account('keybase', 'adaex'),
    ];
    const forward = resultsFor(findings, plan('London'));
    const backward = resultsFor([...findings].reverse(), plan('London'));
    expect(backward).toEqual(forward);
  });
});

describe('confidence', () => {
  const confidenceOf = (finding: AccountFinding, searchPlan: SearchPlan) =>
    resultsFor([finding], searchPlan).profiles[0]?.confidence ?? 0;

  it('rises when the city matches and falls when it does not', () => {
    const match = confidenceOf(account('github', 'a', { locations: ['NYC'] }), plan('New York City'));
    const unknown = confidenceOf(account('github', 'a'), plan('New York City'));
    const conflict = confidenceOf(account('github', 'a', { locations: ['Paris'] }), plan('New York City'));
    expect(match).toBeGreaterThan(0.85);
    expect(unknown).toBeLessThan(match);
    expect(conflict).toBeLessThan(0.25);
  });

  it('rises with the hinted handle and with the employer', () => {
    const base = confidenceOf(account('x', 'sunnyotter'), plan());
    expect(confidenceOf(account('x', 'sunnyotter'), plan('', '@sunnyotter'))).toBeGreaterThan(base);
    expect(
      confidenceOf(account('x', 'a', { employers: ['@example-co'] }), plan('', '', 'Example Co')),
    ).toBeGreaterThan(confidenceOf(account('x', 'a'), plan('', '', 'Example Co')));
  });

  it('ranks the person carrying the name and a hinted username above an account with only that username', () => {
    const store = new Findings();
    const avatars: [AccountFinding, string][] = [
      [account('tiktok', 'wild_koala'), 'photo-a'],
      [account('medium', 'wildkoala'), 'photo-b'],
      [account('reddit', 'wild_koala', { names: [] }), 'photo-c'],
    ];
    for (const [finding, avatar] of avatars) store.add(finding).avatar = avatar;
    const [top, second] = buildResults(store.all(), [], plan('', '@wild_koala')).profiles;
    expect(top?.accounts.map((a) => a.platform).sort()).toEqual(['Medium', 'TikTok']);
    expect(second?.accounts.map((a) => a.platform)).toEqual(['Reddit']);
  });

  it('shows the name written in full, even when more accounts show only an initial', () => {
    const [profile] = resultsFor([
      account('x', 'quietfalcon', { names: ['A. Example'] }),
      account('github', 'quietfalcon', { names: ['A. Example'] }),
      account('gitlab', 'quietfalcon', { names: ['Ada Example'] }),
    ]).profiles;
    expect(profile?.accounts).toHaveLength(3);
    expect(profile?.displayName).toBe('Ada Example');
  });

  it('drops accounts that name someone else', () => {
    expect(resultsFor([account('github', 'bob', { names: ['Bob Sample'] })]).profiles).toEqual([]);
  });
});

describe('mentions', () => {
  const hit = (url: string, title: string, snippet: string, rank: number): MentionHit => ({
    url,
    title,
    snippet,
    rank,
    source: 'web',
  });

  it('groups by domain, drops social platforms and gives a page to the profile it names', () => {
    const findings = [
      account('github', 'ada-example', { locations: ['London'] }),
      account('github', 'adaex-nyc', { locations: ['New York City'], employers: ['Acme Robotics'] }),
    ];
    const hits = [
      hit('https://news.example.net/a', 'Ada Example honoured', 'London engineer Ada Example', 0),
      hit('https://acme.example/team', 'Our team', 'Ada Example, Acme Robotics', 1),
      hit('https://news.example.net/b', 'Two Ada Examples', 'One in London, one in NYC: Ada Example', 2),
      hit('https://news.example.net/c', 'Ada Example again', 'Ada Example spoke', 3),
      hit('https://x.com/ada', 'Ada Example on X', 'Ada Example', 4),
      hit('https://other.example/x', 'Nothing', 'About someone else', 5),
    ];
    const result = resultsFor(findings, plan('London'), hits);
    expect(result.mentions).toEqual([
      {
        domain: 'example.net',
        samples: [
          { url: 'https://news.example.net/a', title: 'Ada Example honoured' },
          { url: 'https://news.example.net/b', title: 'Two Ada Examples' },
        ],
      },
      { domain: 'acme.example', samples: [{ url: 'https://acme.example/team', title: 'Our team' }] },
    ]);
    const byHandle = Object.fromEntries(result.profiles.map((p) => [p.accounts[0]?.handle, p.mentions]));
    expect(byHandle['ada-example']).toEqual([
      {
        domain: 'example.net',
        samples: [{ url: 'https://news.example.net/a', title: 'Ada Example honoured' }],
      },
    ]);
    expect(byHandle['adaex-nyc']?.map((m: { domain: string }) => m.domain)).toEqual(['acme.example']);
  });
});

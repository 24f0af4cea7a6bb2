import type { Account, Profile, SearchResults } from '../../../shared/search/results.ts';

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    platform: 'GitHub',
    handle: 'janedoe',
    url: 'https://github.com/janedoe',
    title: 'Jane Doe · GitHub',
    ogTitle: null,
    ogDescription: null,
    snippet: null,
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const accounts = overrides.accounts ?? [makeAccount()];
  const mentions = overrides.mentions ?? [];
  return {
    id: 'p1',
    displayName: 'Jane Doe',
    canonicalName: 'jane doe',
    summary: 'Software engineer in Lisbon.',
    confidence: 0.824,
    totalAccounts: accounts.length,
    totalMentions: mentions.length,
    ...overrides,
    accounts,
    mentions,
  };
}

export function makeResults(overrides: Partial<SearchResults> = {}): SearchResults {
  const profiles = overrides.profiles ?? [makeProfile()];
  return {
    jobId: 'job-1',
    type: 'name',
    target: 'Jane Doe',
    status: 'done',
    progress: { sourcesDone: 8, sourcesTotal: 8 },
    totalProfiles: profiles.length,
    limited: false,
    mentions: [],
    totalMentions: 0,
    failedSources: [],
    ...overrides,
    profiles,
  };
}

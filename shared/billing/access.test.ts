import { describe, expect, it } from 'vitest';
import type { Mention, Profile } from '../search/results.ts';
import { trimToLimitedView } from './access.ts';

function profile(index: number, accounts: number, mentions: number): Profile {
  return {
    id: `p${index}`,
    displayName: `Person ${index}`,
    canonicalName: null,
    summary: null,
    confidence: 0.5,
    accounts: Array.from({ length: accounts }, (_, i) => ({
      platform: 'github',
      handle: `h${i}`,
      url: `https://github.com/h${i}`,
      title: null,
      ogTitle: null,
      ogDescription: null,
      snippet: null,
    })),
    totalAccounts: accounts,
    mentions: Array.from({ length: mentions }, (_, i) => ({ domain: `site${i}.example`, samples: [] })),
    totalMentions: mentions,
  };
}

describe('trimToLimitedView', () => {
  it('shows the top 3 of 14 profiles with at most 6 accounts and 2 mention domains each', () => {
    const profiles = Array.from({ length: 14 }, (_, i) => profile(i, 9, 5));
    const mentions: Mention[] = Array.from({ length: 7 }, (_, i) => ({ domain: `d${i}.example`, samples: [] }));
    const view = trimToLimitedView(profiles, mentions);
    expect(view.profiles.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(view.profiles.every((p) => p.accounts.length === 6 && p.mentions.length === 2)).toBe(true);
    expect(view.profiles[0]?.totalAccounts).toBe(9);
    expect(view.mentions).toHaveLength(2);
  });

  it('leaves smaller results whole', () => {
    const view = trimToLimitedView([profile(0, 2, 1)], []);
    expect(view.profiles[0]?.accounts).toHaveLength(2);
  });
});

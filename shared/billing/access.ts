import { LIMITED_VIEW } from '../constants.ts';
import type { Mention, Profile } from '../search/results.ts';

/** What a caller may see of a job's results: everything, or the limited preview. */
export type Access = 'full' | 'limited';

/**
 * Trims results to the limited preview: the top profiles, a few accounts and mention domains each, and the
 * first mention domains overall. Totals stay true so the page can say how much is hidden.
 */
export function trimToLimitedView(profiles: Profile[], mentions: Mention[]): { profiles: Profile[]; mentions: Mention[] } {
  return {
    profiles: profiles.slice(0, LIMITED_VIEW.profiles).map((profile) => ({
      ...profile,
      accounts: profile.accounts.slice(0, LIMITED_VIEW.accountsPerProfile),
      mentions: profile.mentions.slice(0, LIMITED_VIEW.mentionDomains),
    })),
    mentions: mentions.slice(0, LIMITED_VIEW.mentionDomains),
  };
}

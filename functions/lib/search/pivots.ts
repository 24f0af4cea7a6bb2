import type { AccountRecord } from './findings.ts';
import type { SearchPlan } from './query.ts';
import { nameLevelOf, NO_EVIDENCE } from './resolve/cluster.ts';
import { scoreCluster } from './resolve/score.ts';
import { foldHandle } from './text/fold.ts';
import { matchHandle, matchName, NAME_RANK } from './text/names.ts';

/** The source name of accounts found by probing a username another account or a page showed. */
export const PIVOT_SOURCE = 'pivots';

/** How many usernames one search follows up: seen on accounts, and written next to the name on pages. */
export const PIVOT_LIMITS = { accounts: 3, pages: 2 };

/** Platforms whose handles are ids or addresses, not usernames someone picks again elsewhere. */
const NOT_USERNAMES = new Set(['website', 'wikidata', 'stackoverflow']);

/** `Name (@handle)` or `Name (@handle@instance)`, the way pages credit people. */
const CREDITED_HANDLE =
  /(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s*\(\s*@([A-Za-z0-9][A-Za-z0-9_.-]{2,38})(?:@[a-z0-9.-]+)?\s*\)/gu;

/** The username of an account as other sites would spell it, or null when it is not one a person picks. */
function usernameOf(record: AccountRecord): string | null {
  const { platform, handle } = record.identity;
  if (NOT_USERNAMES.has(platform)) return null;
  let local = handle.split('@')[0] ?? '';
  if (platform === 'bluesky') {
    if (!/\.bsky\.social$/i.test(local)) return null;
    local = local.replace(/\.bsky\.social$/i, '');
  }
  const folded = foldHandle(local);
  return folded.length >= 4 && !/^\d+$/.test(folded) ? local : null;
}

/**
 * Picks the usernames a search follows up with one more round of probes (one round only: accounts those probes
 * find seed nothing further). An account qualifies when it carries the searched name and its username is not one
 * already probed nor merely the name spelled out (namesakes share those). With hints, an account that matches one
 * goes at once; the others wait for the end of the first round and the best of them take what budget is left.
 */
export class PivotPlanner {
  private readonly tried = new Set<string>();
  private readonly waiting = new Map<string, { username: string; confidence: number }>();
  private accountsLeft = PIVOT_LIMITS.accounts;
  private pagesLeft = PIVOT_LIMITS.pages;
  private readonly hinted: boolean;

  constructor(private readonly plan: SearchPlan) {
    for (const username of [...plan.hintHandles, ...plan.usernames]) this.tried.add(foldHandle(username));
    this.hinted = plan.place !== null || plan.terms.length > 0 || plan.hintHandles.length > 0;
  }

  /** The username to probe now for this account, if it qualifies and the budget allows. */
  fromAccount(record: AccountRecord): string[] {
    const candidate = this.candidate(record);
    if (!candidate || this.accountsLeft === 0) return [];
    const score = scoreCluster({ records: [record], evidence: NO_EVIDENCE }, this.plan);
    const matchesHint =
      record.origins.has('hint') || score.place === 'match' || score.terms === true || score.handle === true;
    if (this.hinted && !matchesHint) {
      this.waiting.set(foldHandle(candidate), { username: candidate, confidence: score.confidence });
      return [];
    }
    return this.take(candidate, 'accounts');
  }

  /** Usernames a page credits to the searched name ("Ada Example (@quietfalcon)"), within the budget. */
  fromPage(text: string): string[] {
    const usernames: string[] = [];
    for (const match of text.matchAll(CREDITED_HANDLE)) {
      const [, name, handle] = match;
      if (!name || !handle || this.pagesLeft === 0) continue;
      if (NAME_RANK[matchName(this.plan.name, name, true)] < NAME_RANK.typo) continue;
      if (this.tried.has(foldHandle(handle)) || matchHandle(this.plan.name, handle) === 'handle') continue;
      usernames.push(...this.take(handle, 'pages'));
    }
    return usernames;
  }

  /** At the end of the first round: the accounts that waited, most likely first, within what budget is left. */
  remaining(): string[] {
    const best = [...this.waiting.values()].sort((a, b) => b.confidence - a.confidence);
    this.waiting.clear();
    return best.flatMap((entry) => this.take(entry.username, 'accounts'));
  }

  private candidate(record: AccountRecord): string | null {
    if (record.state !== 'found' || [...record.sources].every((source) => source === PIVOT_SOURCE))
      return null;
    const username = usernameOf(record);
    if (!username || this.tried.has(foldHandle(username))) return null;
    if (matchHandle(this.plan.name, username) === 'handle') return null;
    if (!record.origins.has('hint') && NAME_RANK[nameLevelOf([record], this.plan)] < NAME_RANK.typo)
      return null;
    return username;
  }

  private take(username: string, budget: 'accounts' | 'pages'): string[] {
    const key = foldHandle(username);
    const left = budget === 'accounts' ? this.accountsLeft : this.pagesLeft;
    if (this.tried.has(key) || left === 0) return [];
    this.tried.add(key);
    this.waiting.delete(key);
    if (budget === 'accounts') this.accountsLeft -= 1;
    else this.pagesLeft -= 1;
    return [username];
  }
}

import type { AccountRecord } from '../findings.ts';
import type { SearchPlan } from '../query.ts';
import { containsPhrase, foldHandle, nameWords } from '../text/fold.ts';
import { betterName, matchHandle, matchName, NAME_RANK, parsePersonName } from '../text/names.ts';
import type { NameLevel } from '../text/names.ts';
import { matchPlace, parsePlaceHint } from '../text/places.ts';

/** How the accounts of a cluster were joined; each kind of join is a little less certain than the one before. */
export interface MergeEvidence {
  curated: number;
  verified: number;
  asserted: number;
  /** Two accounts link to the same personal website. */
  sharedSite: number;
  /** Same username, no contradiction, and a shared fact (city, employer or the hinted handle). */
  inferred: number;
  /** The same avatar image, byte for byte, on two accounts whose names and cities do not disagree. */
  sameAvatar: number;
}

/** A cluster no join made (one account). */
export const NO_EVIDENCE: Readonly<MergeEvidence> = {
  curated: 0,
  verified: 0,
  asserted: 0,
  sharedSite: 0,
  inferred: 0,
  sameAvatar: 0,
};

/** An image on more groups of accounts than this (with different names) is a placeholder, not a photo. */
const AVATAR_MAX_GROUPS = 3;

/** Accounts believed to belong to one person. */
export interface Cluster {
  records: AccountRecord[];
  evidence: MergeEvidence;
}

/**
 * Disjoint sets of account keys that also keep each set's members, so a set's accounts are read without scanning
 * every account.
 */
class UnionFind<T> {
  private readonly parent = new Map<string, string>();
  private readonly lists = new Map<string, T[]>();

  add(key: string, item: T): void {
    this.parent.set(key, key);
    this.lists.set(key, [item]);
  }

  find(key: string): string {
    let root = key;
    for (
      let next = this.parent.get(root);
      next !== undefined && next !== root;
      next = this.parent.get(root)
    ) {
      root = next;
    }
    // Path compression: every key on the way now points at the root.
    let walk = key;
    while (walk !== root) {
      const next = this.parent.get(walk);
      this.parent.set(walk, root);
      if (next === undefined) break;
      walk = next;
    }
    return root;
  }

  /** The members of the set holding `key`, in the order they joined (callers must not change the list). */
  members(key: string): readonly T[] {
    return this.lists.get(this.find(key)) ?? [];
  }

  /** Joins two sets; the smaller key stays the root so the outcome never depends on call order. */
  union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
    this.parent.set(child, root);
    const kept = this.lists.get(root) ?? [];
    const moved = this.lists.get(child) ?? [];
    // Appending the smaller list keeps the total copying at n log n however the sets grow.
    this.lists.set(root, kept.length >= moved.length ? pushAll(kept, moved) : pushAll([...moved], kept));
    this.lists.delete(child);
    return true;
  }
}

function pushAll<T>(into: T[], items: readonly T[]): T[] {
  for (const item of items) into.push(item);
  return into;
}

/** Compares where two sets of accounts say their owner lives. */
export function placeRelation(a: string[], b: string[]): 'match' | 'conflict' | 'unknown' {
  let conflict = false;
  for (const left of a) {
    const hint = parsePlaceHint(left);
    if (!hint) continue;
    for (const right of b) {
      const relation = matchPlace(hint, right);
      if (relation === 'match') return 'match';
      if (relation === 'conflict') conflict = true;
    }
  }
  return conflict ? 'conflict' : 'unknown';
}

function employerMatch(a: string[], b: string[]): boolean {
  return a.some((left) => b.some((right) => containsPhrase(left, right) || containsPhrase(right, left)));
}

/** The names an account shows, less one that only repeats its username (a profile with no name set). */
export function personalNames(record: AccountRecord): string[] {
  const handle = foldHandle(record.identity.handle.split('@')[0] ?? '');
  return record.names.filter((name) => nameWords(name).length > 1 || foldHandle(name) !== handle);
}

/** The best name level a set of accounts shows for the searched name. */
export function nameLevelOf(records: readonly AccountRecord[], plan: SearchPlan): NameLevel {
  let best: NameLevel = 'conflict';
  let anyName = false;
  let conflict = false;
  const consider = (level: NameLevel) => {
    anyName = true;
    best = betterName(best, level);
    if (level === 'conflict') conflict = true;
  };
  for (const record of records) {
    if (record.state !== 'found') continue;
    for (const name of personalNames(record)) consider(matchName(plan.name, name, true));
    // Page titles are cut to their first part ("Ada Example" of "Ada Example (@ada) / X"); two words or more read
    // as a name, a single word may be a handle or the site's name.
    for (const name of record.pageNames) consider(matchName(plan.name, name, nameWords(name).length >= 2));
  }
  // Someone else's full name outweighs a username that merely spells the searched one.
  if (conflict && NAME_RANK[best] <= NAME_RANK.handle) return 'conflict';
  if (anyName) return best;
  // Nobody shows a name: the usernames are all there is.
  let handleLevel: NameLevel = 'none';
  for (const record of records) {
    if (record.state === 'found' && record.identity.platform !== 'website') {
      handleLevel = betterName(handleLevel, matchNameFromHandle(plan, record.identity.handle));
    }
  }
  return handleLevel;
}

function matchNameFromHandle(plan: SearchPlan, handle: string): NameLevel {
  const level = matchName(plan.name, handle.split('@')[0] ?? handle, false);
  return NAME_RANK[level] >= NAME_RANK.typo ? 'handle' : 'none';
}

function collect(records: readonly AccountRecord[], pick: (record: AccountRecord) => string[]): string[] {
  return records.filter((record) => record.state !== 'gone').flatMap(pick);
}

function usable(record: AccountRecord | undefined): record is AccountRecord {
  return record !== undefined && record.state !== 'gone';
}

/** Handles worth comparing across platforms: not numeric ids, not website addresses, not too short. */
function comparableHandle(record: AccountRecord): string | null {
  if (record.state !== 'found' || record.identity.platform === 'website') return null;
  if (record.identity.platform === 'wikidata' || record.identity.platform === 'stackoverflow') return null;
  const local = record.identity.handle.split('@')[0] ?? '';
  const handle = foldHandle(
    record.identity.platform === 'bluesky' ? local.replace(/\.bsky\.social$/i, '') : local,
  );
  if (record.identity.platform === 'bluesky' && !/\.bsky\.social$/i.test(local)) return null;
  return handle.length >= 5 && !/^\d+$/.test(handle) ? handle : null;
}

/**
 * Groups accounts into people. Explicit cross-links join accounts outright; a shared personal website joins them
 * unless their names or cities disagree (cities may, with a shared username); the same username joins them only
 * with shared facts and no contradiction. Accounts that merely share the searched name stay apart: namesakes are
 * separate people.
 */
export function clusterAccounts(all: AccountRecord[], plan: SearchPlan): Cluster[] {
  const records = all.filter((record) => record.state !== 'gone');
  const byKey = new Map(records.map((record) => [record.key, record]));
  const sets = new UnionFind<AccountRecord>();
  for (const record of records) sets.add(record.key, record);
  const evidence = new Map<string, MergeEvidence>();
  const members = (key: string): readonly AccountRecord[] => sets.members(key);
  // The name level of each set, kept until the set grows.
  const levels = new Map<string, NameLevel>();
  // The platforms of each set, kept until the set grows.
  const platformSets = new Map<string, Set<string>>();
  const platforms = (key: string): Set<string> => {
    const root = sets.find(key);
    let known = platformSets.get(root);
    if (!known) {
      known = platformsOf(sets.members(root));
      platformSets.set(root, known);
    }
    return known;
  };
  const levelOf = (key: string): NameLevel => {
    const root = sets.find(key);
    const known = levels.get(root);
    if (known) return known;
    const level = nameLevelOf(sets.members(root), plan);
    levels.set(root, level);
    return level;
  };
  // Both sets show a name that fits; with `nameless`, one of them may show no name at all. With `places` false,
  // their cities may disagree.
  const fits = (a: string, b: string, nameless = false, places = true) => {
    const [left, right] = [NAME_RANK[levelOf(a)], NAME_RANK[levelOf(b)]].sort((x, y) => x - y);
    if ((right ?? 0) < NAME_RANK.partial) return false;
    const bothNamed = (left ?? 0) >= NAME_RANK.partial;
    // Nothing but the username vouches for a nameless account: a photo of its own speaks against it.
    if (!bothNamed && !(nameless && left === NAME_RANK.none && !otherPhoto(members(a), members(b))))
      return false;
    return !samePlatform(platforms(a), platforms(b)) && compatible(members(a), members(b), places);
  };
  // Someone who moved keeps their website and their username: sharing both outweighs an old city.
  const movedWith = (record: AccountRecord, siteKey: string) => {
    const handle = comparableHandle(record);
    if (!handle || matchHandle(plan.name, handle) === 'handle') return false;
    const twin = members(siteKey).some((other) => other !== record && comparableHandle(other) === handle);
    return twin && fits(record.key, siteKey, false, false);
  };
  const bump = (a: string, b: string, kind: keyof MergeEvidence) => {
    const ea = evidence.get(sets.find(a));
    const eb = evidence.get(sets.find(b));
    for (const key of [a, b]) {
      levels.delete(sets.find(key));
      platformSets.delete(sets.find(key));
    }
    if (!sets.union(a, b)) return;
    const merged: MergeEvidence = { ...NO_EVIDENCE };
    for (const source of [ea, eb]) {
      if (!source) continue;
      for (const field of Object.keys(merged) as (keyof MergeEvidence)[]) merged[field] += source[field];
    }
    merged[kind] += 1;
    evidence.set(sets.find(a), merged);
  };

  // 1. Links between accounts, strongest first.
  for (const kind of ['curated', 'verified', 'asserted'] as const) {
    for (const record of records) {
      for (const link of [...record.links.values()].sort((x, y) => (x.target < y.target ? -1 : 1))) {
        const target = byKey.get(link.target);
        if (link.kind !== kind || !usable(target)) continue;
        if (
          kind === 'asserted' &&
          target.identity.platform === 'website' &&
          record.identity.platform !== 'website'
        ) {
          continue;
        }
        // A link in free bio text may point at someone else (a colleague, a company).
        if (link.via.includes('bio') && levelOf(target.key) === 'conflict') continue;
        bump(record.key, target.key, kind);
      }
    }
  }

  // 2. Owner-asserted links to a website: a site nobody else claims joins its claimant; a site another person's
  // accounts already claim joins only when the two are compatible (coworkers may list their employer's site), or
  // when they also share a username and only their cities disagree.
  for (const record of records) {
    if (record.identity.platform === 'website') continue;
    for (const link of [...record.links.values()].sort((x, y) => (x.target < y.target ? -1 : 1))) {
      const site = byKey.get(link.target);
      if (link.kind !== 'asserted' || !usable(site) || site.identity.platform !== 'website') continue;
      if (sets.find(record.key) === sets.find(site.key)) continue;
      const claimed = members(site.key).some((r) => r.identity.platform !== 'website');
      if (claimed && !fits(record.key, site.key) && !movedWith(record, site.key)) continue;
      bump(record.key, site.key, claimed ? 'sharedSite' : 'asserted');
    }
  }

  // 3. Same username on two platforms, never against names or cities. When the name is rare here (no platform
  // holds two accounts with it), that is enough. When it is common, a username spelling the name is what namesakes
  // share: it needs both a shared city and a shared employer; any other username needs one shared fact (the hinted
  // handle counts).
  const hinted = new Set(plan.hintHandles.map((handle) => foldHandle(handle)));
  const byHandle = new Map<string, AccountRecord[]>();
  for (const record of records) {
    const handle = comparableHandle(record);
    if (!handle) continue;
    const group = byHandle.get(handle);
    if (group) group.push(record);
    else byHandle.set(handle, [record]);
  }
  const common = commonName(records, plan);
  for (const [handle, group] of [...byHandle.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const fromName = matchHandle(plan.name, handle) === 'handle';
    // Two people here already use this username (their accounts sit on one platform): it joins nobody by itself.
    const contested = contestedHandle(
      group.filter((record) => NAME_RANK[levelOf(record.key)] >= NAME_RANK.partial),
      (key) => sets.find(key),
      platforms,
    );
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i];
        const b = group[j];
        if (!a || !b || sets.find(a.key) === sets.find(b.key)) continue;
        // A username nobody derives from the name also joins an account that shows no name at all.
        if (!fits(a.key, b.key, !fromName)) continue;
        const left = members(a.key);
        const right = members(b.key);
        const samePlace =
          placeRelation(
            collect(left, (r) => r.locations),
            collect(right, (r) => r.locations),
          ) === 'match';
        const sameEmployer = employerMatch(
          collect(left, (r) => r.employers),
          collect(right, (r) => r.employers),
        );
        const needed =
          (!common && !contested) || (fromName ? samePlace && sameEmployer : samePlace || sameEmployer);
        // A hinted username vouches for its twins only when it is not one any namesake would pick.
        const shared = (hinted.has(handle) && !fromName) || needed;
        if (shared) bump(a.key, b.key, 'inferred');
      }
    }
  }

  // 4. The same avatar image on two accounts whose names fit and do not disagree, nor their cities. An image shown
  // on two accounts of one platform, or on more than a few groups with different names, is a placeholder.
  const byAvatar = new Map<string, AccountRecord[]>();
  for (const record of records) {
    if (record.state !== 'found' || !record.avatar || record.identity.platform === 'website') continue;
    const group = byAvatar.get(record.avatar);
    if (group) group.push(record);
    else byAvatar.set(record.avatar, [record]);
  }
  for (const [, group] of [...byAvatar.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (group.length < 2 || placeholderAvatar(group, (key) => sets.find(key))) continue;
    for (const other of group.slice(1)) {
      const anchor = group.find(
        (record) => sets.find(record.key) !== sets.find(other.key) && fits(record.key, other.key),
      );
      if (anchor) bump(anchor.key, other.key, 'sameAvatar');
    }
  }

  const clusters = new Map<string, AccountRecord[]>();
  for (const record of records) {
    const root = sets.find(record.key);
    const list = clusters.get(root);
    if (list) list.push(record);
    else clusters.set(root, [record]);
  }
  return [...clusters.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([root, list]) => ({
      records: list,
      evidence: evidence.get(root) ?? { ...NO_EVIDENCE },
    }));
}

/**
 * True when an image is shared the way placeholders are: by two accounts of one platform, or by more than a few
 * groups of accounts that show different names.
 */
function placeholderAvatar(group: readonly AccountRecord[], rootOf: (key: string) => string): boolean {
  const platforms = new Set<string>();
  for (const record of group) {
    if (platforms.has(record.identity.platform)) return true;
    platforms.add(record.identity.platform);
  }
  const roots = new Set(group.map((record) => rootOf(record.key)));
  if (roots.size <= AVATAR_MAX_GROUPS) return false;
  if (roots.size > 4 * AVATAR_MAX_GROUPS) return true;
  const names = group.map((record) => [
    ...personalNames(record),
    ...record.pageNames.filter((name) => nameWords(name).length >= 2),
  ]);
  return names.some((left, i) => names.slice(i + 1).some((right) => conflictingNames(left, right)));
}

/** Both groups show photos (not placeholders) and none of them is the same. */
function otherPhoto(a: readonly AccountRecord[], b: readonly AccountRecord[]): boolean {
  const photos = (records: readonly AccountRecord[]) =>
    new Set(records.flatMap((record) => (record.avatar && record.state === 'found' ? [record.avatar] : [])));
  const left = photos(a);
  const right = photos(b);
  return left.size > 0 && right.size > 0 && ![...left].some((photo) => right.has(photo));
}

/** The platforms a group holds found accounts on (websites aside). */
function platformsOf(records: readonly AccountRecord[]): Set<string> {
  const platforms = new Set<string>();
  for (const record of records) {
    if (record.state === 'found' && record.identity.platform !== 'website')
      platforms.add(record.identity.platform);
  }
  return platforms;
}

/** Found accounts on one platform in both groups: one person seldom keeps two, so a weak join would be wrong. */
function samePlatform(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const platform of small) if (large.has(platform)) return true;
  return false;
}

/**
 * True when the accounts with one username (among those whose names fit) belong to groups that would hold two
 * accounts of one platform.
 */
function contestedHandle(
  group: readonly AccountRecord[],
  rootOf: (key: string) => string,
  platforms: (key: string) => ReadonlySet<string>,
): boolean {
  const roots = [...new Set(group.map((record) => rootOf(record.key)))];
  for (let i = 0; i < roots.length; i++) {
    for (let j = i + 1; j < roots.length; j++) {
      const left = roots[i];
      const right = roots[j];
      if (left && right && samePlatform(platforms(left), platforms(right))) return true;
    }
  }
  return false;
}

/**
 * True when the name looks common here: some platform holds two or more accounts that carry it. Namesakes then
 * share name-derived usernames across platforms, so a username alone proves nothing.
 */
function commonName(records: AccountRecord[], plan: SearchPlan): boolean {
  const perPlatform = new Map<string, number>();
  for (const record of records) {
    if (record.state !== 'found' || record.depth > 0 || record.identity.platform === 'website') continue;
    if (NAME_RANK[nameLevelOf([record], plan)] < NAME_RANK.typo) continue;
    const count = (perPlatform.get(record.identity.platform) ?? 0) + 1;
    if (count >= 2) return true;
    perPlatform.set(record.identity.platform, count);
  }
  return false;
}

/**
 * Two groups of accounts whose names both fit the search may be one person: their full names and (with `places`)
 * their cities do not disagree.
 */
function compatible(a: readonly AccountRecord[], b: readonly AccountRecord[], places = true): boolean {
  const names = (records: readonly AccountRecord[]) => records.flatMap(personalNames);
  if (conflictingNames(names(a), names(b))) return false;
  return (
    !places ||
    placeRelation(
      collect(a, (r) => r.locations),
      collect(b, (r) => r.locations),
    ) !== 'conflict'
  );
}

/** Both show a full name and no full name of one fits any of the other (variants and typos allowed). */
function conflictingNames(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  return !a.some((left) => {
    const person = parsePersonName(left);
    return !person || b.some((right) => NAME_RANK[matchName(person, right, false)] >= NAME_RANK.partial);
  });
}

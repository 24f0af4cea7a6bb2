import { createHash } from 'node:crypto';
import type { Account, Mention, Profile } from '../../../../shared/search/results.ts';
import type { AccountRecord } from '../findings.ts';
import type { SearchPlan } from '../query.ts';
import type { MentionHit, Origin } from '../sources/types.ts';
import { cutText } from '../text/fold.ts';
import { matchName, NAME_RANK, nameFromTitle } from '../text/names.ts';
import { clusterAccounts, nameLevelOf } from './cluster.ts';
import type { Cluster } from './cluster.ts';
import { attributeMentions, groupMentions, profileFacts, selectMentionPages } from './mentions.ts';
import { CALIBRATION, calibrate } from './calibration.ts';
import type { Calibration } from './calibration.ts';
import { scoreCluster } from './score.ts';
import type { ClusterScore } from './score.ts';

export interface ResultsSnapshot {
  profiles: Profile[];
  mentions: Mention[];
}

const ORIGIN_RANK: Record<Origin, number> = { hint: 0, search: 1, probe: 2, link: 3 };

function originRank(record: AccountRecord): number {
  return Math.min(...[...record.origins].map((origin) => ORIGIN_RANK[origin]), 9);
}

/** A stable id for a cluster: a hash of its anchor account, so a rerun over the same web gives the same ids. */
export function profileId(anchor: string): string {
  return `p_${createHash('sha256').update(anchor).digest('hex').slice(0, 20)}`;
}

function anchorOf(records: AccountRecord[]): string {
  const direct = records.filter((record) => record.state === 'found' && record.depth === 0);
  const pool = direct.length > 0 ? direct : records;
  return pool.map((record) => record.key).sort()[0] ?? '';
}

function toAccount(record: AccountRecord): Account {
  const snippet = record.bios[0] ?? record.descriptions[0] ?? null;
  return {
    platform: record.identity.label,
    handle: record.identity.handle,
    url: record.identity.url,
    title: record.title ?? record.names[0] ?? record.pageNames[0] ?? null,
    ogTitle: record.ogTitle,
    ogDescription: record.ogDescription,
    snippet: snippet ? cutText(snippet, 200) : null,
  };
}

function orderAccounts(records: AccountRecord[]): AccountRecord[] {
  return [...records].sort(
    (a, b) =>
      (a.state === 'found' ? 0 : 1) - (b.state === 'found' ? 0 : 1) ||
      originRank(a) - originRank(b) ||
      a.depth - b.depth ||
      (a.identity.platform === 'website' ? 1 : 0) - (b.identity.platform === 'website' ? 1 : 0) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/**
 * The name most accounts show, written in full when any account writes it so, preferring curated and searched
 * sources; page titles only when nothing else.
 */
function displayNameOf(records: AccountRecord[], plan: SearchPlan): string | null {
  const counts = new Map<string, { count: number; rank: number }>();
  for (const record of orderAccounts(records)) {
    if (record.state !== 'found') continue;
    const rank = record.identity.platform === 'wikidata' ? -1 : originRank(record);
    for (const name of record.names) {
      const entry = counts.get(name) ?? { count: 0, rank };
      entry.count += 1;
      entry.rank = Math.min(entry.rank, rank);
      counts.set(name, entry);
    }
  }
  // A name written in full ("Girija Reddy", "Bob Reddy") before initials and misspellings, however often those occur.
  const fullness = (name: string) => {
    const level = NAME_RANK[matchName(plan.name, name)];
    return level >= NAME_RANK.variant ? 2 : level >= NAME_RANK.partial ? 1 : 0;
  };
  const named = [...counts.entries()].map(([name, entry]) => ({ name, ...entry, fullness: fullness(name) }));
  const pool = named.some((entry) => entry.fullness > 0)
    ? named.filter((entry) => entry.fullness > 0)
    : named;
  pool.sort(
    (x, y) => y.fullness - x.fullness || y.count - x.count || x.rank - y.rank || (x.name < y.name ? -1 : 1),
  );
  if (pool[0]) return pool[0].name;
  return nameFromTitle(records.flatMap((record) => record.pageNames)[0]);
}

function canonicalNameOf(records: AccountRecord[], plan: SearchPlan, display: string | null): string | null {
  const curated = records.find((record) => record.identity.platform === 'wikidata' && record.names[0]);
  if (curated?.names[0]) return curated.names[0];
  if (display && NAME_RANK[matchName(plan.name, display)] >= NAME_RANK.typo) return display;
  return null;
}

function summaryOf(records: AccountRecord[]): string | null {
  const ordered = orderAccounts(records).filter((record) => record.state !== 'gone');
  const headline =
    ordered.flatMap((record) => record.descriptions)[0] ??
    ordered.flatMap((record) => record.bios)[0] ??
    ordered.map((record) => record.ogDescription).find((text): text is string => !!text) ??
    null;
  const facts = [ordered.flatMap((r) => r.locations)[0], ordered.flatMap((r) => r.employers)[0]].filter(
    (fact): fact is string => !!fact && !(headline ?? '').toLowerCase().includes(fact.toLowerCase()),
  );
  const parts = [headline ? cutText(headline, 160) : null, ...facts].filter((part): part is string => !!part);
  return parts.length > 0 ? cutText(parts.join(' · '), 240) : null;
}

interface Scored {
  cluster: Cluster;
  score: ClusterScore;
  id: string;
}

/** Keeps clusters that may be the searched person: their name fits, or they hold an account the hints named. */
function relevant(scored: Scored): boolean {
  if (!scored.cluster.records.some((record) => record.state === 'found')) return false;
  return (
    scored.score.handle === true ||
    NAME_RANK[scored.score.name] >= NAME_RANK.handle ||
    scored.score.name === 'partial'
  );
}

/**
 * Turns everything found so far into the results: accounts grouped into people, scored and ordered; mention pages
 * grouped by domain and given to the profile they point at.
 */
export function buildResults(
  records: AccountRecord[],
  hits: MentionHit[],
  plan: SearchPlan,
  mentionSourceOrder: string[] = [],
  calibration: Calibration = CALIBRATION,
): ResultsSnapshot {
  const clusters = clusterAccounts(records, plan);
  const levels = clusters.map((cluster) => NAME_RANK[nameLevelOf(cluster.records, plan)]);
  // People whose name fits as well as the searched one: the namesakes a hint has to tell apart.
  const namesakes = levels.filter((rank) => rank >= NAME_RANK.typo).length;
  // Only a cluster whose name fits, or one that may hold a hinted account, can be shown: the rest are not scored.
  const hintsAccounts = plan.hintHandles.length > 0 || plan.hintIdentities.length > 0;
  const hinted = hintsAccounts || plan.place !== null || plan.terms.length > 0;
  const scored: Scored[] = clusters
    .filter((_, index) => hintsAccounts || (levels[index] ?? 0) >= NAME_RANK.partial)
    .map((cluster) => ({
      cluster,
      score: scoreCluster(cluster, plan, namesakes),
      id: profileId(anchorOf(cluster.records)),
    }))
    .filter(relevant)
    .sort(
      (a, b) =>
        b.score.confidence - a.score.confidence ||
        b.cluster.records.length - a.cluster.records.length ||
        (a.id < b.id ? -1 : 1),
    );

  const pages = selectMentionPages(hits, plan, mentionSourceOrder);
  const attributed = attributeMentions(
    pages,
    scored.map((entry) => profileFacts(entry.cluster.records, plan, entry.score.place === 'match')),
    scored.map((entry) => entry.score.confidence),
  );

  const profiles = scored.map((entry, index): Profile => {
    const records = orderAccounts(entry.cluster.records.filter((record) => record.state !== 'gone'));
    const accounts = records.map(toAccount);
    const mentions = groupMentions(attributed[index] ?? []);
    const displayName = displayNameOf(records, plan);
    return {
      id: entry.id,
      displayName,
      canonicalName: canonicalNameOf(records, plan, displayName),
      summary: summaryOf(records),
      confidence: calibrate(calibration, entry.score.confidence, hinted, scored.length),
      accounts,
      totalAccounts: accounts.length,
      mentions,
      totalMentions: mentions.length,
    };
  });
  return { profiles, mentions: groupMentions(pages) };
}

import type { AccountRecord } from '../findings.ts';
import { identityKey } from '../platforms.ts';
import type { SearchPlan } from '../query.ts';
import { containsPhrase, foldHandle } from '../text/fold.ts';
import { matchHandle, NAME_RANK } from '../text/names.ts';
import type { NameLevel } from '../text/names.ts';
import { knownPlaces, matchPlace, mentionsPlace } from '../text/places.ts';
import type { PlaceMatch } from '../text/places.ts';
import { nameLevelOf } from './cluster.ts';
import type { Cluster } from './cluster.ts';

/** What a cluster shows against the query, and the confidence that follows. */
export interface ClusterScore {
  name: NameLevel;
  /** null when the query had no location hint. */
  place: PlaceMatch | null;
  /** null when the query had no free-text hint. */
  terms: boolean | null;
  /** null when the query named no handle or account. */
  handle: boolean | null;
  platforms: number;
  confidence: number;
}

/** Log-odds weights of the evidence that a person is the one searched for; README.md explains them. */
const NAME_WEIGHT: Record<NameLevel, number> = {
  exact: 1.6,
  variant: 1.2,
  typo: 0.5,
  handle: 0,
  partial: -0.8,
  none: -3,
  conflict: -3,
};
const PLACE_WEIGHT: Record<PlaceMatch, number> = {
  match: 2.0,
  unknown: -0.3,
  'weak-conflict': -1.6,
  conflict: -3.0,
};
const TERMS_MATCH = 1.6;
const TERMS_MISS = -0.3;
const HANDLE_MATCH = 2.5;
/** A hinted username on an account that shows no name: anyone may have picked the same one there. */
const HANDLE_MATCH_NAMELESS = 1.2;
const HANDLE_MISS = -0.3;
/** Per natural-log unit of namesakes, for a person who matches none of the hints. */
const NAMESAKE_WEIGHT = -0.8;

/** The chance that each kind of join is right; a cluster is as coherent as its weakest kind of join. */
const JOIN_RELIABILITY = {
  curated: 0.995,
  verified: 0.99,
  asserted: 0.99,
  sharedSite: 0.93,
  inferred: 0.85,
  sameAvatar: 0.95,
};

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function placeOf(records: AccountRecord[], plan: SearchPlan): PlaceMatch | null {
  const hint = plan.place;
  if (!hint) return null;
  const rank: Record<PlaceMatch, number> = { conflict: 0, 'weak-conflict': 1, unknown: 2, match: 3 };
  let fieldConflict: PlaceMatch | null = null;
  let textConflict = false;
  for (const record of records) {
    for (const location of record.locations) {
      const relation = matchPlace(hint, location);
      if (relation === 'match') return 'match';
      if (relation !== 'unknown' && (fieldConflict === null || rank[relation] < rank[fieldConflict])) {
        fieldConflict = relation;
      }
    }
    for (const text of [...record.bios, ...record.descriptions, record.ogDescription ?? '']) {
      if (mentionsPlace(hint, text)) return 'match';
      // A bio naming another city is a hint against, though people mention places they do not live in.
      if (hint.places.size > 0 && knownPlaces(text, true).size > 0) textConflict = true;
    }
  }
  return fieldConflict ?? (textConflict ? 'weak-conflict' : 'unknown');
}

function termsOf(records: AccountRecord[], plan: SearchPlan): boolean | null {
  if (plan.terms.length === 0) return null;
  const texts = records.flatMap((record) => [
    ...record.employers,
    ...record.bios,
    ...record.descriptions,
    ...record.locations,
    record.ogDescription ?? '',
    record.title ?? '',
  ]);
  return plan.terms.some((term) => texts.some((text) => containsPhrase(text, term)));
}

/**
 * 'exact' when the cluster holds an account the hints named; 'bare' when it holds the hinted username on another
 * platform, 'namesake' when that username merely spells the name (any namesake might hold it).
 */
function handleOf(records: AccountRecord[], plan: SearchPlan): 'exact' | 'bare' | 'namesake' | 'none' | null {
  if (plan.hintHandles.length === 0 && plan.hintIdentities.length === 0) return null;
  const keys = new Set(plan.hintIdentities.map((identity) => identityKey(identity)));
  const handles = new Set(plan.hintHandles.map((handle) => foldHandle(handle)));
  const live = records.filter((record) => record.state !== 'linked');
  if (live.some((record) => keys.has(record.key))) return 'exact';
  const twins = live.filter((record) => handles.has(foldHandle(record.identity.handle.split('@')[0] ?? '')));
  if (twins.length === 0) return 'none';
  return twins.every((record) => matchHandle(plan.name, record.identity.handle) === 'handle')
    ? 'namesake'
    : 'bare';
}

/**
 * Confidence that a cluster is one real person who matches the query:
 * P(matches) — a logistic score over name, hints and, when no hint fits, how many namesakes compete —
 * × P(real) — one lone account may be a stale or fake one; more platforms and verified links make it likelier —
 * × the chance that its weakest kind of join is right.
 */
export function scoreCluster(cluster: Cluster, plan: SearchPlan, namesakes = 1): ClusterScore {
  const records = cluster.records.filter((record) => record.state !== 'gone');
  const hintedAccount = handleOf(records, plan);
  let name = nameLevelOf(records, plan);
  // The account the user named is theirs whatever it is called; the same username elsewhere may be someone else's.
  const handle =
    hintedAccount === null
      ? null
      : hintedAccount === 'exact' || (hintedAccount === 'bare' && name !== 'conflict');
  const nameless = name === 'none';
  if (handle === true && NAME_RANK[name] < NAME_RANK.handle) name = 'handle';
  const place = placeOf(records, plan);
  const terms = termsOf(records, plan);
  const found = records.filter(
    (record) => record.state === 'found' && record.identity.platform !== 'website',
  );
  const platforms = new Set(found.map((record) => record.identity.platform)).size;
  const strong = cluster.evidence.curated + cluster.evidence.verified > 0;

  let logit = NAME_WEIGHT[name];
  if (place) logit += PLACE_WEIGHT[place];
  if (terms !== null) logit += terms ? TERMS_MATCH : TERMS_MISS;
  if (handle === false) logit += HANDLE_MISS;
  else if (handle === true)
    logit += hintedAccount === 'bare' && nameless ? HANDLE_MATCH_NAMELESS : HANDLE_MATCH;
  const hinted = place !== null || terms !== null || handle !== null;
  if (hinted && place !== 'match' && terms !== true && handle !== true) {
    logit += NAMESAKE_WEIGHT * Math.log(Math.max(1, namesakes));
  }

  const real = strong ? 0.98 : 1 - 0.1 * 0.6 ** Math.max(0, platforms - 1);
  // A profile stays the person's when one join is wrong, as long as most of its accounts are theirs: its weakest
  // kind of join bounds it, however many joins of that kind it took.
  let coherence = 1;
  for (const [kind, reliability] of Object.entries(JOIN_RELIABILITY) as [
    keyof typeof JOIN_RELIABILITY,
    number,
  ][]) {
    if (cluster.evidence[kind] > 0) coherence = Math.min(coherence, reliability);
  }
  const confidence = Math.min(0.99, Math.max(0.01, sigmoid(logit) * real * coherence));
  return { name, place, terms, handle, platforms, confidence: Math.round(confidence * 1000) / 1000 };
}

import { getDomain, getHostname } from 'tldts';
import { RESULTS } from '../../../../shared/constants.ts';
import { cutTitle } from '../../../../shared/search/results.ts';
import type { Mention } from '../../../../shared/search/results.ts';
import type { AccountRecord } from '../findings.ts';
import { isSocialDomain } from '../platforms.ts';
import type { SearchPlan } from '../query.ts';
import type { MentionHit } from '../sources/types.ts';
import { containsPhrase, fold, foldHandle } from '../text/fold.ts';
import { knownPlaces, parsePlaceHint } from '../text/places.ts';

/** A mention page, cleaned and deduplicated. */
export interface MentionPage {
  url: string;
  title: string;
  text: string;
  domain: string;
}

/** Registrable domain of a URL (public-suffix aware), or its host name. */
export function domainOf(url: string): string | null {
  return getDomain(url) ?? getHostname(url);
}

function normalisedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return null;
  }
}

/**
 * Keeps the pages worth showing: real URLs, not social platforms (those are accounts), naming the person (the
 * surname at least), each URL once, in the engines' order.
 */
export function selectMentionPages(
  hits: MentionHit[],
  plan: SearchPlan,
  sourceOrder: string[],
): MentionPage[] {
  const ordered = [...hits].sort(
    (a, b) =>
      a.rank - b.rank ||
      sourceOrder.indexOf(a.source) - sourceOrder.indexOf(b.source) ||
      (a.url < b.url ? -1 : 1),
  );
  const seen = new Set<string>();
  const pages: MentionPage[] = [];
  for (const hit of ordered) {
    const url = normalisedUrl(hit.url);
    if (!url || seen.has(url) || isSocialDomain(url)) continue;
    const domain = domainOf(url);
    if (!domain) continue;
    const text = `${hit.title} ${hit.snippet}`;
    if (!containsPhrase(`${text} ${hit.pageText ?? ''} ${new URL(url).pathname}`, plan.name.last)) continue;
    seen.add(url);
    pages.push({
      url,
      title: hit.title.trim() || url,
      text: hit.pageText ? `${text} ${hit.pageText}` : text,
      domain,
    });
  }
  return pages;
}

/** Pages grouped by domain in order of first appearance, with the first samples of each. */
export function groupMentions(pages: MentionPage[]): Mention[] {
  const groups = new Map<string, Mention>();
  for (const page of pages) {
    const group = groups.get(page.domain) ?? { domain: page.domain, samples: [] };
    if (group.samples.length < RESULTS.samplesPerDomain)
      group.samples.push({ url: page.url, title: cutTitle(page.title) });
    groups.set(page.domain, group);
  }
  return [...groups.values()];
}

/** Facts that identify one profile in a page's text. */
export interface ProfileFacts {
  handles: string[];
  siteDomains: string[];
  places: Set<string>;
  placePhrases: string[];
  employers: string[];
}

const LEGAL_SUFFIX = /\b(inc|ltd|llc|gmbh|plc|corp|corporation|limited|sa|ag|bv|co)\b\.?/g;

/** Organisations a bio names as a workplace ("Engineer at Example Co", "Dev @ Acme", "Ingenieur bei Beispiel"). */
export function employersInText(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:\bat|@|\bbei|\bchez|\bpresso|\bbij|\bna|\ben)\s+(\p{Lu}[\p{L}\d&.'-]*(?:\s+\p{Lu}[\p{L}\d&.'-]*){0,3})/gu;
  for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/**
 * The facts of a profile that a page may name. `hintMatched` says the profile fits the location hint, so the
 * hinted city counts as one of its facts even when only a bio said so.
 */
export function profileFacts(records: AccountRecord[], plan: SearchPlan, hintMatched = false): ProfileFacts {
  const nameFolded = foldHandle(plan.name.tokens.join(''));
  const facts: ProfileFacts = {
    handles: [],
    siteDomains: [],
    places: new Set(),
    placePhrases: [],
    employers: [],
  };
  for (const record of records) {
    if (record.state === 'gone') continue;
    if (record.identity.platform === 'website') {
      const domain = domainOf(record.identity.url);
      if (domain && !facts.siteDomains.includes(domain)) facts.siteDomains.push(domain);
      continue;
    }
    const handle = record.identity.handle.split('@')[0]?.toLowerCase() ?? '';
    // A handle that only spells the name says nothing a namesake's page would not say too.
    if (
      handle.length >= 4 &&
      !/^\d+$/.test(handle) &&
      foldHandle(handle) !== nameFolded &&
      !facts.handles.includes(handle)
    ) {
      facts.handles.push(handle);
    }
    for (const location of record.locations) {
      for (const place of knownPlaces(location)) facts.places.add(place);
      const hint = parsePlaceHint(location);
      if (hint && hint.phrase.length >= 4 && !facts.placePhrases.includes(hint.phrase))
        facts.placePhrases.push(hint.phrase);
    }
    for (const employer of [...record.employers, ...record.bios.flatMap(employersInText)]) {
      const clean = fold(employer).replace(LEGAL_SUFFIX, '').replace(/\s+/g, ' ').trim();
      if (clean.length >= 3 && !facts.employers.includes(clean)) facts.employers.push(clean);
    }
  }
  if (hintMatched && plan.place) {
    for (const place of plan.place.places) facts.places.add(place);
    if (plan.place.phrase.length >= 4 && !facts.placePhrases.includes(plan.place.phrase)) {
      facts.placePhrases.push(plan.place.phrase);
    }
  }
  return facts;
}

function hasHandle(text: string, handle: string): boolean {
  const lower = text.toLowerCase();
  let at = lower.indexOf(handle);
  while (at >= 0) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + handle.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    at = lower.indexOf(handle, at + 1);
  }
  return false;
}

/**
 * How strongly a page's text points at a profile — its site (2), a handle (2), its employer (1), its city (1) —
 * and which of its facts the page names.
 */
export function attributionScore(
  page: MentionPage,
  facts: ProfileFacts,
): { score: number; named: Set<string> } {
  const haystack = `${page.text} ${page.url}`;
  const named = new Set<string>();
  let score = 0;
  if (facts.siteDomains.includes(page.domain)) {
    score += 2;
    named.add(`site:${page.domain}`);
  }
  const handles = facts.handles.filter((handle) => hasHandle(haystack, handle));
  if (handles.length > 0) score += 2;
  const employers = facts.employers.filter((employer) => containsPhrase(page.text, employer));
  if (employers.length > 0) score += 1;
  const places = [...knownPlaces(page.text, true)].filter((place) => facts.places.has(place));
  const phrases = facts.placePhrases.filter((phrase) => containsPhrase(page.text, phrase));
  if (places.length > 0 || phrases.length > 0) score += 1;
  for (const fact of [...handles, ...employers, ...places, ...phrases]) named.add(fact);
  return { score, named };
}

/** How much surer one profile must be than another to take a page both fit equally. */
const TIE_MARGIN = 0.25;

/**
 * Gives each page to the one profile whose facts its text names most. A page that fits several profiles equally
 * goes to the likeliest only when it is clearly likelier and the others fit by the same facts (then they are most
 * likely fragments of the same person); otherwise, like a page that fits none, it stays unattributed.
 */
export function attributeMentions(
  pages: MentionPage[],
  facts: ProfileFacts[],
  confidences: number[] = [],
): MentionPage[][] {
  const perProfile: MentionPage[][] = facts.map(() => []);
  for (const page of pages) {
    const scores = facts.map((profile) => attributionScore(page, profile));
    const top = Math.max(0, ...scores.map((entry) => entry.score));
    if (top === 0) continue;
    const tied = scores.flatMap((entry, index) => (entry.score === top ? [index] : []));
    const [first, ...others] = tied.sort((a, b) => (confidences[b] ?? 0) - (confidences[a] ?? 0));
    if (first === undefined) continue;
    const named = scores[first]?.named ?? new Set<string>();
    // Fragments of one person fit a page by the same facts; namesakes in one article fit it by different ones.
    const fragmentsOnly = others.every(
      (other) =>
        (confidences[first] ?? 0) - (confidences[other] ?? 0) >= TIE_MARGIN &&
        [...(scores[other]?.named ?? [])].every((fact) => named.has(fact)),
    );
    if (fragmentsOnly) perProfile[first]?.push(page);
  }
  return perProfile;
}

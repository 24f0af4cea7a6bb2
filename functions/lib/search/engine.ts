import type { Mention, Profile } from '../../../shared/search/results.ts';
import { config } from '../config.ts';
import type { Config } from '../config.ts';
import { timeoutSignal } from '../fetch/signals.ts';
import { WebClient } from '../fetch/web-client.ts';
import { logger } from '../logger.ts';
import { Enricher } from './enrich/enricher.ts';
import { readMentionPages } from './mentions/pages.ts';
import { Findings } from './findings.ts';
import type { AccountRecord } from './findings.ts';
import { braveSource } from './mentions/brave.ts';
import { searxngSource } from './mentions/searxng.ts';
import { identityFromUrl, identityKey } from './platforms.ts';
import { nameWords } from './text/fold.ts';
import { matchName, NAME_RANK, nameFromTitle } from './text/names.ts';
import { probeSource } from './probes/source.ts';
import { PivotPlanner, PIVOT_SOURCE } from './pivots.ts';
import { planSearch } from './query.ts';
import type { SearchPlan } from './query.ts';
import { buildResults } from './resolve/build.ts';
import type { Calibration } from './resolve/calibration.ts';
import { blueskySource } from './sources/bluesky.ts';
import { codebergSource } from './sources/codeberg.ts';
import { githubSource } from './sources/github.ts';
import { keybaseSource } from './sources/keybase.ts';
import { mastodonSource } from './sources/mastodon.ts';
import { stackExchangeSource } from './sources/stackexchange.ts';
import type { AccountFinding, MentionHit, MentionSource, PersonSource } from './sources/types.ts';
import { wikidataSource } from './sources/wikidata.ts';
import { emailSeeds } from './seeds/email.ts';
import { describePhone, phoneSeed } from './seeds/phone.ts';
import { emptySeed, mergeSeed } from './seeds/types.ts';
import type { Seed, SeedSource } from './seeds/types.ts';
import { fold } from './text/fold.ts';

export interface SearchQuery {
  type: 'name' | 'email' | 'phone';
  name?: string;
  email?: string;
  phone?: string;
  hints: { location: string; profile: string; other: string };
}

export interface EngineUpdate {
  profiles: Profile[];
  mentions: Mention[];
  progress: { sourcesDone: number; sourcesTotal: number };
  failedSources: string[];
}

export interface RunOptions {
  onUpdate?: (update: EngineUpdate) => Promise<void> | void;
  /** Stops the search early; it then resolves with what it has, the unfinished sources listed as failed. */
  signal?: AbortSignal;
}

export interface EngineOptions {
  web?: WebClient;
  /** How raw profile scores become the confidence shown (default: the fitted calibration). */
  calibration?: Calibration;
  /** Account sources (default: Wikidata, GitHub, Bluesky, Stack Overflow, Keybase, Codeberg, Mastodon, probes). */
  sources?: PersonSource[];
  /** Mention sources for a configuration (default: SearXNG and Brave when configured). */
  mentionSources?: (config: Config) => MentionSource[];
  /** Least time between two progress updates. */
  updateIntervalMs?: number;
  /** Longest a whole search may take; sources still running then are recorded as failed. */
  budgetMs?: number;
  /**
   * When a search wraps up, from its start: username probes, profile pages and mention pages still waiting then
   * are given up (unknown, or known only from what the sources said).
   */
  settleMs?: number;
  /** Sources of an email search (default: Gravatar, keys.openpgp.org, GitHub commits). */
  emailSources?: (email: string) => SeedSource[];
}

/** What an email or phone search did before it turned into a name search. */
interface Carry {
  sources: number;
  done: number;
  failed: string[];
  hits: MentionHit[];
}

export interface SearchEngine {
  runSearch: (query: SearchQuery, options?: RunOptions) => Promise<EngineUpdate>;
}

const PAGES_LABEL = 'Profile pages';
const PIVOTS_LABEL = 'Usernames found on profiles';
/** Probes and mention pages wrap up this long after a search starts; profile pages a little later. */
const SETTLE_MS = 4500;
const PAGES_GRACE_MS = 500;
/** Longest the follow-up probes may run, from the start of the search. */
const PIVOTS_TIMEOUT_MS = 25_000;

export const defaultPersonSources: PersonSource[] = [
  wikidataSource,
  githubSource,
  blueskySource,
  stackExchangeSource,
  keybaseSource,
  codebergSource,
  mastodonSource,
  probeSource,
];

export function defaultMentionSources(settings: Config): MentionSource[] {
  const sources: MentionSource[] = [];
  if (settings.SEARXNG_URL) sources.push(searxngSource(settings.SEARXNG_URL));
  if (settings.BRAVE_API_KEY) sources.push(braveSource(settings.BRAVE_API_KEY));
  return sources;
}

/** The web client searches share, so per-host limits and circuit breakers see all traffic of this process. */
export function createWebClient(): WebClient {
  return new WebClient({
    perHostConcurrency: 4,
    // A request that hangs costs at most this; one search has several sources and can wait no longer.
    timeoutMs: 4000,
    hostConcurrency: { 'www.wikidata.org': 1, 'api.stackexchange.com': 1, 'api.github.com': 2 },
  });
}

/** The source ids DISABLED_SOURCES turns off. */
export function disabledSources(settings: Config): Set<string> {
  return new Set(
    settings.DISABLED_SOURCES.split(',')
      .map((id) => id.trim().toLowerCase())
      .filter((id) => id !== ''),
  );
}

function abortReason(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason instanceof Error ? signal.reason : new Error('Stopped'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** An engine with its own web client and sources (tests build their own; the worker uses `runSearch`). */
export function createSearchEngine(engineOptions: EngineOptions = {}): SearchEngine {
  const web = engineOptions.web ?? createWebClient();
  const intervalMs = engineOptions.updateIntervalMs ?? 300;
  const budgetMs = engineOptions.budgetMs ?? 45_000;
  const settleMs = engineOptions.settleMs ?? SETTLE_MS;

  async function runSearch(query: SearchQuery, options: RunOptions = {}): Promise<EngineUpdate> {
    const settings = config();
    const start = (plan: SearchPlan, carry?: Carry) =>
      new SearchRun(
        plan,
        settings,
        web,
        engineOptions,
        { intervalMs, budgetMs, settleMs },
        options,
        carry,
      ).run();
    if (query.type === 'name' && query.name) {
      const plan = planSearch(query.name, query.hints);
      if (plan) return start(plan);
    }
    let seeds: SeedSource[] = [];
    if (query.type === 'email' && query.email) {
      seeds = (engineOptions.emailSources ?? emailSeeds)(query.email);
    } else if (query.type === 'phone' && query.phone) {
      const facts = describePhone(query.phone);
      if (facts) {
        logger.info('Phone search', { country: facts.country, type: facts.type, valid: facts.valid });
        seeds = [phoneSeed(facts)];
      }
    }
    const off = disabledSources(settings);
    seeds = seeds.filter((source) => !off.has(source.id));
    const mentionSources = (engineOptions.mentionSources ?? defaultMentionSources)(settings).filter(
      (source) => !off.has(source.id),
    );
    const carry: Carry = { sources: seeds.length, done: 0, failed: [], hits: [] };
    const seed = await runSeeds(seeds, { web, settings, mentionSources, carry, options, budgetMs });
    carry.hits = seed.mentions;
    const plan = pivotPlan(seed, query.hints);
    if (plan && !options.signal?.aborted) return start(plan, carry);
    const result: EngineUpdate = {
      profiles: [],
      mentions: [],
      progress: { sourcesDone: carry.done, sourcesTotal: carry.sources },
      failedSources: [...new Set(carry.failed)].sort(),
    };
    await options.onUpdate?.(result);
    return result;
  }

  return { runSearch };
}

/** Runs the sources of an email or phone search side by side; each may fail or time out on its own. */
async function runSeeds(
  seeds: SeedSource[],
  run: {
    web: WebClient;
    settings: Config;
    mentionSources: MentionSource[];
    carry: Carry;
    options: RunOptions;
    budgetMs: number;
  },
): Promise<Seed> {
  const seed = emptySeed();
  const { carry, options } = run;
  const progress = () =>
    options.onUpdate?.({
      profiles: [],
      mentions: [],
      // The name search that follows counts as one more source until it knows its own.
      progress: { sourcesDone: carry.done, sourcesTotal: carry.sources + 1 },
      failedSources: [...new Set(carry.failed)].sort(),
    });
  await progress();
  await Promise.all(
    seeds.map(async (source) => {
      const signals = [timeoutSignal(Math.min(source.timeoutMs, run.budgetMs))];
      if (options.signal) signals.push(options.signal);
      const signal = AbortSignal.any(signals);
      try {
        const part = await Promise.race([
          source.run({ web: run.web, signal, config: run.settings, mentionSources: run.mentionSources }),
          abortReason(signal),
        ]);
        mergeSeed(seed, part);
      } catch (error) {
        carry.failed.push(source.label);
        logger.warn('Search source failed', { source: source.id, error: describe(error) });
      } finally {
        carry.done += 1;
      }
    }),
  );
  await progress();
  return seed;
}

/** A site's front page ("https://ada-example.dev/"), not one of its articles. */
function isHomePage(url: string): boolean {
  const parsed = new URL(url);
  return (parsed.pathname === '/' || parsed.pathname === '') && parsed.search === '';
}

/**
 * The name search an email or phone search turns into: the name most sources agree on (full names first), with
 * the linked accounts and handles as the profile hint (so they count as the person's own) and the place and
 * employer they show as hints, unless the visitor gave their own.
 */
export function pivotPlan(seed: Seed, hints: SearchQuery['hints']): SearchPlan | null {
  const counts = new Map<string, { name: string; count: number; words: number }>();
  for (const name of seed.names) {
    const key = fold(name);
    const entry = counts.get(key) ?? { name, count: 0, words: name.trim().split(/\s+/).length };
    entry.count += 1;
    counts.set(key, entry);
  }
  const best = [...counts.values()].sort(
    (a, b) => Number(b.words >= 2) - Number(a.words >= 2) || b.count - a.count,
  )[0];
  const name = best?.name ?? seed.handles[0];
  if (!name) return null;
  return planSearch(name, {
    location: hints.location || (seed.locations[0] ?? ''),
    profile: [hints.profile, ...seed.urls, ...seed.handles.map((handle) => `@${handle}`)]
      .filter((part) => part.trim() !== '')
      .join(' '),
    other: hints.other || (seed.employers[0] ?? ''),
  });
}

class SearchRun {
  private readonly findings = new Findings();
  private readonly hits: MentionHit[] = [];
  private readonly failed: string[] = [];
  private readonly controller = new AbortController();
  private readonly enricher: Enricher;
  private readonly people: PersonSource[];
  private readonly mentionSources: MentionSource[];
  /** Follow-up probes of usernames found on the way; null when username probes are off for this search. */
  private readonly pivots: { planner: PivotPlanner; probes: PersonSource; runs: Promise<void>[] } | null;
  private pivotsOpen = true;
  /** When probes and page reads wrap up (epoch ms). */
  private readonly settleAt: number;
  private readonly calibration: Calibration | undefined;
  private readonly pivotSignal: AbortSignal;
  private done = 0;
  private lastSent = 0;
  private timer: NodeJS.Timeout | undefined;
  private updates: Promise<void> = Promise.resolve();
  private sending = false;
  private dirty = false;
  private finished = false;

  constructor(
    private readonly plan: SearchPlan,
    private readonly settings: Config,
    private readonly web: WebClient,
    engineOptions: EngineOptions,
    private readonly timing: { intervalMs: number; budgetMs: number; settleMs: number },
    private readonly options: RunOptions,
    private readonly carry: Carry = { sources: 0, done: 0, failed: [], hits: [] },
  ) {
    this.settleAt = Date.now() + timing.settleMs;
    this.done = carry.done;
    this.failed.push(...carry.failed);
    this.hits.push(...carry.hits);
    const off = disabledSources(settings);
    this.calibration = engineOptions.calibration;
    this.people = (engineOptions.sources ?? defaultPersonSources).filter(
      (source) => source.applies(plan) && !off.has(source.id),
    );
    this.mentionSources = (engineOptions.mentionSources ?? defaultMentionSources)(settings).filter(
      (source) => !off.has(source.id),
    );
    const probes = off.has(PIVOT_SOURCE) ? undefined : this.people.find((source) => source.id === 'probes');
    this.pivots = probes ? { planner: new PivotPlanner(plan), probes, runs: [] } : null;
    this.pivotSignal = AbortSignal.any([this.controller.signal, timeoutSignal(PIVOTS_TIMEOUT_MS)]);
    this.enricher = new Enricher({
      web,
      findings: this.findings,
      signal: this.controller.signal,
      onChange: (record) => {
        this.followUp(record);
        this.scheduleUpdate();
      },
    });
    this.findings.onNew((record) => this.enricher.schedule(record));
  }

  private get total(): number {
    return this.carry.sources + this.people.length + this.mentionSources.length + (this.pivots ? 2 : 1);
  }

  async run(): Promise<EngineUpdate> {
    const started = Date.now();
    const budget = setTimeout(
      () => this.controller.abort(new Error('Search time budget spent')),
      this.timing.budgetMs,
    );
    const stop = () => this.controller.abort(new Error('Search stopped'));
    this.options.signal?.addEventListener('abort', stop, { once: true });
    if (this.options.signal?.aborted) stop();

    try {
      for (const identity of this.plan.hintIdentities) {
        if (identity.platform !== 'mastodon')
          this.report({ identity, source: 'hint', origin: 'hint' }, () => true);
      }
      const accounts = Promise.all(this.people.map((source) => this.runPersonSource(source)));
      const mentions = Promise.all(this.mentionSources.map((source) => this.runMentionSource(source)));
      const firstRound = Promise.all([accounts, mentions]);
      await Promise.all([firstRound, this.runPivots(firstRound)]);
      await this.finishPages();
    } finally {
      clearTimeout(budget);
      this.options.signal?.removeEventListener('abort', stop);
      this.finished = true;
      if (this.timer) clearTimeout(this.timer);
      // Pages and avatars given up on stop loading.
      if (!this.controller.signal.aborted) this.controller.abort(new Error('Search finished'));
    }

    await this.updates;
    const result = this.snapshot();
    logger.info('Search finished', {
      ms: Date.now() - started,
      accounts: this.findings.size,
      profiles: result.profiles.length,
      mentions: result.mentions.length,
      failedSources: result.failedSources,
    });
    await this.options.onUpdate?.(result);
    return result;
  }

  private report(finding: AccountFinding, open: () => boolean): void {
    if (!open() || this.finished) return;
    if (finding.prefetched) this.enricher.prefetch(identityKey(finding.identity), finding.prefetched);
    const record = this.findings.add(finding);
    this.enricher.schedule(record);
    this.followUp(record);
    this.scheduleUpdate();
  }

  /** Probes, once more, a username this account shows, when it carries the name (see PivotPlanner). */
  private followUp(record: AccountRecord): void {
    if (this.pivots && this.pivotsOpen) this.probePivots(this.pivots.planner.fromAccount(record));
  }

  private probePivots(usernames: string[]): void {
    const pivots = this.pivots;
    if (!pivots || !this.pivotsOpen) return;
    for (const username of usernames) {
      const run = pivots.probes
        .run({
          plan: { ...this.plan, usernames: [], hintHandles: [username] },
          web: this.web,
          signal: this.pivotSignal,
          config: this.settings,
          deadline: this.settleAt,
          report: (finding) => this.report({ ...finding, source: PIVOT_SOURCE }, () => this.pivotsOpen),
        })
        .catch((error: unknown) => {
          if (!this.pivotSignal.aborted) logger.warn('Follow-up probes failed', { error: describe(error) });
        });
      pivots.runs.push(run);
    }
  }

  /**
   * Follow-up probes count as one source: done when the first round is over and every username it turned up has
   * been probed (or the time is up).
   */
  private async runPivots(firstRound: Promise<unknown>): Promise<void> {
    const pivots = this.pivots;
    if (!pivots) return;
    const started = Date.now();
    try {
      await firstRound;
      this.probePivots(pivots.planner.remaining());
      // Probes still running may turn up more usernames to follow; wait until none is left.
      for (let settled = 0; settled < pivots.runs.length;) {
        const batch = pivots.runs.slice(settled);
        settled = pivots.runs.length;
        await Promise.race([Promise.all(batch), abortReason(this.pivotSignal)]);
      }
    } catch (error) {
      this.failed.push(PIVOTS_LABEL);
      logger.warn('Follow-up probes unfinished', { error: describe(error) });
    } finally {
      this.pivotsOpen = false;
      reportTiming({
        source: PIVOTS_LABEL,
        ms: Date.now() - started,
        failed: this.failed.includes(PIVOTS_LABEL),
      });
      this.done += 1;
      this.scheduleUpdate();
    }
  }

  private async runPersonSource(source: PersonSource): Promise<void> {
    const started = Date.now();
    const signal = AbortSignal.any([this.controller.signal, timeoutSignal(source.timeoutMs)]);
    let open = true;
    try {
      await Promise.race([
        source.run({
          plan: this.plan,
          web: this.web,
          signal,
          config: this.settings,
          deadline: this.settleAt,
          report: (finding) => this.report(finding, () => open),
        }),
        abortReason(signal),
      ]);
    } catch (error) {
      this.failed.push(source.label);
      logger.warn('Search source failed', { source: source.id, error: describe(error) });
    } finally {
      open = false;
      reportTiming({
        source: source.label,
        ms: Date.now() - started,
        failed: this.failed.includes(source.label),
      });
      this.done += 1;
      this.scheduleUpdate();
    }
  }

  private async runMentionSource(source: MentionSource): Promise<void> {
    const started = Date.now();
    const signal = AbortSignal.any([this.controller.signal, timeoutSignal(source.timeoutMs)]);
    try {
      const context = { plan: this.plan, web: this.web, signal, config: this.settings };
      // The name as a phrase; with a city hint, once more with the city, which ranks that person's pages first.
      const queries = [`"${this.plan.name.full}"`];
      if (this.plan.place) queries.push(`"${this.plan.name.full}" ${this.plan.place.text}`);
      const answers = await Promise.race([
        Promise.allSettled(queries.map((query) => source.search(query, context))),
        abortReason(signal),
      ]);
      const failure = answers.find((answer) => answer.status === 'rejected');
      if (failure && answers.every((answer) => answer.status === 'rejected')) throw failure.reason;
      const hits = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      for (const hit of hits) this.reportProfileHit(hit);
      await readMentionPages(this.web, hits, signal, this.settleAt);
      if (this.pivots) {
        for (const hit of hits) {
          this.probePivots(this.pivots.planner.fromPage(`${hit.snippet}\n${hit.pageText ?? ''}`));
        }
      }
      this.hits.push(...hits);
    } catch (error) {
      this.failed.push(source.label);
      logger.warn('Mention source failed', { source: source.id, error: describe(error) });
    } finally {
      reportTiming({
        source: source.label,
        ms: Date.now() - started,
        failed: this.failed.includes(source.label),
      });
      this.done += 1;
      this.scheduleUpdate();
    }
  }

  /**
   * A search result on a social platform is a profile page: an account to consider, when its title carries the
   * name. (Mentions never show social platforms; their pages become accounts instead.) So is a site's home page
   * titled with the name: the person's own website, whose links lead to their other accounts.
   */
  private reportProfileHit(hit: MentionHit): void {
    const identity = identityFromUrl(hit.url);
    if (!identity || (identity.platform === 'website' && !isHomePage(hit.url))) return;
    const name = nameFromTitle(hit.title);
    if (!name || NAME_RANK[matchName(this.plan.name, name, nameWords(name).length >= 2)] < NAME_RANK.typo)
      return;
    this.report(
      {
        identity,
        source: hit.source,
        origin: 'search',
        pageNames: [name],
        bios: hit.snippet ? [hit.snippet] : [],
      },
      () => true,
    );
  }

  /**
   * Profile pages count as one source: done when every page the accounts led to has been read, or given up a
   * little after the search settles (those accounts keep what their sources said).
   */
  private async finishPages(): Promise<void> {
    let settled: NodeJS.Timeout | undefined;
    try {
      const wait = Math.max(0, this.settleAt + PAGES_GRACE_MS - Date.now());
      const late = new Promise<'late'>((resolve) => {
        settled = setTimeout(() => resolve('late'), wait);
      });
      const outcome = await Promise.race([this.enricher.drain(), late, abortReason(this.controller.signal)]);
      if (outcome === 'late') logger.info('Profile pages left unread', { pending: this.enricher.pending });
    } catch (error) {
      this.failed.push(PAGES_LABEL);
      logger.warn('Profile pages unfinished', { pending: this.enricher.pending, error: describe(error) });
    } finally {
      clearTimeout(settled);
      this.done += 1;
    }
  }

  private snapshot(): EngineUpdate {
    const { profiles, mentions } = buildResults(
      this.findings.all(),
      this.hits,
      this.plan,
      this.mentionSources.map((source) => source.id),
      this.calibration,
    );
    return {
      profiles,
      mentions,
      progress: { sourcesDone: Math.min(this.done, this.total), sourcesTotal: this.total },
      failedSources: [...new Set(this.failed)].sort(),
    };
  }

  /**
   * Sends an update soon: at most one per interval, never two at once; changes made while one is being sent go
   * out in the next, so a slow receiver is never queued up.
   */
  private scheduleUpdate(): void {
    const onUpdate = this.options.onUpdate;
    this.dirty = true;
    if (!onUpdate || this.finished || this.timer || this.sending) return;
    const wait = Math.max(0, this.lastSent + this.timing.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.finished) return;
      this.dirty = false;
      this.sending = true;
      const update = this.snapshot();
      this.lastSent = Date.now();
      this.updates = Promise.resolve()
        .then(() => onUpdate(update))
        .catch((error: unknown) => logger.warn('Progress update failed', { error: describe(error) }))
        .finally(() => {
          this.sending = false;
          if (this.dirty) this.scheduleUpdate();
        });
    }, wait);
  }
}

/** One source's time in a search, for benchmarks: from the start of the search to its answer or timeout. */
export interface SourceTiming {
  source: string;
  ms: number;
  failed: boolean;
}

const timingListeners = new Set<(timing: SourceTiming) => void>();

/** Listens to every source's timing in this process (benchmarks); returns the way to stop listening. */
export function onSourceTiming(listener: (timing: SourceTiming) => void): () => void {
  timingListeners.add(listener);
  return () => timingListeners.delete(listener);
}

function reportTiming(timing: SourceTiming): void {
  for (const listener of timingListeners) listener(timing);
}

let shared: SearchEngine | undefined;

/** Runs one search with the process's shared engine; resolves with the final results. */
export function runSearch(query: SearchQuery, options?: RunOptions): Promise<EngineUpdate> {
  shared ??= createSearchEngine();
  return shared.runSearch(query, options);
}

import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import type { WebClient, WebResult } from '../../fetch/web-client.ts';
import { logger } from '../../logger.ts';
import { identityFromUrl } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import type { PersonSource } from '../sources/types.ts';
import { checkUrl, platformKey, profileUrl } from './catalogue.ts';
import type { ProbeSite } from './catalogue.ts';
import { classifyProbe } from './probe.ts';
import type { ProbeVerdict } from './probe.ts';
import { loadProbeSites } from './whatsmyname.ts';

/** Probes in flight at once across all sites (each host has its own, lower limit in the web client). */
const CONCURRENCY = 64;
/**
 * Probes one search may send: about four usernames on every site, at least 400, at most 800. Hint handles go
 * first, then name guesses, most likely first; a long catalogue gets fewer guesses rather than a slower search.
 */
export function probeBudget(siteCount: number): number {
  return Math.min(800, Math.max(400, siteCount * 4));
}

/** The usernames a search probes on every site: hint handles, then as many name guesses as the budget allows. */
export function probeUsernames(hintHandles: string[], guesses: string[], siteCount: number): string[] {
  const perSite = Math.max(2, Math.floor(probeBudget(siteCount) / Math.max(1, siteCount)));
  const room = Math.max(2, perSite - hintHandles.length);
  return [...new Set([...hintHandles, ...guesses.slice(0, room)])];
}
/** Sites answer a profile request within a second; a probe still waiting after 3 s is "unknown". */
const PROBE_TIMEOUT_MS = 3000;
/** Less time than this before the search's deadline, and a probe is not sent at all ("unknown"). */
const MIN_PROBE_MS = 250;
/** How long a site's answer for a random username is trusted. */
const CANARY_MS = 72 * 60 * 60 * 1000;
const SKIPPED_PROTECTION = new Set(['user-auth', 'captcha']);

/** Sites that claimed a random username exists: their hits mean nothing. */
const canaries = new Map<string, { at: number; trustworthy: boolean }>();

function siteKey(site: ProbeSite): string {
  return `${site.name} ${site.uri_check}`;
}

function cleanUsername(site: ProbeSite, username: string): string {
  if (!site.strip_bad_char) return username;
  let clean = username;
  for (const char of site.strip_bad_char) clean = clean.replaceAll(char, '');
  return clean;
}

async function probe(
  web: WebClient,
  site: ProbeSite,
  username: string,
  signal: AbortSignal,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<{ verdict: ProbeVerdict; result: WebResult | null }> {
  const body = site.post_body?.replaceAll('{account}', username);
  try {
    const result = await web.request(checkUrl(site, username), {
      method: body === undefined ? 'GET' : 'POST',
      headers: site.headers,
      body,
      signal,
      timeoutMs,
      maxBodyBytes: 600_000,
      // A failed probe is "unknown"; retrying it would only hold the search back.
      retry: false,
    });
    return { verdict: classifyProbe(site, result), result };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      verdict: { outcome: 'unknown', reason: error instanceof Error ? error.name : 'error' },
      result: null,
    };
  }
}

/** Checks once per few days that a site does not claim every username exists. */
async function trustworthy(web: WebClient, site: ProbeSite, signal: AbortSignal): Promise<boolean> {
  const known = canaries.get(siteKey(site));
  if (known && Date.now() - known.at < CANARY_MS) return known.trustworthy;
  const random = `zq${randomBytes(6).toString('hex')}x`;
  const { verdict } = await probe(web, site, random, signal);
  if (verdict.outcome === 'unknown') return true;
  const ok = verdict.outcome === 'missing';
  canaries.set(siteKey(site), { at: Date.now(), trustworthy: ok });
  if (!ok)
    logger.warn('Probe site claims a random username exists; its hits are ignored', { site: site.name });
  return ok;
}

function probeIdentity(site: ProbeSite, username: string): Identity {
  const url = profileUrl(site, username);
  const known = identityFromUrl(url);
  if (known && known.platform !== 'website' && known.handle.toLowerCase() === username.toLowerCase()) {
    return { ...known, url };
  }
  return { platform: platformKey(site.name), label: site.name, handle: username, url };
}

/** Forgets what the random-username checks learned (tests). */
export function resetProbeCanaries(): void {
  canaries.clear();
}

export interface ProbeSourceOptions {
  /** A fixed list of sites instead of the configured catalogue (tests, benchmarks). */
  sites?: ProbeSite[];
}

/**
 * Username probes: hint handles and usernames guessed from the name, on every catalogue site. Hits only; misses
 * and unknowns (blocks, challenges, timeouts) are logged as counts.
 */
export function createProbeSource(options: ProbeSourceOptions = {}): PersonSource {
  return {
    id: 'probes',
    label: 'Username checks',
    timeoutMs: 25_000,
    applies: (plan) => plan.usernames.length > 0 || plan.hintHandles.length > 0,
    async run({ plan, web, signal, report, config, deadline }) {
      const sites = (options.sites ?? (await loadProbeSites(web, config, signal))).filter(
        (site) => !(site.protection ?? []).some((tag) => SKIPPED_PROTECTION.has(tag)),
      );
      const usernames = probeUsernames(plan.hintHandles, plan.usernames, sites.length);
      const seen = new Set<string>();
      const tasks = usernames
        .flatMap((username) => sites.map((site) => ({ site, username: cleanUsername(site, username) })))
        .filter((task) => {
          const key = `${siteKey(task.site)} ${task.username.toLowerCase()}`;
          if (task.username.length === 0 || seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, probeBudget(sites.length));
      const limit = pLimit(CONCURRENCY);
      const trust = new Map<string, Promise<boolean>>();
      const counts = { found: 0, missing: 0, unknown: 0 };

      await Promise.all(
        tasks.map((task) =>
          limit(async () => {
            const left = deadline - Date.now();
            if (signal.aborted || left < MIN_PROBE_MS) {
              counts.unknown += 1;
              return;
            }
            const timeout = Math.min(PROBE_TIMEOUT_MS, left);
            const { verdict, result } = await probe(web, task.site, task.username, signal, timeout);
            counts[verdict.outcome] += 1;
            if (verdict.outcome !== 'found' || !result) return;
            const key = siteKey(task.site);
            let check = trust.get(key);
            if (!check) {
              check = trustworthy(web, task.site, signal);
              trust.set(key, check);
            }
            if (!(await check)) return;
            report({
              identity: probeIdentity(task.site, task.username),
              source: 'probes',
              origin: 'probe',
              prefetched: result,
            });
          }),
        ),
      );
      logger.debug('Username probes done', { sites: sites.length, usernames: usernames.length, ...counts });
    },
  };
}

/** The username probes over the configured catalogue. */
export const probeSource: PersonSource = createProbeSource();

import type { Config } from '../../config.ts';
import type { WebClient } from '../../fetch/web-client.ts';
import { logger } from '../../logger.ts';
import { registerProbeSites } from '../platforms.ts';
import { ownCatalogue, parseCatalogue } from './catalogue.ts';
import type { ProbeSite } from './catalogue.ts';

const CACHE_MS = 6 * 60 * 60 * 1000;
let cached: { url: string; at: number; sites: ProbeSite[] } | undefined;

/**
 * The probe sites for a search: Footprint's own catalogue, or, when `WHATSMYNAME_URL` is set, the WhatsMyName list
 * loaded from there at run time (kept in memory for a few hours). A list that cannot be read falls back to ours.
 */
export async function loadProbeSites(
  web: WebClient,
  config: Config,
  signal: AbortSignal,
): Promise<ProbeSite[]> {
  const url = config.WHATSMYNAME_URL;
  if (!url) return ownCatalogue;
  if (cached && cached.url === url && Date.now() - cached.at < CACHE_MS) return cached.sites;
  try {
    const result = await web.request(url, { signal, timeoutMs: 10_000, maxBodyBytes: 20_000_000 });
    if (result.status !== 200) throw new Error(`status ${result.status}`);
    const { sites, skipped } = parseCatalogue(JSON.parse(result.body) as unknown);
    if (sites.length === 0) throw new Error('no usable sites');
    registerProbeSites(sites);
    cached = { url, at: Date.now(), sites };
    logger.info('Probe sites loaded from WhatsMyName (github.com/WebBreacher/WhatsMyName, CC BY-SA 4.0)', {
      sites: sites.length,
      skipped,
    });
    return sites;
  } catch (error) {
    logger.warn('WhatsMyName list unavailable; using the built-in probe sites', {
      error: error instanceof Error ? error.message : String(error),
    });
    return ownCatalogue;
  }
}

/** Forgets the loaded list (tests). */
export function resetProbeSiteCache(): void {
  cached = undefined;
}

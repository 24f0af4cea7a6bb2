import type { Population } from './sample-web/index.ts';

export type SourcesMode = 'sample' | 'live';

/** Hosts the live sources depend on; any answer at all (even an error status) means the internet is there. */
const PROBE_URLS = ['https://www.wikidata.org/', 'https://duckduckgo.com/'];

/** Whether any probe host answers within the time limit. */
export async function internetAnswers(
  timeoutMs = 2000,
  urls: readonly string[] = PROBE_URLS,
): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    await Promise.any(urls.map((url) => fetch(url, { method: 'HEAD', redirect: 'manual', signal })));
    return true;
  } catch {
    return false;
  }
}

export interface SampleWebSettings {
  seed?: number;
  size?: number;
  latencyMs?: number;
  errorRate?: number;
}

export interface RunningSampleWeb {
  url: string;
  population: Population;
  close(): Promise<void>;
}

/** Starts the synthetic sample web on loopback. Loaded on demand: live mode never needs it. */
export async function startSampleWebServer(settings: SampleWebSettings = {}): Promise<RunningSampleWeb> {
  const { startSampleWeb } = await import('./sample-web/index.ts');
  const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  return startSampleWeb({ ...defined, host: '127.0.0.1', port: 0 });
}

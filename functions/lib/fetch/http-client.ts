import { config, userAgent } from '../config.ts';
import { timeoutSignal } from './signals.ts';

/**
 * The one way the back end reaches the web. In sample mode every `https://HOST/path?query` goes to the sample
 * web's server as `SAMPLE_WEB_URL/HOST/path?query`; connectors never know which web they talk to.
 */
export function resolveWebUrl(url: string): string {
  const { SOURCES, SAMPLE_WEB_URL } = config();
  if (SOURCES !== 'sample') return url;
  if (!SAMPLE_WEB_URL) throw new Error('SOURCES=sample needs SAMPLE_WEB_URL');
  const target = new URL(url);
  const base = SAMPLE_WEB_URL.replace(/\/+$/, '');
  return `${base}/${target.host}${target.pathname}${target.search}`;
}

export interface WebRequest extends Omit<RequestInit, 'signal'> {
  /** Abort after this many milliseconds. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Fetches a URL of the web (live or sample) with the identifying User-Agent and a timeout. */
export async function fetchWeb(url: string, request: WebRequest = {}): Promise<Response> {
  const { timeoutMs = 8000, signal, headers, ...init } = request;
  const signals = [timeoutSignal(timeoutMs), ...(signal ? [signal] : [])];
  const merged = new Headers(headers);
  if (!merged.has('user-agent')) merged.set('user-agent', userAgent());
  return fetch(resolveWebUrl(url), {
    ...init,
    headers: merged,
    redirect: init.redirect ?? 'manual',
    signal: AbortSignal.any(signals),
  });
}

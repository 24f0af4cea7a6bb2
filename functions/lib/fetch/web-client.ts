import {
  BrokenCircuitError,
  ConsecutiveBreaker,
  DelegateBackoff,
  circuitBreaker,
  handleWhen,
  retry,
} from 'cockatiel';
import type { CircuitBreakerPolicy, IRetryBackoffContext, RetryPolicy } from 'cockatiel';
import pLimit from 'p-limit';
import type { LimitFunction } from 'p-limit';
import type { z } from 'zod';
import { fetchWeb } from './http-client.ts';

/** A response read in full (up to a size cap). Any HTTP status is a result, not an error. */
export interface WebResult {
  /** The URL requested (the web's URL, never the sample web's). */
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** True when the body was cut at the size cap. */
  truncated: boolean;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Timeout of one attempt. */
  timeoutMs?: number;
  signal?: AbortSignal;
  maxBodyBytes?: number;
  /** Retry 429 and 5xx answers and network errors (default true). */
  retry?: boolean;
}

/** The answer had a status the caller cannot use. */
export class HttpStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} from ${hostOf(url)}`);
    this.name = 'HttpStatusError';
  }
}

/** The answer did not have the documented shape: the upstream format changed. */
export class ResponseFormatError extends Error {
  constructor(
    readonly url: string,
    detail: string,
  ) {
    super(`Unexpected response format from ${hostOf(url)}: ${detail}`);
    this.name = 'ResponseFormatError';
  }
}

/** One attempt took longer than its timeout. */
export class RequestTimeoutError extends Error {
  constructor(readonly url: string) {
    super(`Timed out waiting for ${hostOf(url)}`);
    this.name = 'RequestTimeoutError';
  }
}

/** The host failed repeatedly and its circuit is open; calls fail fast until it cools down. */
export class HostUnavailableError extends Error {
  constructor(readonly host: string) {
    super(`${host} is failing; not calling it for a while`);
    this.name = 'HostUnavailableError';
  }
}

export interface WebClientOptions {
  /** Requests in flight per host. */
  perHostConcurrency?: number;
  /** Overrides by host name (e.g. serial requests for Wikidata). */
  hostConcurrency?: Record<string, number>;
  /** Retries after the first attempt. */
  retries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the request gives up instead. */
  maxRetryAfterMs?: number;
  /** Consecutive failures that open a host's circuit. */
  breakerThreshold?: number;
  breakerHalfOpenMs?: number;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

const DEFAULTS = {
  perHostConcurrency: 4,
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 3000,
  maxRetryAfterMs: 6000,
  breakerThreshold: 5,
  breakerHalfOpenMs: 30_000,
  timeoutMs: 8000,
  maxBodyBytes: 1_500_000,
} as const;

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

interface HostState {
  limit: LimitFunction;
  breaker: CircuitBreakerPolicy;
}

/**
 * The resilient way to the web: every call goes through `fetchWeb` with, per host, a concurrency limit and a
 * circuit breaker, and per request a timeout and retries with backoff that honour Retry-After. One client is
 * meant to be shared (breakers only help when they remember).
 */
export class WebClient {
  private readonly options: Required<Omit<WebClientOptions, 'hostConcurrency'>> & {
    hostConcurrency: Record<string, number>;
  };
  private readonly hosts = new Map<string, HostState>();
  private readonly retryPolicy: RetryPolicy;

  constructor(options: WebClientOptions = {}) {
    this.options = { ...DEFAULTS, hostConcurrency: {}, ...options };
    const { maxRetryAfterMs } = this.options;
    this.retryPolicy = retry(
      handleWhen((error) => isRetryableError(error)).orWhenResult(
        (result) => isWebResult(result) && shouldRetry(result, maxRetryAfterMs),
      ),
      {
        maxAttempts: this.options.retries,
        backoff: new DelegateBackoff((context: IRetryBackoffContext<unknown>) => this.delayFor(context)),
      },
    );
  }

  /** Requests a URL; any HTTP status comes back as a result. Throws on timeout, network failure or an open circuit. */
  async request(url: string, options: RequestOptions = {}): Promise<WebResult> {
    const host = hostOf(url);
    const state = this.hostState(host);
    const run = () => state.limit(() => this.attempt(url, options));
    try {
      return await state.breaker.execute(
        () => (options.retry === false ? run() : this.retryPolicy.execute(run, options.signal)),
        options.signal,
      );
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new HostUnavailableError(host);
      throw error;
    }
  }

  /** GETs JSON and validates it. Non-2xx answers throw `HttpStatusError`; a changed shape throws `ResponseFormatError`. */
  async getJson<T>(url: string, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
    const result = await this.request(url, {
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
    if (result.status < 200 || result.status > 299) throw new HttpStatusError(url, result.status);
    return parseJson(result, schema);
  }

  private hostState(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      const concurrency = this.options.hostConcurrency[host] ?? this.options.perHostConcurrency;
      state = {
        limit: pLimit(concurrency),
        breaker: circuitBreaker(
          handleWhen((error) => !isAbortError(error)).orWhenResult(
            (result) => isWebResult(result) && result.status >= 500,
          ),
          {
            halfOpenAfter: this.options.breakerHalfOpenMs,
            breaker: new ConsecutiveBreaker(this.options.breakerThreshold),
          },
        ),
      };
      this.hosts.set(host, state);
    }
    return state;
  }

  private async attempt(url: string, options: RequestOptions): Promise<WebResult> {
    if (options.signal?.aborted) throw abortError(options.signal);
    try {
      const response = await fetchWeb(url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        timeoutMs: options.timeoutMs ?? this.options.timeoutMs,
        signal: options.signal,
      });
      const { body, truncated } = await readBody(response, options.maxBodyBytes ?? this.options.maxBodyBytes);
      return { url, status: response.status, headers: response.headers, body, truncated };
    } catch (error) {
      if (options.signal?.aborted) throw abortError(options.signal);
      if (error instanceof Error && error.name === 'TimeoutError') throw new RequestTimeoutError(url);
      throw error;
    }
  }

  private delayFor(context: IRetryBackoffContext<unknown>): number {
    const { baseDelayMs, maxDelayMs } = this.options;
    if ('value' in context.result && isWebResult(context.result.value)) {
      const wait = retryAfterMs(context.result.value.headers);
      if (wait !== null) return wait;
    }
    const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** (context.attempt - 1));
    return exponential / 2 + Math.random() * (exponential / 2);
  }
}

/** Validates a JSON body against a schema; a body that is not JSON or has another shape is a format error. */
export function parseJson<T>(result: WebResult, schema: z.ZodType<T>): T {
  let data: unknown;
  try {
    data = JSON.parse(result.body);
  } catch {
    throw new ResponseFormatError(result.url, 'body is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResponseFormatError(
      result.url,
      issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid',
    );
  }
  return parsed.data;
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function shouldRetry(result: WebResult, maxRetryAfterMs: number): boolean {
  if (!RETRYABLE.has(result.status)) return false;
  const wait = retryAfterMs(result.headers);
  return wait === null || wait <= maxRetryAfterMs;
}

function isRetryableError(error: Error): boolean {
  if (isAbortError(error) || error instanceof RequestTimeoutError) return false;
  // fetch rejects with a TypeError for network failures (reset, refused, DNS).
  return error instanceof TypeError;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  const error = new Error('The search was stopped');
  error.name = 'AbortError';
  return error;
}

export function isWebResult(value: unknown): value is WebResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    'headers' in value &&
    value.headers instanceof Headers
  );
}

async function readBody(response: Response, maxBytes: number): Promise<{ body: string; truncated: boolean }> {
  if (!response.body) return { body: '', truncated: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let body = '';
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      body += decoder.decode(value.subarray(0, value.byteLength - (received - maxBytes)), { stream: true });
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    body += decoder.decode(value, { stream: true });
  }
  return { body: body + decoder.decode(), truncated };
}

/** The host part of a URL ('' when it is not a URL). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}

/** True when a redirect target looks like a sign-in wall rather than a profile or a "not found" page. */
export function isLoginRedirect(location: string): boolean {
  return /(^|[/?.=_-])(login|log-in|signin|sign-in|sign_in|auth|authwall|checkpoint|challenge|consent|captcha)([/?.=_&-]|$)/i.test(
    location,
  );
}

export interface PageResult extends WebResult {
  /** The URL of the page finally read, after redirects. */
  finalUrl: string;
  /** Set when a redirect led to a sign-in wall. */
  loginWall: boolean;
}

/** GETs a page and follows a few redirects itself (each hop through the seam), stopping at sign-in walls. */
export async function fetchPage(
  client: WebClient,
  url: string,
  options: RequestOptions & { maxRedirects?: number } = {},
): Promise<PageResult> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const result = await client.request(current, options);
    const location = result.headers.get('location');
    if (result.status < 300 || result.status > 399 || !location) {
      return { ...result, finalUrl: current, loginWall: false };
    }
    const next = new URL(location, current).toString();
    if (isLoginRedirect(new URL(next).pathname + new URL(next).search)) {
      return { ...result, finalUrl: current, loginWall: true };
    }
    if (hop >= (options.maxRedirects ?? 3)) return { ...result, finalUrl: current, loginWall: false };
    current = next;
  }
}

/** The sample web's own request and response shapes, independent of node:http. */

export interface SampleRequest {
  method: string;
  /** Lowercase host without port, e.g. "api.github.com". */
  host: string;
  /** Decoded path, e.g. "/users/jdoe". */
  path: string;
  /** Path as sent (still percent-encoded) plus the query string, e.g. "/search/users?q=a%20b". */
  rawPathAndQuery: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** 'api' responses are the ones `errorRate` may replace with 429/503. */
export type ResponseKind = 'api' | 'page' | 'asset';

export interface SampleResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
  kind: ResponseKind;
}

export type HostHandler = (req: SampleRequest) => SampleResponse | undefined;

export function json(status: number, value: unknown, headers: Record<string, string> = {}): SampleResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
    kind: 'api',
  };
}

/** JSON with a space after every colon and comma, as some APIs (Reddit) write it. */
export function spacedJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => spacedJson(v)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${spacedJson(v)}`).join(', ')}}`;
}

export function rawJson(status: number, body: string, headers: Record<string, string> = {}): SampleResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
    kind: 'api',
  };
}

export function html(status: number, body: string, headers: Record<string, string> = {}): SampleResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body, kind: 'page' };
}

export function text(
  status: number,
  body: string,
  contentType = 'text/plain; charset=utf-8',
): SampleResponse {
  return { status, headers: { 'content-type': contentType }, body, kind: 'page' };
}

export function redirect(status: number, location: string, body = ''): SampleResponse {
  return { status, headers: { location, 'content-type': 'text/html; charset=utf-8' }, body, kind: 'page' };
}

export function bodyText(response: SampleResponse): string {
  return typeof response.body === 'string' ? response.body : '';
}

/** A query parameter as an integer within bounds. */
export function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = query.get(name);
  const n = raw === null ? NaN : Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

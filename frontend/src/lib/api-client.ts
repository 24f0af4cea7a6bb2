import type { z } from 'zod';
import { ErrorBodySchema } from '../../../shared/api/error-body.ts';
import { env } from '../config/env.ts';

/** A non-2xx answer from the API: the status and, when the server sent one, its error text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The server's `error` text, or null when the body carried none. */
    readonly serverMessage: string | null,
    readonly code: string | null = null,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }

  /** The most specific text the server gave: the first field error, else its error text. */
  get detail(): string | null {
    const firstField = Object.values(this.fieldErrors).find((messages) => messages.length > 0);
    return firstField?.[0] ?? this.serverMessage;
  }
}

/** A 2xx answer whose body does not match the shared contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';

  constructor(
    readonly path: string,
    readonly issues: z.ZodError,
  ) {
    super(`Unexpected response from ${path}`);
  }
}

type HeadersProvider = () => Record<string, string> | Promise<Record<string, string>>;

let headersProvider: HeadersProvider = () => ({});

/**
 * Sets the headers sent with every call (the bearer token and membership header once auth exists).
 * Kept here so no feature builds its own requests.
 */
export function setRequestHeadersProvider(provider: HeadersProvider): void {
  headersProvider = provider;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body: unknown,
  options: RequestOptions,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json', ...(await headersProvider()) };
  if (body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const payload = await readJson(response);

  if (!response.ok) {
    const parsed = ErrorBodySchema.safeParse(payload);
    if (!parsed.success) throw new ApiError(response.status, null);
    const { error, code, fieldErrors } = parsed.data;
    throw new ApiError(response.status, error.trim() || null, code ?? null, fieldErrors ?? {});
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiContractError(path, parsed.error);
  return parsed.data;
}

/** The one way the app talks to the API. Answers are checked against the shared schemas. */
export const apiClient = {
  get<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
    return request('GET', path, schema, undefined, options);
  },
  post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.infer<S>> {
    return request('POST', path, schema, body, options);
  },
};

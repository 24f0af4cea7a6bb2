import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown } | 'network-error';
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/**
 * Replaces `fetch` with a small in-memory API. Handlers are keyed by "METHOD /path"; unknown routes answer 404.
 * Every request is recorded so tests can assert what the page sent. A handler may answer later (a promise), to
 * hold the page in its waiting state.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { error: 'Not found', code: 'not_found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  HostUnavailableError,
  HttpStatusError,
  RequestTimeoutError,
  ResponseFormatError,
  WebClient,
  fetchPage,
  retryAfterMs,
} from './web-client.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();
let inFlight = 0;
let maxInFlight = 0;

beforeAll(async () => {
  process.env.SOURCES = 'live';
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    if (path === '/flaky') {
      if (count === 1) return void res.writeHead(503, { 'retry-after': '0' }).end('busy');
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
    if (path === '/slow-down') return void res.writeHead(429, { 'retry-after': '3600' }).end('later');
    if (path === '/down') return void res.writeHead(500).end('down');
    if (path === '/hang') return; // never answers
    if (path === '/shape') return void res.writeHead(200).end('{"ok":"yes"}');
    if (path === '/redirect-login')
      return void res.writeHead(302, { location: '/accounts/login?next=/x' }).end();
    if (path === '/redirect') return void res.writeHead(301, { location: '/flaky' }).end();
    if (path.startsWith('/count')) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200).end('ok');
      }, 30);
      return;
    }
    res.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const Ok = z.object({ ok: z.boolean() });

describe('WebClient', () => {
  it('retries a 503 that asks to retry, then succeeds', async () => {
    const client = new WebClient({ baseDelayMs: 5 });
    await expect(client.getJson(`${base}/flaky`, Ok)).resolves.toEqual({ ok: true });
    expect(hits.get('/flaky')).toBe(2);
  });

  it('does not wait for a Retry-After longer than it allows', async () => {
    const client = new WebClient({ baseDelayMs: 5, maxRetryAfterMs: 1000 });
    await expect(client.getJson(`${base}/slow-down`, Ok)).rejects.toBeInstanceOf(HttpStatusError);
    expect(hits.get('/slow-down')).toBe(1);
  });

  it('opens the circuit of a failing host, then fails fast', async () => {
    const client = new WebClient({ baseDelayMs: 1, maxDelayMs: 2, retries: 1, breakerThreshold: 2 });
    await expect(client.getJson(`${base}/down`, Ok)).rejects.toBeInstanceOf(HttpStatusError);
    await expect(client.getJson(`${base}/down`, Ok)).rejects.toBeInstanceOf(HttpStatusError);
    const before = hits.get('/down');
    await expect(client.getJson(`${base}/down`, Ok)).rejects.toBeInstanceOf(HostUnavailableError);
    expect(hits.get('/down')).toBe(before);
  });

  it('times out a host that never answers', async () => {
    const client = new WebClient({ retries: 0 });
    await expect(client.request(`${base}/hang`, { timeoutMs: 100 })).rejects.toBeInstanceOf(
      RequestTimeoutError,
    );
  });

  it('reports a changed answer shape as a format error', async () => {
    await expect(new WebClient().getJson(`${base}/shape`, Ok)).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('keeps to the per-host concurrency limit', async () => {
    const client = new WebClient({ perHostConcurrency: 2 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => client.request(`${base}/count/${i}`)));
    expect(maxInFlight).toBe(2);
  });

  it('follows redirects but stops at a sign-in wall', async () => {
    const client = new WebClient({ baseDelayMs: 1 });
    const wall = await fetchPage(client, `${base}/redirect-login`);
    expect(wall.loginWall).toBe(true);
    const moved = await fetchPage(client, `${base}/redirect`);
    expect(moved.finalUrl).toBe(`${base}/flaky`);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers())).toBeNull();
  });
});

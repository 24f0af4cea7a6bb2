import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteDefinition } from '../../functions/routes.ts';
import { createLocalServer } from './api-server.ts';
import { createHandlerLoader } from './handler-loader.ts';
import { createStaticSite } from './static-site.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

const routes: RouteDefinition[] = [
  { method: 'GET', path: '/api/echo', handler: 'api/echo', auth: 'none' },
  { method: 'POST', path: '/api/echo', handler: 'api/echo', auth: 'none' },
  { method: 'POST', path: '/api/secure', handler: 'api/echo', auth: 'required' },
  { method: 'GET', path: '/api/status', handler: 'api/get-service-status', auth: 'none' },
  { method: 'GET', path: '/api/binary', handler: 'api/binary', auth: 'none' },
  { method: 'GET', path: '/api/boom', handler: 'api/throws', auth: 'none' },
  { method: 'GET', path: '/api/unwritten', handler: 'api/not-written-yet', auth: 'none' },
];

let server: Server;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  server = createLocalServer({
    routes,
    loader: createHandlerLoader(path.join(fixtures, 'functions')),
    site: createStaticSite(path.join(fixtures, 'frontend')),
    verifyToken: async (token) => (token === 'good-token' ? { sub: 'user-1', token_use: 'id' } : null),
    maxBodyBytes: 1024 * 1024,
    log: (line) => logs.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function echo(
  init: RequestInit & { path?: string } = {},
): Promise<APIGatewayProxyEventV2WithJWTAuthorizer> {
  const response = await fetch(`${base}${init.path ?? '/api/echo'}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
}

describe('the API', () => {
  it('hands the function a 2.0 event with the query string, headers and cookies of the request', async () => {
    const event = await echo({
      path: '/api/echo?jobId=j%201&limit=5&limit=10',
      headers: { 'X-Custom': 'Yes', cookie: 'a=1; b=2' },
    });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/echo');
    expect(event.rawPath).toBe('/api/echo');
    expect(event.rawQueryString).toBe('jobId=j%201&limit=5&limit=10');
    expect(event.queryStringParameters).toEqual({ jobId: 'j 1', limit: '5,10' });
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/api/echo',
      sourceIp: '127.0.0.1',
    });
    expect(event.requestContext.stage).toBe('$default');
  });

  it('passes a JSON body as text and a binary body as base64', async () => {
    const text = await echo({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ada"}',
    });
    expect(text).toMatchObject({ body: '{"name":"Ada"}', isBase64Encoded: false });

    const bytes = new Uint8Array([0, 1, 2, 255]);
    const binary = await echo({
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(binary.isBase64Encoded).toBe(true);
    expect([...Buffer.from(binary.body ?? '', 'base64')]).toEqual([0, 1, 2, 255]);
  });

  it("maps the function's headers and cookies onto the response", async () => {
    const response = await fetch(`${base}/api/echo`);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
  });

  it('answers a plain object result as 200 JSON', async () => {
    const response = await fetch(`${base}/api/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ sources: expect.any(String), stage: 'local' });
  });

  it('decodes a base64 result into bytes', async () => {
    const response = await fetch(`${base}/api/binary`);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const response = await fetch(`${base}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('answers 405 JSON for a known path with the wrong method', async () => {
    const response = await fetch(`${base}/api/status`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  it('answers 413 for a body over 1 MB without calling the function', async () => {
    const before = logs.length;
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(logs.slice(before).join('\n')).toContain('→ 413');
  });

  it('answers 413 for a chunked body that grows past 1 MB', async () => {
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 5) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('plays the JWT authorizer: no token or a bad one is 401, a valid one reaches the function with its claims', async () => {
    const missing = await fetch(`${base}/api/secure`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Unauthorized' });

    const forged = await fetch(`${base}/api/secure`, {
      method: 'POST',
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.status).toBe(401);

    const event = await echo({
      path: '/api/secure',
      method: 'POST',
      headers: { authorization: 'Bearer good-token' },
    });
    expect(event.requestContext.authorizer.jwt.claims).toEqual({ sub: 'user-1', token_use: 'id' });
  });

  it('answers 500 like API Gateway when the function throws, and logs why', async () => {
    const response = await fetch(`${base}/api/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    expect(logs.join('\n')).toContain('Stand-in failure');
  });

  it('answers 500 when the function module does not exist yet', async () => {
    const response = await fetch(`${base}/api/unwritten`);
    expect(response.status).toBe(500);
    expect(logs.join('\n')).toContain('No function module api/not-written-yet');
  });
});

describe('the front end', () => {
  it('serves index.html with no-cache at the root', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('falls back to index.html for an app route', async () => {
    const response = await fetch(`${base}/search?name=Ada%20Example`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache and their content type', async () => {
    const response = await fetch(`${base}/assets/app-3f2a1b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with their content type', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers a real 404 for a missing file with an extension', async () => {
    for (const missing of ['/assets/app-missing.js', '/robots.txt', '/favicon.ico']) {
      const response = await fetch(`${base}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('answers 304 when the copy is current', async () => {
    const first = await fetch(`${base}/`);
    const etag = first.headers.get('etag') ?? '';
    const second = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('never serves files outside its folder', async () => {
    for (const escape of ['/..%2F..%2Fapi-server.ts', '/%2e%2e/%2e%2e/runtime.ts', '/.hidden']) {
      const response = await fetch(`${base}${escape}`);
      expect([400, 404], escape).toContain(response.status);
    }
  });
});

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RouteDefinition } from '../../functions/routes.ts';
import { fromHttpApiResult, toHttpApiEvent } from './api-gateway-event.ts';
import type { HttpResponse, JwtClaims } from './api-gateway-event.ts';
import type { HandlerLoader } from './handler-loader.ts';
import { functionNameOf, lambdaContext } from './lambda-context.ts';
import type { RequestListener } from './static-site.ts';

/** Verifies a bearer token as the HTTP API's JWT authorizer would: its claims, or null when it is not valid. */
export type TokenVerifier = (token: string) => Promise<JwtClaims | null>;

/** Until a user pool is wired locally, no token is valid. */
export const rejectAllTokens: TokenVerifier = async () => null;

export const MAX_BODY_BYTES = 1024 * 1024;

export interface LocalServerOptions {
  routes: readonly RouteDefinition[];
  loader: HandlerLoader;
  verifyToken?: TokenVerifier;
  /** Serves everything outside /api (the built front end). */
  site?: RequestListener;
  maxBodyBytes?: number;
  /** API Gateway gives up on a function after 30 s and answers 503. */
  integrationTimeoutMs?: number;
  region?: string;
  log?: (line: string) => void;
}

/**
 * The local API Gateway and CDN in one node:http server: /api requests become HTTP API (payload 2.0) events
 * for the function the route table names, behind the JWT authorizer for `auth: 'required'` routes; every
 * other request goes to the static site.
 */
export function createLocalServer(options: LocalServerOptions): Server {
  const log = options.log ?? ((line: string) => console.log(line));
  const verifyToken = options.verifyToken ?? rejectAllTokens;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const timeoutMs = options.integrationTimeoutMs ?? 30_000;
  const region = options.region ?? process.env.AWS_REGION ?? 'us-east-1';

  const handleApi = async (req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const requestId = randomUUID();
    res.setHeader('apigw-requestid', requestId);
    const done = (status: number) =>
      log(`${method} ${req.url ?? rawPath} → ${status} (${Math.round(performance.now() - started)} ms)`);

    const route = options.routes.find((r) => r.method === method && r.path === rawPath);
    if (!route) {
      const allowed = options.routes.filter((r) => r.path === rawPath).map((r) => r.method);
      if (allowed.length > 0) {
        sendJson(res, 405, { error: 'Method not allowed' }, { allow: allowed.join(', ') });
        done(405);
      } else {
        sendJson(res, 404, { error: 'Not found' });
        done(404);
      }
      return;
    }

    const body = await readBody(req, maxBodyBytes);
    if (body === 'too-large') {
      sendJson(
        res,
        413,
        { error: `The request body is larger than ${maxBodyBytes} bytes` },
        { connection: 'close' },
      );
      done(413);
      return;
    }

    let claims: JwtClaims | undefined;
    if (route.auth === 'required') {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
      const verified = token ? await verifyToken(token).catch(() => null) : null;
      if (!verified) {
        sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        done(401);
        return;
      }
      claims = verified;
    }

    const event = toHttpApiEvent(
      {
        method,
        url: req.url ?? rawPath,
        httpVersion: req.httpVersion,
        headers: distinctHeaders(req),
        sourceIp: sourceIpOf(req),
        body,
      },
      { routeKey: `${route.method} ${route.path}`, requestId, ...(claims ? { claims } : {}) },
    );

    let response: HttpResponse;
    try {
      const handler = await options.loader.load(route.handler);
      const context = lambdaContext(functionNameOf(route.handler), requestId, timeoutMs, region);
      const result = await withTimeout(Promise.resolve(handler(event, context)), timeoutMs);
      if (result === timedOut) {
        log(`${route.handler} did not answer within ${timeoutMs} ms`);
        sendJson(res, 503, { message: 'Service Unavailable' });
        done(503);
        return;
      }
      response = fromHttpApiResult(result);
    } catch (error) {
      log(`${route.handler} failed: ${describe(error)}`);
      sendJson(res, 500, { message: 'Internal Server Error' });
      done(500);
      return;
    }
    writeResponse(res, response);
    done(response.statusCode);
  };

  const server = http.createServer((req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const isApi = rawPath === '/api' || rawPath.startsWith('/api/');
    const work = isApi
      ? handleApi(req, res, rawPath)
      : options.site
        ? options.site(req, res)
        : Promise.resolve(sendJson(res, 404, { error: 'Not found' }));
    work.catch((error: unknown) => {
      if (isClientGone(error)) return;
      log(`${req.method ?? ''} ${req.url ?? ''} failed: ${describe(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
  return server;
}

/**
 * The request body, or 'too-large' as soon as it passes the limit. The rest is read and dropped rather than
 * left unread, so the client sees the 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume();
      resolve('too-large');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    req.on('data', (chunk: Buffer) => {
      if (overflow) return;
      size += chunk.length;
      if (size > maxBytes) {
        overflow = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (!overflow) resolve(Buffer.concat(chunks));
    });
    req.once('error', reject);
  });
}

function writeResponse(res: ServerResponse, response: HttpResponse): void {
  res.statusCode = response.statusCode;
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === 'content-length' || name === 'transfer-encoding' || name === 'connection') continue;
    res.setHeader(name, value);
  }
  if (response.cookies.length > 0) {
    const existing = response.headers['set-cookie'];
    res.setHeader('set-cookie', [...(existing ? [existing] : []), ...response.cookies]);
  }
  res.setHeader('content-length', response.body.length);
  res.end(response.body);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function distinctHeaders(req: IncomingMessage): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    if (values) headers[name] = values;
  }
  return headers;
}

function sourceIpOf(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

const timedOut = Symbol('timed out');

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isClientGone(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

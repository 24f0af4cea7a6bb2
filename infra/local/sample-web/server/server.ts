import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { generatePopulation } from '../population.ts';
import type { Population } from '../types.ts';
import { SampleApp } from './app.ts';
import { json } from './http.ts';
import type { SampleRequest, SampleResponse } from './http.ts';

export interface SampleWebOptions {
  /** Seed of the population and of every random choice; default 1. */
  seed?: number;
  /** People in the population; default 2400. */
  size?: number;
  /** Mean added latency per response in ms, jittered 0.5×–1.5×; default 0. */
  latencyMs?: number;
  /** Share (0..1) of JSON API responses answered 429 (with Retry-After: 1) or 503; default 0. */
  errorRate?: number;
  /** Share (0..1) of all requests never answered (the connection stays open until the client gives up); default 0. */
  hangRate?: number;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface SampleWeb {
  /** e.g. http://127.0.0.1:PORT; a request for https://HOST/path?query goes to `${url}/HOST/path?query`. */
  url: string;
  population: Population;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

function toSampleRequest(req: IncomingMessage, body: string): SampleRequest | null {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const rawPath = q >= 0 ? raw.slice(0, q) : raw;
  const search = q >= 0 ? raw.slice(q) : '';
  const m = /^\/([^/]+)(\/.*)?$/.exec(rawPath);
  if (!m?.[1]) return null;
  const host = m[1].toLowerCase().replace(/:\d+$/, '');
  const rest = m[2] ?? '/';
  let path = rest;
  try {
    path = decodeURIComponent(rest);
  } catch {
    // keep the raw path
  }
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    host,
    path,
    rawPathAndQuery: `${rest}${search}`,
    query: new URLSearchParams(search),
    headers: req.headers,
    body,
  };
}

function send(res: ServerResponse, response: SampleResponse): void {
  if (res.destroyed || res.writableEnded) return;
  const body = typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body;
  res.writeHead(response.status, { ...response.headers, 'content-length': String(body.byteLength) });
  res.end(body);
}

/** Starts the sample web on 127.0.0.1 (a free port by default). */
export async function startSampleWeb(options: SampleWebOptions = {}): Promise<SampleWeb> {
  const population = generatePopulation({ seed: options.seed ?? 1, size: options.size ?? 2400 });
  const app = new SampleApp(population, {
    errorRate: Math.min(1, Math.max(0, options.errorRate ?? 0)),
    latencyMs: Math.max(0, options.latencyMs ?? 0),
    hangRate: Math.min(1, Math.max(0, options.hangRate ?? 0)),
  });
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      const sampleRequest = toSampleRequest(req, Buffer.concat(chunks).toString('utf8'));
      if (!sampleRequest) {
        send(res, app.summary());
        return;
      }
      let outcome: { response: SampleResponse; delayMs: number };
      try {
        outcome = app.handle(sampleRequest);
      } catch (error) {
        outcome = {
          response: json(500, { error: 'sample web failure', message: String(error) }),
          delayMs: 0,
        };
      }
      // A hanging request: no answer; the client's timeout ends it (or closing the sample web does).
      if (outcome.delayMs === Number.POSITIVE_INFINITY) return;
      if (outcome.delayMs <= 0) {
        send(res, outcome.response);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(res, outcome.response);
      }, outcome.delayMs);
      timers.add(timer);
    });
  });
  server.keepAliveTimeout = 5000;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    population,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
      return closing;
    },
  };
}

import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fixture route answers. `delayMs` holds the answer back; `body` objects are sent as JSON. */
export interface FixtureAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

/** Answers a request to `https://HOST/path?query`, or undefined for a 404. */
export type FixtureRoute = (request: {
  host: string;
  path: string;
  query: URLSearchParams;
  method: string;
}) => FixtureAnswer | undefined;

export interface FixtureWeb {
  url: string;
  /** Every request seen, as `HOST/path?query`. */
  requests: string[];
  close: () => Promise<void>;
}

/**
 * A tiny stand-in for the web in the sample web's URL scheme (`{url}/HOST/path?query`), for unit tests that
 * need HTTP. Point the fetch seam at it with SOURCES=sample and SAMPLE_WEB_URL.
 */
export async function startFixtureWeb(route: FixtureRoute): Promise<FixtureWeb> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    const [, host = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    requests.push(`${host}${path}${url.search}`);
    const answer = route({ host, path, query: url.searchParams, method: req.method ?? 'GET' });
    const send = () => {
      if (res.destroyed) return;
      if (!answer) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      const isText = typeof answer.body === 'string';
      res.writeHead(answer.status ?? 200, {
        'content-type': isText ? 'text/html; charset=utf-8' : 'application/json',
        ...answer.headers,
      });
      res.end(isText ? answer.body : JSON.stringify(answer.body ?? {}));
    };
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { describe, expect, it } from 'vitest';
import {
  InvalidFunctionResultError,
  formatRequestTime,
  fromHttpApiResult,
  isTextContentType,
  parseQueryString,
  toHttpApiEvent,
} from './api-gateway-event.ts';
import type { ApiRequest } from './api-gateway-event.ts';

const now = new Date(Date.UTC(2026, 2, 12, 19, 3, 58, 123));

function request(overrides: Partial<ApiRequest> = {}): ApiRequest {
  return {
    method: 'GET',
    url: '/api/search/results',
    httpVersion: '1.1',
    headers: { host: ['127.0.0.1:3000'], 'user-agent': ['vitest'] },
    sourceIp: '127.0.0.1',
    body: Buffer.alloc(0),
    ...overrides,
  };
}

describe('toHttpApiEvent', () => {
  it('builds a payload format 2.0 event with the request context API Gateway sends', () => {
    const event = toHttpApiEvent(request(), {
      routeKey: 'GET /api/search/results',
      now,
      requestId: 'req-1',
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/search/results',
      rawPath: '/api/search/results',
      rawQueryString: '',
      isBase64Encoded: false,
      requestContext: {
        accountId: expect.any(String),
        apiId: expect.any(String),
        domainName: '127.0.0.1:3000',
        http: {
          method: 'GET',
          path: '/api/search/results',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        requestId: 'req-1',
        routeKey: 'GET /api/search/results',
        stage: '$default',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: now.getTime(),
      },
    });
    expect(event).not.toHaveProperty('body');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('cookies');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('keeps the raw query string and decodes parameters, joining repeats with commas', () => {
    const event = toHttpApiEvent(
      request({ url: '/api/search/results?jobId=a%2Fb&tag=x&tag=y&name=Jos%C3%A9+P&flag' }),
      {
        routeKey: 'GET /api/search/results',
      },
    );
    expect(event.rawPath).toBe('/api/search/results');
    expect(event.rawQueryString).toBe('jobId=a%2Fb&tag=x&tag=y&name=Jos%C3%A9+P&flag');
    expect(event.queryStringParameters).toEqual({ jobId: 'a/b', tag: 'x,y', name: 'José P', flag: '' });
  });

  it('lower-cases headers, joins repeats with commas and moves cookies to their own field', () => {
    const event = toHttpApiEvent(
      request({
        headers: {
          host: ['127.0.0.1:3000'],
          accept: ['text/html', 'application/json'],
          cookie: ['a=1; b=2', 'c=3'],
          'x-forwarded-for': ['203.0.113.7'],
        },
        sourceIp: '10.0.0.2',
      }),
      { routeKey: 'GET /api/status' },
    );
    expect(event.headers.accept).toBe('text/html,application/json');
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.cookies).toEqual(['a=1', 'b=2', 'c=3']);
    expect(event.headers['x-forwarded-for']).toBe('203.0.113.7, 10.0.0.2');
    expect(event.headers['x-forwarded-proto']).toBe('http');
    expect(event.headers['x-forwarded-port']).toBe('3000');
  });

  it('passes a JSON body as text', () => {
    const body = JSON.stringify({ name: 'José' });
    const event = toHttpApiEvent(
      request({
        method: 'POST',
        headers: { 'content-type': ['application/json; charset=utf-8'] },
        body: Buffer.from(body),
      }),
      { routeKey: 'POST /api/search/name/start' },
    );
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe(body);
  });

  it('base64-encodes a body whose content type is not text, or missing', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const cases: Array<Record<string, string[]>> = [{ 'content-type': ['image/png'] }, {}];
    for (const headers of cases) {
      const event = toHttpApiEvent(request({ method: 'POST', headers, body: bytes }), {
        routeKey: 'POST /api/x',
      });
      expect(event.isBase64Encoded).toBe(true);
      expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
    }
  });

  it('adds the authorizer claims when the route was authorized', () => {
    const event = toHttpApiEvent(request(), {
      routeKey: 'POST /api/search/email/start',
      claims: { sub: 'user-1', email: 'ada@example.org', token_use: 'id' },
    });
    expect(event.requestContext.authorizer).toEqual({
      jwt: { claims: { sub: 'user-1', email: 'ada@example.org', token_use: 'id' }, scopes: null },
    });
  });
});

describe('parseQueryString', () => {
  it('is undefined for an empty query', () => {
    expect(parseQueryString('')).toBeUndefined();
  });
});

describe('isTextContentType', () => {
  it.each([
    ['application/json', true],
    ['application/problem+json', true],
    ['text/plain; charset=utf-8', true],
    ['application/x-www-form-urlencoded', true],
    ['application/xml', true],
    ['image/png', false],
    ['application/octet-stream', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
  ])('%s → %s', (contentType, text) => {
    expect(isTextContentType(contentType)).toBe(text);
  });
});

describe('formatRequestTime', () => {
  it('pads day and time in UTC', () => {
    expect(formatRequestTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('02/Jan/2026:03:04:05 +0000');
  });
});

describe('fromHttpApiResult', () => {
  it('maps a structured result: status, lower-cased headers, cookies and body', () => {
    const response = fromHttpApiResult({
      statusCode: 202,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3, 'X-Flag': true },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"jobId":"j1"}',
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers).toEqual({
      'content-type': 'application/json',
      'x-count': '3',
      'x-flag': 'true',
    });
    expect(response.cookies).toEqual(['a=1; Path=/', 'b=2']);
    expect(response.body.toString()).toBe('{"jobId":"j1"}');
  });

  it('decodes a base64 body', () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const response = fromHttpApiResult({
      statusCode: 200,
      body: bytes.toString('base64'),
      isBase64Encoded: true,
    });
    expect(response.body).toEqual(bytes);
  });

  it('treats a string as the body of a 200 JSON response', () => {
    const response = fromHttpApiResult('{"ok":true}');
    expect(response).toMatchObject({ statusCode: 200, headers: { 'content-type': 'application/json' } });
    expect(response.body.toString()).toBe('{"ok":true}');
  });

  it('serialises an object without statusCode as the body of a 200 JSON response', () => {
    const response = fromHttpApiResult({ sources: 'sample', stage: 'local' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ sources: 'sample', stage: 'local' });
  });

  it('answers an empty structured result with an empty body', () => {
    const response = fromHttpApiResult({ statusCode: 204 });
    expect(response.statusCode).toBe(204);
    expect(response.body.length).toBe(0);
  });

  it('rejects a result API Gateway could not map', () => {
    expect(() => fromHttpApiResult({ statusCode: 'ok' })).toThrow(InvalidFunctionResultError);
    expect(() => fromHttpApiResult({ statusCode: 200, body: { not: 'a string' } })).toThrow(
      InvalidFunctionResultError,
    );
    expect(() => fromHttpApiResult({ statusCode: 200, headers: { a: ['x'] } })).toThrow(
      InvalidFunctionResultError,
    );
  });
});

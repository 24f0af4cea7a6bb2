import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Claims as the HTTP API JWT authorizer passes them to the function. */
export type JwtClaims = Record<string, string | number | boolean | string[]>;

export type HttpApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt: { claims: JwtClaims; scopes: string[] | null } };
  };
};

/** What the local server knows about a request when it hands it to a function. */
export interface ApiRequest {
  method: string;
  /** The request target as received: path and query string. */
  url: string;
  httpVersion: string;
  /** Header values by lower-case name, repeats kept apart (node's `headersDistinct`). */
  headers: Record<string, string[]>;
  sourceIp: string;
  body: Buffer;
}

export interface EventContext {
  routeKey: string;
  claims?: JwtClaims;
  now?: Date;
  requestId?: string;
}

/** Account and API ids of the local stand-in; functions only ever log them. */
const LOCAL_ACCOUNT_ID = '000000000000';
const LOCAL_API_ID = 'local';

/**
 * Turns a request into the event API Gateway's HTTP API sends a Lambda function (payload format 2.0):
 * lower-case headers with repeats comma-joined, cookies split out, decoded query parameters with repeats
 * comma-joined, and a body that is base64 unless its content type is text.
 */
export function toHttpApiEvent(request: ApiRequest, context: EventContext): HttpApiEvent {
  const now = context.now ?? new Date();
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : request.url.slice(queryAt + 1);

  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headers)) {
    if (name === 'cookie') continue;
    headers[name] = values.join(',');
  }
  const forwardedFor = headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${request.sourceIp}` : request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const host = headers.host ?? 'localhost';
  const port = /:(\d+)$/.exec(host)?.[1];
  if (port) headers['x-forwarded-port'] ??= port;

  const cookies = (request.headers.cookie ?? [])
    .flatMap((header) => header.split(';'))
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie.length > 0);

  const hasBody = request.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const domainName = host;

  const event: HttpApiEvent = {
    version: '2.0',
    routeKey: context.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: context.requestId ?? randomUUID(),
      routeKey: context.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
      ...(context.claims
        ? { authorizer: { jwt: { claims: context.claims, scopes: scopesOf(context.claims) } } }
        : {}),
    },
    isBase64Encoded: hasBody && !text,
  };
  if (cookies.length > 0) event.cookies = cookies;
  const query = parseQueryString(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (hasBody) event.body = text ? request.body.toString('utf8') : request.body.toString('base64');
  return event;
}

/** The authorizer reads scopes from an access token's `scope` claim; ID tokens have none. */
function scopesOf(claims: JwtClaims): string[] | null {
  const scope = claims.scope;
  return typeof scope === 'string' ? scope.split(' ').filter((s) => s.length > 0) : null;
}

/** Decoded query parameters, repeated names comma-joined; undefined when there are none (as API Gateway omits them). */
export function parseQueryString(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

const TEXT_TYPES =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded|graphql|x-ndjson)$|application\/[\w.+-]+\+(json|xml)$)/;

/** Bodies of these types reach the function as text; everything else (and no type) as base64. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return TEXT_TYPES.test(mediaType);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request time format, e.g. `12/Mar/2020:19:03:58 +0000`. */
export function formatRequestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** The HTTP response API Gateway makes of a function's result. */
export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

export class InvalidFunctionResultError extends Error {
  override readonly name = 'InvalidFunctionResultError';
}

/**
 * Maps a function's result as the 2.0 format does: an object with `statusCode` is a structured response
 * (headers, cookies as set-cookie, body decoded when isBase64Encoded); anything else that is valid JSON is
 * the body of a 200 `application/json` response, a string as it is, any other value serialised.
 */
export function fromHttpApiResult(result: unknown): HttpResponse {
  const inferred = (body: string): HttpResponse => ({
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(body, 'utf8'),
  });
  if (typeof result === 'string') return inferred(result);
  if (typeof result !== 'object' || result === null || Array.isArray(result) || !('statusCode' in result)) {
    return inferred(JSON.stringify(result) ?? 'null');
  }
  const structured = result as Record<string, unknown>;
  const statusCode = structured.statusCode;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    statusCode < 100 ||
    statusCode > 599
  ) {
    throw new InvalidFunctionResultError(
      `statusCode must be an HTTP status, got ${JSON.stringify(statusCode)}`,
    );
  }
  const headers: Record<string, string> = {};
  const rawHeaders = structured.headers;
  if (rawHeaders !== undefined && rawHeaders !== null) {
    if (typeof rawHeaders !== 'object' || Array.isArray(rawHeaders)) {
      throw new InvalidFunctionResultError('headers must be an object');
    }
    for (const [name, value] of Object.entries(rawHeaders)) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        throw new InvalidFunctionResultError(`header ${name} must be a string, number or boolean`);
      }
      headers[name.toLowerCase()] = String(value);
    }
  }
  const rawCookies = structured.cookies ?? [];
  if (!Array.isArray(rawCookies) || rawCookies.some((cookie) => typeof cookie !== 'string')) {
    throw new InvalidFunctionResultError('cookies must be an array of strings');
  }
  const rawBody = structured.body ?? '';
  if (typeof rawBody !== 'string') throw new InvalidFunctionResultError('body must be a string');
  const body =
    structured.isBase64Encoded === true ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody, 'utf8');
  return { statusCode, headers, cookies: rawCookies as string[], body };
}

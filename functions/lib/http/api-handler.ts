import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { LIMITS } from '../../../shared/constants.ts';
import type { ErrorBody } from '../../../shared/api/error-body.ts';
import { AppError, RateLimitedError, ValidationError } from '../errors.ts';
import { logger } from '../logger.ts';

export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] } };
  };
};
export type ApiResult = APIGatewayProxyStructuredResultV2;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON response. */
export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...jsonHeaders, ...headers }, body: JSON.stringify(body) };
}

/**
 * Wraps a route's logic: the one place that maps errors to statuses. Known errors keep their status and message;
 * anything else is logged with its cause and answered with a generic 500.
 */
export function apiHandler(
  run: (event: ApiEvent) => Promise<ApiResult>,
): (event: ApiEvent) => Promise<APIGatewayProxyResultV2> {
  return async (event) => {
    try {
      return await run(event);
    } catch (error) {
      return errorResponse(error, event);
    }
  };
}

function errorResponse(error: unknown, event: ApiEvent): ApiResult {
  if (error instanceof ValidationError) {
    const body: ErrorBody = { error: error.message, code: error.code, fieldErrors: error.fieldErrors };
    return json(400, body);
  }
  if (error instanceof RateLimitedError) {
    return json(429, { error: error.message, code: error.code } satisfies ErrorBody, {
      'retry-after': String(error.retryAfterSeconds),
    });
  }
  if (error instanceof AppError) {
    return json(error.status, { error: error.message, code: error.code } satisfies ErrorBody);
  }
  logger.error('Unhandled error', {
    route: event.routeKey ?? `${event.requestContext?.http?.method} ${event.rawPath}`,
    requestId: event.requestContext?.requestId,
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
  });
  return json(500, { error: 'Something went wrong', code: 'internal' } satisfies ErrorBody);
}

/** Turns zod issues into the per-field messages of a 400. */
export function toValidationError(error: z.ZodError, message = 'Please check the highlighted fields'): ValidationError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    const text =
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : issue.message;
    (fieldErrors[field] ??= []).push(text);
  }
  return new ValidationError(message, fieldErrors);
}

/** Parses the JSON body with a shared schema; bad JSON, oversized bodies and invalid fields are 400s. */
export function parseBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > LIMITS.bodyBytes) {
    throw new ValidationError(`The request body is larger than ${LIMITS.bodyBytes} bytes`);
  }
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ValidationError('The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('The request body must be a JSON object');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw toValidationError(parsed.error);
  return parsed.data;
}

/** Parses the query string with a shared schema. */
export function parseQuery<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  const parsed = schema.safeParse(event.queryStringParameters ?? {});
  if (!parsed.success) throw toValidationError(parsed.error);
  return parsed.data;
}

/** The caller's IP address as API Gateway saw it. */
export function sourceIp(event: ApiEvent): string {
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** The request body exactly as sent (signatures are computed over these bytes). */
export function rawBody(event: ApiEvent): Buffer {
  const raw = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
}

/** A request header, whatever its case. */
export function headerOf(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

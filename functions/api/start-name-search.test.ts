import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { apiEvent } from '../../test/fixtures/events.ts';
import { handler } from './start-name-search.ts';

async function start(body: unknown, rawBody?: string) {
  const result = await handler(apiEvent({ path: '/api/search/name/start', body, ...(rawBody ? { rawBody } : {}) }));
  if (typeof result === 'string') throw new Error('expected a structured result');
  return { status: result.statusCode, body: ErrorBodySchema.parse(JSON.parse(result.body ?? '{}')) };
}

describe('POST /api/search/name/start validation', () => {
  it('returns 400 with a field message when the name is blank', async () => {
    const { status, body } = await start({ name: '   ' });
    expect(status).toBe(400);
    expect(body.fieldErrors?.name).toEqual(['Please enter a name']);
  });

  it('returns 400 with a field message when the name is missing', async () => {
    const { status, body } = await start({ hint: 'Lyon' });
    expect(status).toBe(400);
    expect(body.fieldErrors?.name).toEqual(['Please enter a name']);
  });

  it('returns 400 naming the field when a value has the wrong type', async () => {
    const { status, body } = await start({ name: 'Ada Example', hints: { location: 42 } });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['hints.location']);
  });

  it('returns 400 naming unknown fields', async () => {
    const { status, body } = await start({ name: 'Ada Example', plan: 'PREMIUM' });
    expect(status).toBe(400);
    expect(body.fieldErrors?._).toEqual(['Unknown field: plan']);
  });

  it('returns 400 for a body over the size limit', async () => {
    const { status, body } = await start({ name: 'Ada Example', hint: 'x'.repeat(20_000) });
    expect(status).toBe(400);
    expect(body.error).toMatch(/larger than/);
  });

  it('returns 400 for a name longer than the limit', async () => {
    const { status, body } = await start({ name: 'A'.repeat(500) });
    expect(status).toBe(400);
    expect(body.fieldErrors?.name?.[0]).toMatch(/under 120 characters/);
  });

  it('returns 400 for malformed JSON', async () => {
    const { status, body } = await start(undefined, '{"name":');
    expect(status).toBe(400);
    expect(body.error).toBe('The request body is not valid JSON');
  });

  it('returns 400 when the body is not an object', async () => {
    const { status } = await start(['Ada Example']);
    expect(status).toBe(400);
  });
});

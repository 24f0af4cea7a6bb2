import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { tables } from '../lib/storage/tables.ts';
import { useEmbeddedDynamo } from '../../test/fixtures/dynamo.ts';
import { apiEvent } from '../../test/fixtures/events.ts';
import { dynamo } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { newsletterKey } from '../lib/events/messages-repository.ts';
import { handler } from './subscribe-newsletter.ts';

useEmbeddedDynamo([tables.events]);

async function subscribe(body: unknown) {
  const result = await handler(apiEvent({ path: '/api/newsletter/subscribe', body }));
  if (typeof result === 'string') throw new Error('expected a structured result');
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as unknown };
}

async function stored(email: string) {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().EVENTS_TABLE, Key: newsletterKey(email) }),
  );
  return Item;
}

describe('POST /api/newsletter/subscribe', () => {
  it('returns 400 with a field message when the email is missing', async () => {
    const { status, body } = await subscribe({});
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body).fieldErrors?.email).toEqual(['Please enter your email address']);
  });

  it('returns 400 with a field message when the email is not valid', async () => {
    const { status, body } = await subscribe({ email: 'reader@' });
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body).fieldErrors?.email).toEqual(['Please enter a valid email address']);
    expect(await stored('reader@')).toBeUndefined();
  });

  it('stores the subscription and answers 200', async () => {
    const { status, body } = await subscribe({ email: ' Reader@Example.com ' });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(await stored('reader@example.com')).toMatchObject({ email: 'Reader@Example.com' });
  });

  it('keeps one subscription and its first date when the same address subscribes twice', async () => {
    await subscribe({ email: 'twice@example.com' });
    const first = await stored('twice@example.com');
    await subscribe({ email: 'TWICE@example.com' });
    const second = await stored('twice@example.com');
    expect(second?.subscribedAt).toBe(first?.subscribedAt);
  });
});

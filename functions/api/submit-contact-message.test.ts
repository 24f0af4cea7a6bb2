import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { tables } from '../lib/storage/tables.ts';
import { useEmbeddedDynamo } from '../../test/fixtures/dynamo.ts';
import { apiEvent } from '../../test/fixtures/events.ts';
import { dynamo } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { contactMessageKey } from '../lib/events/messages-repository.ts';
import { handler } from './submit-contact-message.ts';

useEmbeddedDynamo([tables.events]);

async function submit(body: unknown) {
  const result = await handler(apiEvent({ path: '/api/contact', body }));
  if (typeof result === 'string') throw new Error('expected a structured result');
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as unknown };
}

async function storedToday() {
  const { pk } = contactMessageKey(new Date(), 'any');
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: config().EVENTS_TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return Items;
}

describe('POST /api/contact', () => {
  it('returns 400 with a message per field when the form is empty', async () => {
    const { status, body } = await submit({ name: ' ', email: '', subject: '', message: '   ' });
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body).fieldErrors).toEqual({
      name: ['Please enter your name'],
      email: ['Please enter your email address'],
      subject: ['Please enter a subject'],
      message: ['Please enter a message'],
    });
    expect(await storedToday()).toHaveLength(0);
  });

  it('returns 400 when the email address is not one', async () => {
    const { status, body } = await submit({
      name: 'Sam Example',
      email: 'sam at example',
      subject: 'Hello',
      message: 'Hi there',
    });
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(body).fieldErrors?.email).toEqual(['Please enter a valid email address']);
  });

  it('stores the trimmed message and answers 201', async () => {
    const { status, body } = await submit({
      name: '  Sam Example ',
      email: ' sam@example.com ',
      subject: 'Billing question',
      message: 'How do I cancel?',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const items = await storedToday();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Sam Example',
      email: 'sam@example.com',
      subject: 'Billing question',
      message: 'How do I cancel?',
    });
    expect(items[0]?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';

/** Processed webhook event ids are kept longer than Stripe retries a delivery (3 days). */
const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

/**
 * Claims a webhook event for processing: true the first time its id is seen, false for a repeat delivery
 * (a conditional write, so two concurrent deliveries cannot both win).
 */
export async function claimEvent(eventId: string, type: string, now = new Date()): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().PAYMENTS_TABLE,
        Item: {
          pk: `event#${eventId}`,
          type,
          receivedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + EVENT_RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Forgets a claimed event whose processing failed, so Stripe's retry processes it. */
export async function releaseEvent(eventId: string): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: config().PAYMENTS_TABLE, Key: { pk: `event#${eventId}` } }),
  );
}

/** Whether an event id was processed. */
export async function wasProcessed(eventId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().PAYMENTS_TABLE,
      Key: { pk: `event#${eventId}` },
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/** Remembers which user a payment customer belongs to. */
export async function putCustomerOwner(customerId: string, uid: string): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: config().PAYMENTS_TABLE, Item: { pk: `customer#${customerId}`, uid } }),
  );
}

/** The user a payment customer belongs to, or undefined. */
export async function ownerOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().PAYMENTS_TABLE,
      Key: { pk: `customer#${customerId}` },
      ConsistentRead: true,
    }),
  );
  return typeof Item?.uid === 'string' ? Item.uid : undefined;
}

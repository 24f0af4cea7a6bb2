import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { RateLimitedError } from '../errors.ts';

/**
 * Admits one more search from a visitor without an account, or answers 429: at most
 * ANONYMOUS_SEARCHES_PER_HOUR per IP address per clock hour, counted by a conditional counter per IP and hour
 * in the events table (expiring a day later).
 */
export async function admitAnonymousSearch(ip: string, now = new Date()): Promise<void> {
  const limit = config().ANONYMOUS_SEARCHES_PER_HOUR;
  const hour = now.toISOString().slice(0, 13);
  const hourEnds = Date.parse(`${hour}:00:00.000Z`) + 3600_000;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().EVENTS_TABLE,
        Key: { pk: `search-rate#${ip}`, sk: hour },
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expiresAt': Math.floor(hourEnds / 1000) + 24 * 3600,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const retryAfterSeconds = Math.max(1, Math.ceil((hourEnds - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new RateLimitedError(
      `You've reached the limit of ${limit} searches an hour without an account. Sign in or create a free account to keep searching, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds,
    );
  }
}

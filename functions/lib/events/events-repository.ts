import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchWebhook } from '../../../shared/search/search-start.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { expiryFrom } from '../jobs/job.ts';

/** Stores a home-page search submission, grouped by day. */
export async function recordHeroSubmission(submission: SearchWebhook, now = new Date()): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().EVENTS_TABLE,
      Item: {
        pk: `hero-search#${now.toISOString().slice(0, 10)}`,
        sk: `${now.toISOString()}#${randomUUID()}`,
        name: submission.name,
        additionalInfo: submission.additionalInfo,
        expiresAt: expiryFrom(now),
      },
    }),
  );
}

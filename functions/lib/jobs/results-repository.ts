import { BatchWriteCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { MentionSchema, ProfileSchema, type Mention, type Profile } from '../../../shared/search/results.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { expiryFrom } from './job.ts';

const PROFILE_PREFIX = 'profile#';
const MENTION_PREFIX = 'mention#';

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Replaces the stored profiles and mentions of a job with `profiles` and `mentions`. Items are keyed by the
 * profile's stable id and the mention's domain, so writing the same results twice leaves the same items; items
 * of an earlier write that are no longer part of the results are deleted.
 */
export async function saveResults(
  jobId: string,
  profiles: Profile[],
  mentions: Mention[],
  now = new Date(),
): Promise<void> {
  const expiresAt = expiryFrom(now);
  const items = [
    ...profiles.map((profile, rank) => ({
      jobId,
      itemKey: `${PROFILE_PREFIX}${profile.id}`,
      rank,
      profile,
      expiresAt,
    })),
    ...mentions.map((mention, rank) => ({
      jobId,
      itemKey: `${MENTION_PREFIX}${mention.domain}`,
      rank,
      mention,
      expiresAt,
    })),
  ];
  const keep = new Set(items.map((item) => item.itemKey));
  const existing = await listItemKeys(jobId);
  const stale = existing.filter((key) => !keep.has(key));
  await batchWrite([
    ...items.map((Item): WriteRequest => ({ PutRequest: { Item } })),
    ...stale.map((itemKey): WriteRequest => ({ DeleteRequest: { Key: { jobId, itemKey } } })),
  ]);
}

/** The stored profiles (by rank) and mentions of a job, without expired items. */
export async function listResults(
  jobId: string,
  now = new Date(),
): Promise<{ profiles: Profile[]; mentions: Mention[] }> {
  const items = await queryAll(jobId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const profiles: Array<{ rank: number; value: Profile }> = [];
  const mentions: Array<{ rank: number; value: Mention }> = [];
  for (const item of items) {
    if (typeof item.expiresAt !== 'number' || item.expiresAt <= nowSeconds) continue;
    const key = String(item.itemKey);
    const rank = typeof item.rank === 'number' ? item.rank : Number.MAX_SAFE_INTEGER;
    if (key.startsWith(PROFILE_PREFIX)) {
      const parsed = ProfileSchema.safeParse(item.profile);
      if (parsed.success) profiles.push({ rank, value: parsed.data });
      else logger.error('Stored profile does not match its schema', { jobId, itemKey: key });
    } else if (key.startsWith(MENTION_PREFIX)) {
      const parsed = MentionSchema.safeParse(item.mention);
      if (parsed.success) mentions.push({ rank, value: parsed.data });
      else logger.error('Stored mention does not match its schema', { jobId, itemKey: key });
    }
  }
  const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;
  return {
    profiles: profiles.sort(byRank).map((entry) => entry.value),
    mentions: mentions.sort(byRank).map((entry) => entry.value),
  };
}

async function listItemKeys(jobId: string): Promise<string[]> {
  const items = await queryAll(jobId, 'itemKey');
  return items.map((item) => String(item.itemKey));
}

async function queryAll(jobId: string, projection?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: config().RESULTS_TABLE,
        KeyConditionExpression: 'jobId = :jobId',
        ExpressionAttributeValues: { ':jobId': jobId },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
        ...(projection ? { ProjectionExpression: projection } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const table = config().RESULTS_TABLE;
  for (let start = 0; start < requests.length; start += 25) {
    let pending: WriteRequest[] = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error(`Could not write ${pending.length} result items after ${attempt} attempts`);
      const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
  }
}

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { SearchTypeSchema, type SearchType } from '../../../shared/search/results.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

/** Who holds access: a signed-in user, or a browser that bought a pass while signed out. */
export type Holder = { kind: 'user'; uid: string } | { kind: 'browser'; browserId: string };

export function holderKey(holder: Holder): string {
  return holder.kind === 'user' ? `user#${holder.uid}` : `browser#${holder.browserId}`;
}

/**
 * How a holder came to see a job: `allowance` (counted against the month's allowance: full results),
 * `over-allowance` (the allowance was used up: the limited view), `pass` (a one-time pass: full results).
 */
export const GrantViaSchema = z.enum(['allowance', 'over-allowance', 'pass']);
export type GrantVia = z.infer<typeof GrantViaSchema>;

export const JobGrantSchema = z.object({
  holder: z.string(),
  itemKey: z.string(),
  jobId: z.string(),
  access: z.enum(['full', 'limited']),
  via: GrantViaSchema,
  type: SearchTypeSchema.optional(),
  target: z.string().optional(),
  /** Set when the holder started (or first opened) the search; lists it on the account page. */
  startedAt: z.string().optional(),
  passSessionId: z.string().optional(),
  expiresAt: z.number().int(),
});
export type JobGrant = z.infer<typeof JobGrantSchema>;

const jobItemKey = (jobId: string) => `job#${jobId}`;
const usageItemKey = (month: string) => `usage#${month}`;
/** Usage counters outlive their month long enough for the account page's history. */
const USAGE_RETENTION_SECONDS = 400 * 24 * 3600;

function isLive(item: { expiresAt?: unknown }, now: Date): boolean {
  return typeof item.expiresAt === 'number' && item.expiresAt * 1000 > now.getTime();
}

function parseGrant(item: Record<string, unknown>): JobGrant | undefined {
  const parsed = JobGrantSchema.safeParse(item);
  if (!parsed.success) {
    logger.error('Stored access grant does not match its schema', {
      key: item.itemKey,
      issues: parsed.error.issues,
    });
    return undefined;
  }
  return parsed.data;
}

/** What the holder holds for a job, or undefined. */
export async function getJobGrant(
  holder: Holder,
  jobId: string,
  now = new Date(),
): Promise<JobGrant | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().ACCESS_TABLE,
      Key: { holder: holderKey(holder), itemKey: jobItemKey(jobId) },
      ConsistentRead: true,
    }),
  );
  if (!Item || !isLive(Item, now)) return undefined;
  return parseGrant(Item);
}

export interface NewJobGrant {
  jobId: string;
  access: 'full' | 'limited';
  via: GrantVia;
  type: SearchType;
  target: string;
  startedAt: string;
  expiresAt: number;
}

/** Records the holder's first grant for a job; false when one already exists (nothing is overwritten). */
export async function putJobGrant(holder: Holder, grant: NewJobGrant): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: config().ACCESS_TABLE,
        Item: { holder: holderKey(holder), itemKey: jobItemKey(grant.jobId), ...grant },
        ConditionExpression: 'attribute_not_exists(itemKey)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Turns a limited grant into a full one counted against the allowance; false when it was not limited. */
export async function upgradeJobGrant(holder: Holder, jobId: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().ACCESS_TABLE,
        Key: { holder: holderKey(holder), itemKey: jobItemKey(jobId) },
        UpdateExpression: 'SET #access = :full, #via = :allowance',
        ConditionExpression: 'attribute_exists(itemKey) AND #access = :limited',
        ExpressionAttributeNames: { '#access': 'access', '#via': 'via' },
        ExpressionAttributeValues: { ':full': 'full', ':allowance': 'allowance', ':limited': 'limited' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Unlocks a job for the holder with a one-time pass. Idempotent: the same pass applied twice changes nothing. */
export async function grantPass(
  holder: Holder,
  jobId: string,
  sessionId: string,
  expiresAt: number,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().ACCESS_TABLE,
      Key: { holder: holderKey(holder), itemKey: jobItemKey(jobId) },
      UpdateExpression:
        'SET jobId = :jobId, #access = :full, #via = :pass, passSessionId = :session, expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#access': 'access', '#via': 'via' },
      ExpressionAttributeValues: {
        ':jobId': jobId,
        ':full': 'full',
        ':pass': 'pass',
        ':session': sessionId,
        ':expiresAt': expiresAt,
      },
    }),
  );
}

/**
 * Counts one full-result search against the month's allowance, atomically: true when it fit (or the allowance is
 * unlimited), false when the allowance is used up and nothing was counted.
 */
export async function claimAllowance(
  uid: string,
  month: string,
  allowance: number | null,
  now = new Date(),
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':one': 1,
    ':expiresAt': Math.floor(now.getTime() / 1000) + USAGE_RETENTION_SECONDS,
  };
  if (allowance !== null) values[':allowance'] = allowance;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().ACCESS_TABLE,
        Key: { holder: holderKey({ kind: 'user', uid }), itemKey: usageItemKey(month) },
        UpdateExpression: 'ADD #used :one SET expiresAt = :expiresAt',
        ...(allowance === null
          ? {}
          : { ConditionExpression: 'attribute_not_exists(#used) OR #used < :allowance' }),
        ExpressionAttributeNames: { '#used': 'used' },
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives back a search counted by a request that lost a race to record the same job. */
export async function releaseAllowance(uid: string, month: string): Promise<void> {
  await dynamo()
    .send(
      new UpdateCommand({
        TableName: config().ACCESS_TABLE,
        Key: { holder: holderKey({ kind: 'user', uid }), itemKey: usageItemKey(month) },
        UpdateExpression: 'ADD #used :minusOne',
        ConditionExpression: 'attribute_exists(#used) AND #used > :zero',
        ExpressionAttributeNames: { '#used': 'used' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** Full-result searches counted for the user in a month. */
export async function usedInMonth(uid: string, month: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: config().ACCESS_TABLE,
      Key: { holder: holderKey({ kind: 'user', uid }), itemKey: usageItemKey(month) },
      ConsistentRead: true,
    }),
  );
  return typeof Item?.used === 'number' ? Item.used : 0;
}

/** The searches the user started, newest first, still within their retention. */
export async function listStartedSearches(uid: string, limit: number, now = new Date()): Promise<JobGrant[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: config().ACCESS_TABLE,
      IndexName: 'byHolderStarted',
      KeyConditionExpression: 'holder = :holder',
      ExpressionAttributeValues: { ':holder': holderKey({ kind: 'user', uid }) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((item) => isLive(item, now))
    .map(parseGrant)
    .filter((grant): grant is JobGrant => grant !== undefined);
}

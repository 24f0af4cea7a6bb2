import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Progress } from '../../../shared/search/results.ts';
import { dynamo } from '../clients.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { JobSchema, type Job } from './job.ts';

function isLive(item: { expiresAt?: unknown }, now: Date): boolean {
  return typeof item.expiresAt === 'number' && item.expiresAt * 1000 > now.getTime();
}

function parseJob(item: Record<string, unknown>): Job | undefined {
  const parsed = JobSchema.safeParse(item);
  if (!parsed.success) {
    logger.error('Stored job does not match its schema', { jobId: item.jobId, issues: parsed.error.issues });
    return undefined;
  }
  return parsed.data;
}

/** Stores a new job; never overwrites an existing one. */
export async function putJob(job: Job): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().JOBS_TABLE,
      Item: job,
      ConditionExpression: 'attribute_not_exists(jobId)',
    }),
  );
}

/** The job, or undefined when it does not exist or has expired. */
export async function getJobById(jobId: string, now = new Date()): Promise<Job | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config().JOBS_TABLE, Key: { jobId }, ConsistentRead: true }),
  );
  if (!Item || !isLive(Item, now)) return undefined;
  return parseJob(Item);
}

/**
 * The newest job with this query key created since `since` that can be reused: a finished one, or one still
 * running that started after `inFlightSince`.
 */
export async function findReusableJob(
  queryKey: string,
  since: Date,
  inFlightSince: Date,
  now = new Date(),
): Promise<Job | undefined> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: config().JOBS_TABLE,
      IndexName: 'byQueryKey',
      KeyConditionExpression: 'queryKey = :key AND createdAt >= :since',
      ExpressionAttributeValues: { ':key': queryKey, ':since': since.toISOString() },
      ScanIndexForward: false,
      Limit: 10,
    }),
  );
  for (const item of Items) {
    if (!isLive(item, now)) continue;
    const job = parseJob(item);
    if (!job) continue;
    if (job.status === 'done') return job;
    if ((job.status === 'queued' || job.status === 'running') && job.createdAt >= inFlightSince.toISOString()) {
      return job;
    }
  }
  return undefined;
}

/**
 * Moves a queued (or interrupted running) job to running. Returns false when the job is finished or gone, so a
 * redelivered message for a finished job does nothing.
 */
export async function markJobRunning(jobId: string, now = new Date()): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().JOBS_TABLE,
        Key: { jobId },
        UpdateExpression: 'SET #status = :running, updatedAt = :now',
        ConditionExpression: 'attribute_exists(jobId) AND #status IN (:queued, :running)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':running': 'running',
          ':queued': 'queued',
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Records progress while the job runs. */
export async function saveJobProgress(
  jobId: string,
  progress: Progress,
  failedSources: string[],
  now = new Date(),
): Promise<void> {
  await updateRunningJob(jobId, 'SET progress = :progress, failedSources = :failed, updatedAt = :now', {
    ':progress': progress,
    ':failed': failedSources,
    ':now': now.toISOString(),
  });
}

/** Marks the job done with its final progress. */
export async function completeJob(
  jobId: string,
  progress: Progress,
  failedSources: string[],
  now = new Date(),
): Promise<void> {
  await updateRunningJob(
    jobId,
    'SET #status = :done, progress = :progress, failedSources = :failed, updatedAt = :now',
    { ':done': 'done', ':progress': progress, ':failed': failedSources, ':now': now.toISOString() },
  );
}

/** Marks the job failed; the message shown to the user is `error`. */
export async function failJob(jobId: string, error: string, now = new Date()): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().JOBS_TABLE,
        Key: { jobId },
        UpdateExpression: 'SET #status = :failed, #error = :error, updatedAt = :now',
        ConditionExpression: 'attribute_exists(jobId) AND #status <> :done',
        ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
        ExpressionAttributeValues: { ':failed': 'failed', ':done': 'done', ':error': error, ':now': now.toISOString() },
      }),
    );
  } catch (caught) {
    if (!(caught instanceof ConditionalCheckFailedException)) throw caught;
  }
}

async function updateRunningJob(
  jobId: string,
  updateExpression: string,
  values: Record<string, unknown>,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().JOBS_TABLE,
        Key: { jobId },
        UpdateExpression: updateExpression,
        ConditionExpression: 'attribute_exists(jobId) AND #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...values, ':running': 'running' },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      logger.warn('Job is no longer running; update skipped', { jobId });
      return;
    }
    throw error;
  }
}

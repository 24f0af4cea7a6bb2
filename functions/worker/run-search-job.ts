import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { SearchJobMessageSchema } from '../lib/jobs/job.ts';
import { runJob } from '../lib/jobs/run-job.ts';
import { logger } from '../lib/logger.ts';

/**
 * The search worker behind the queue. Each record is processed on its own; failed ones are reported in
 * `batchItemFailures`, so only they are retried (and dead-lettered after the queue's maximum receives).
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures = await Promise.all(event.Records.map(processRecord));
  return {
    batchItemFailures: failures
      .filter((id): id is string => id !== undefined)
      .map((itemIdentifier) => ({ itemIdentifier })),
  };
};

async function processRecord(record: SQSRecord): Promise<string | undefined> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const message = SearchJobMessageSchema.safeParse(body);
  if (!message.success) {
    logger.error('Malformed search message dropped', { messageId: record.messageId });
    return undefined;
  }
  try {
    await runJob(message.data.jobId, Number(record.attributes?.ApproximateReceiveCount ?? 1));
    return undefined;
  } catch (error) {
    logger.error('Search job failed; message will be retried', {
      jobId: message.data.jobId,
      messageId: record.messageId,
      error: error instanceof Error ? error.message : String(error),
    });
    return record.messageId;
  }
}

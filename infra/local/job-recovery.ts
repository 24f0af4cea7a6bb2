import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface RequeueOptions {
  documents: DynamoDBDocumentClient;
  jobsTable: string;
  sqs: SQSClient;
  queueUrl: string;
  /** Epoch seconds; jobs that expired before it stay where they are. */
  now?: number;
}

/**
 * Sends every unexpired job that is still 'queued' or 'running' back to the search queue, with the same
 * message body the start handlers send. The local queue lives in memory, so this is what keeps a restart
 * from losing a search: the worker picks each job up again and, being idempotent, finishes it.
 */
export async function requeueUnfinishedJobs(options: RequeueOptions): Promise<string[]> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const jobIds: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await options.documents.send(
      new ScanCommand({
        TableName: options.jobsTable,
        ProjectionExpression: '#jobId',
        FilterExpression:
          '#status IN (:queued, :running) AND (attribute_not_exists(#expiresAt) OR #expiresAt > :now)',
        ExpressionAttributeNames: { '#jobId': 'jobId', '#status': 'status', '#expiresAt': 'expiresAt' },
        ExpressionAttributeValues: { ':queued': 'queued', ':running': 'running', ':now': now },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const jobId: unknown = item.jobId;
      if (typeof jobId === 'string') jobIds.push(jobId);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  for (let start = 0; start < jobIds.length; start += 10) {
    const chunk = jobIds.slice(start, start + 10);
    const result = await options.sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: chunk.map((jobId, index) => ({ Id: String(index), MessageBody: JSON.stringify({ jobId }) })),
      }),
    );
    if (result.Failed && result.Failed.length > 0) {
      const reasons = result.Failed.map((failure) => failure.Message ?? failure.Code ?? 'error').join('; ');
      throw new Error(`Could not re-queue ${result.Failed.length} unfinished job(s): ${reasons}`);
    }
  }
  return jobIds;
}

import type { AddressInfo } from 'node:net';
import { buildApp } from 'fauxqs';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueNameExists,
  SQSClient,
  SetQueueAttributesCommand,
} from '@aws-sdk/client-sqs';
import { localCredentials } from './dynamodb.ts';

export const SEARCH_QUEUE_NAME = 'footprint-search-jobs';
export const SEARCH_DEAD_LETTER_QUEUE_NAME = 'footprint-search-jobs-dlq';

/** Fourteen days, the longest SQS keeps a message: dead letters are kept for inspection. */
const DEAD_LETTER_RETENTION_SECONDS = 14 * 24 * 60 * 60;

export interface EmbeddedSqs {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts fauxqs in this process, listening on loopback only. (Its `startFauxqs` helper binds every interface,
 * so the app is built and bound here instead.) Queues live in memory; the runtime re-enqueues unfinished jobs
 * from the jobs table at start.
 */
export async function startEmbeddedSqs(host = '127.0.0.1'): Promise<EmbeddedSqs> {
  const app = buildApp({ logger: false });
  await app.listen({ port: 0, host });
  const { port } = app.server.address() as AddressInfo;
  return { endpoint: `http://${host}:${port}`, close: () => app.close() };
}

export function sqsClient(endpoint: string, region = process.env.AWS_REGION ?? 'us-east-1'): SQSClient {
  return new SQSClient({ endpoint, region, credentials: localCredentials, maxAttempts: 3 });
}

export interface QueueRef {
  url: string;
  arn: string;
  name: string;
}

export interface SearchQueues {
  queue: QueueRef;
  deadLetterQueue: QueueRef;
}

/** Creates (or updates) the search queue and its dead-letter queue, as the CDK stack deploys them. */
export async function createSearchQueues(
  sqs: SQSClient,
  options: { visibilityTimeoutSeconds: number; maxReceiveCount: number; name?: string },
): Promise<SearchQueues> {
  const name = options.name ?? SEARCH_QUEUE_NAME;
  const deadLetterQueue = await createOrUpdateQueue(sqs, `${name}-dlq`, {
    MessageRetentionPeriod: String(DEAD_LETTER_RETENTION_SECONDS),
  });
  const queue = await createOrUpdateQueue(sqs, name, {
    VisibilityTimeout: String(options.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({
      deadLetterTargetArn: deadLetterQueue.arn,
      maxReceiveCount: options.maxReceiveCount,
    }),
  });
  return { queue, deadLetterQueue };
}

async function createOrUpdateQueue(
  sqs: SQSClient,
  name: string,
  attributes: Record<string, string>,
): Promise<QueueRef> {
  let url: string | undefined;
  try {
    url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))).QueueUrl;
  } catch (error) {
    // An existing queue (on an external endpoint) with other settings: adopt it and apply ours.
    if (!(error instanceof QueueNameExists)) throw error;
    url = (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
    if (url) await sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  }
  if (!url) throw new Error(`The queue ${name} has no URL`);
  const described = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }),
  );
  const arn = described.Attributes?.QueueArn;
  if (!arn) throw new Error(`The queue ${name} has no ARN`);
  return { url, arn, name };
}

/** Messages held by a queue: waiting ones and those received but not yet deleted. */
export async function storedMessageCount(sqs: SQSClient, queueUrl: string): Promise<number> {
  const described = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  const count = (name: 'ApproximateNumberOfMessages' | 'ApproximateNumberOfMessagesNotVisible') =>
    Number(described.Attributes?.[name] ?? '0') || 0;
  return count('ApproximateNumberOfMessages') + count('ApproximateNumberOfMessagesNotVisible');
}

import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { Message, MessageAttributeValue, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSMessageAttributes, SQSRecord, SQSRecordAttributes } from 'aws-lambda';
import { storedMessageCount } from './queue.ts';
import type { QueueRef } from './queue.ts';

/**
 * The worker: an SQS event in, an `SQSBatchResponse` naming the failed messages out (nothing means all
 * succeeded). The result is read as Lambda reads it, so it is not trusted to have that shape.
 */
export type SqsWorker = (event: SQSEvent) => Promise<unknown>;

export interface PollerOptions {
  sqs: SQSClient;
  queue: QueueRef;
  /** Watched so that a message moved there is logged. */
  deadLetterQueue?: QueueRef;
  region: string;
  worker: SqsWorker;
  /** Long-poll wait per receive, seconds (Lambda uses 20). */
  waitTimeSeconds?: number;
  /** Messages per batch, at most 10. */
  batchSize?: number;
  /** Batches processed at once, like the several pollers of Lambda's event source mapping. */
  concurrency?: number;
  /** Only for log lines: the queue's own settings decide redelivery and dead-lettering. */
  visibilityTimeoutSeconds?: number;
  maxReceiveCount?: number;
  /** How often the dead-letter queue is checked for new arrivals, milliseconds. */
  deadLetterCheckMs?: number;
  log?: (line: string) => void;
}

export interface Poller {
  /** Stops receiving, waits for the batches in flight to finish and their deletes to be sent. */
  stop(): Promise<void>;
}

/**
 * Plays Lambda's SQS event source mapping with ReportBatchItemFailures: receive up to 10 messages, call the
 * worker with a real-shaped SQSEvent, delete every message except those it reports as failed. A worker that
 * throws fails the whole batch. Failed messages come back after the visibility timeout; the queue's redrive
 * policy moves them to the dead-letter queue after maxReceiveCount receives.
 */
export function startPoller(options: PollerOptions): Poller {
  const log = options.log ?? ((line: string) => console.log(line));
  const waitTimeSeconds = options.waitTimeSeconds ?? 20;
  const batchSize = Math.min(Math.max(options.batchSize ?? 10, 1), 10);
  const concurrency = Math.max(options.concurrency ?? 4, 1);
  const abort = new AbortController();
  let stopping = false;
  let inFlight = 0;

  const describeRetry = (receiveCount: number): string => {
    const max = options.maxReceiveCount;
    if (max !== undefined && receiveCount >= max) {
      return `receive ${receiveCount} of ${max}; it goes to ${options.deadLetterQueue?.name ?? 'the dead-letter queue'}`;
    }
    const after = options.visibilityTimeoutSeconds;
    return `receive ${receiveCount}${max !== undefined ? ` of ${max}` : ''}; it returns${after !== undefined ? ` in ${after} s` : ' after the visibility timeout'}`;
  };

  const processBatch = async (messages: Message[]): Promise<void> => {
    const records = messages.map((message) => toSqsRecord(message, options.queue.arn, options.region));
    let failedIds: Set<string>;
    try {
      const response = await options.worker({ Records: records });
      failedIds = failedMessageIds(response, records);
    } catch (error) {
      log(
        `Search worker failed on a batch of ${records.length}; every message in it is retried: ${describe(error)}`,
      );
      for (const record of records) {
        log(`  message ${record.messageId} ${record.body}: ${describeRetry(receiveCountOf(record))}`);
      }
      return;
    }
    const done = records.filter((record) => !failedIds.has(record.messageId));
    for (const record of records) {
      if (failedIds.has(record.messageId)) {
        log(
          `Search worker reported message ${record.messageId} ${record.body} as failed (${describeRetry(receiveCountOf(record))})`,
        );
      }
    }
    await deleteMessages(done);
  };

  const deleteMessages = async (records: SQSRecord[]): Promise<void> => {
    for (let start = 0; start < records.length; start += 10) {
      const chunk = records.slice(start, start + 10);
      try {
        const result = await options.sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl: options.queue.url,
            Entries: chunk.map((record, index) => ({
              Id: String(index),
              ReceiptHandle: record.receiptHandle,
            })),
          }),
        );
        for (const failure of result.Failed ?? []) {
          log(`Could not delete a processed message (${failure.Code ?? 'error'}): ${failure.Message ?? ''}`);
        }
      } catch (error) {
        log(
          `Could not delete ${chunk.length} processed message(s); they will be delivered again: ${describe(error)}`,
        );
      }
    }
  };

  const pollLoop = async (): Promise<void> => {
    while (!stopping) {
      let messages: Message[];
      try {
        const received = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queue.url,
            MaxNumberOfMessages: batchSize,
            WaitTimeSeconds: waitTimeSeconds,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = received.Messages ?? [];
      } catch (error) {
        if (stopping) return;
        log(`Receiving from ${options.queue.name} failed; retrying in 1 s: ${describe(error)}`);
        await sleep(1000, undefined, { signal: abort.signal }).catch(() => undefined);
        continue;
      }
      if (messages.length > 0) {
        inFlight += 1;
        try {
          await processBatch(messages);
        } finally {
          inFlight -= 1;
        }
      }
    }
  };

  const loops = Array.from({ length: concurrency }, () => pollLoop());
  const deadLetterWatch = options.deadLetterQueue
    ? watchDeadLetters(
        options.sqs,
        options.deadLetterQueue,
        options.deadLetterCheckMs ?? 1000,
        abort.signal,
        log,
      )
    : Promise.resolve();

  return {
    async stop() {
      stopping = true;
      abort.abort();
      if (inFlight > 0) log(`Waiting for ${inFlight} search batch(es) in flight to finish…`);
      await Promise.all([...loops, deadLetterWatch]);
    },
  };
}

/** Logs each time messages arrive in the dead-letter queue. */
async function watchDeadLetters(
  sqs: SQSClient,
  queue: QueueRef,
  intervalMs: number,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<void> {
  let known: number | undefined;
  while (!signal.aborted) {
    try {
      const count = await storedMessageCount(sqs, queue.url);
      if (known !== undefined && count > known) {
        log(`${count - known} message(s) moved to the dead-letter queue ${queue.name} (${count} there now)`);
      }
      known = count;
    } catch {
      // The queue service is stopping or briefly unavailable; the next check catches up.
    }
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
}

/** The SQSEvent record Lambda would build for a received message. */
export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const system = message.Attributes ?? {};
  const attributes: SQSRecordAttributes = {
    ApproximateReceiveCount: system.ApproximateReceiveCount ?? '1',
    SentTimestamp: system.SentTimestamp ?? String(Date.now()),
    SenderId: system.SenderId ?? '000000000000',
    ApproximateFirstReceiveTimestamp: system.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  };
  for (const name of [
    'AWSTraceHeader',
    'SequenceNumber',
    'MessageGroupId',
    'MessageDeduplicationId',
  ] as const) {
    const value = system[name];
    if (value !== undefined) attributes[name] = value;
  }
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes,
    messageAttributes: toRecordAttributes(message.MessageAttributes ?? {}),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

function toRecordAttributes(values: Record<string, MessageAttributeValue>): SQSMessageAttributes {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      {
        ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
        ...(value.BinaryValue !== undefined ? { binaryValue: base64(value.BinaryValue) } : {}),
        stringListValues: value.StringListValues ?? [],
        binaryListValues: (value.BinaryListValues ?? []).map(base64),
        dataType: value.DataType ?? 'String',
      },
    ]),
  );
}

/**
 * Lambda's reading of a partial batch response: nothing, or an empty/null list, means all succeeded; an
 * identifier that is empty or not in the batch fails the whole batch.
 */
export function failedMessageIds(response: unknown, records: readonly SQSRecord[]): Set<string> {
  const all = new Set(records.map((record) => record.messageId));
  if (response === undefined || response === null) return new Set();
  if (typeof response !== 'object') return all;
  const failures: unknown = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const failure of failures) {
    const id: unknown =
      typeof failure === 'object' && failure !== null
        ? (failure as { itemIdentifier?: unknown }).itemIdentifier
        : undefined;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

function receiveCountOf(record: SQSRecord): number {
  return Number(record.attributes.ApproximateReceiveCount) || 1;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { failedMessageIds, startPoller } from './poller.ts';
import type { Poller, SqsWorker } from './poller.ts';
import { createSearchQueues, sqsClient, startEmbeddedSqs } from './queue.ts';
import type { EmbeddedSqs, SearchQueues } from './queue.ts';

let embedded: EmbeddedSqs;
let sqs: SQSClient;
let queueCount = 0;

beforeAll(async () => {
  embedded = await startEmbeddedSqs();
  sqs = sqsClient(embedded.endpoint);
});

afterAll(async () => {
  sqs.destroy();
  await embedded.close();
});

interface Harness {
  queues: SearchQueues;
  poller: Poller;
  calls: SQSRecord[][];
  logs: string[];
  send(body: unknown, attributes?: Record<string, string>): Promise<string>;
  counts(): Promise<{ visible: number; inFlight: number }>;
}

/** A fresh queue pair (1 s visibility, dead letters after 3 receives) and a poller with a stand-in worker. */
async function harness(behaviour: (records: SQSRecord[]) => Promise<unknown>): Promise<Harness> {
  queueCount += 1;
  const queues = await createSearchQueues(sqs, {
    name: `poller-test-${queueCount}`,
    visibilityTimeoutSeconds: 1,
    maxReceiveCount: 3,
  });
  const calls: SQSRecord[][] = [];
  const logs: string[] = [];
  const worker: SqsWorker = async (event: SQSEvent) => {
    calls.push(event.Records);
    return behaviour(event.Records);
  };
  const poller = startPoller({
    sqs,
    queue: queues.queue,
    deadLetterQueue: queues.deadLetterQueue,
    region: 'us-east-1',
    worker,
    waitTimeSeconds: 1,
    concurrency: 1,
    visibilityTimeoutSeconds: 1,
    maxReceiveCount: 3,
    deadLetterCheckMs: 100,
    log: (line) => logs.push(line),
  });
  return {
    queues,
    poller,
    calls,
    logs,
    async send(body, attributes = {}) {
      const sent = await sqs.send(
        new SendMessageCommand({
          QueueUrl: queues.queue.url,
          MessageBody: JSON.stringify(body),
          MessageAttributes: Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [
              name,
              { DataType: 'String', StringValue: value },
            ]),
          ),
        }),
      );
      return sent.MessageId ?? '';
    },
    async counts() {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({
          QueueUrl: queues.queue.url,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      );
      return {
        visible: Number(Attributes?.ApproximateNumberOfMessages),
        inFlight: Number(Attributes?.ApproximateNumberOfMessagesNotVisible),
      };
    },
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(25);
  }
}

describe('the queue poller', () => {
  it('hands the worker a real-shaped SQS event', async () => {
    const h = await harness(async () => undefined);
    try {
      const messageId = await h.send({ jobId: 'job-1' }, { origin: 'test' });
      await until(() => h.calls.length === 1);
      const [record] = h.calls[0] ?? [];
      expect(record).toMatchObject({
        messageId,
        receiptHandle: expect.any(String),
        body: '{"jobId":"job-1"}',
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: expect.stringMatching(/^\d+$/),
          SenderId: expect.any(String),
          ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/),
        },
        messageAttributes: {
          origin: { stringValue: 'test', stringListValues: [], binaryListValues: [], dataType: 'String' },
        },
        md5OfBody: expect.stringMatching(/^[0-9a-f]{32}$/),
        eventSource: 'aws:sqs',
        eventSourceARN: h.queues.queue.arn,
        awsRegion: 'us-east-1',
      });
    } finally {
      await h.poller.stop();
    }
  });

  it('deletes the messages the worker handled, so they never come back', async () => {
    const h = await harness(async () => ({ batchItemFailures: [] }));
    try {
      await h.send({ jobId: 'ok-1' });
      await h.send({ jobId: 'ok-2' });
      await until(() => h.calls.flat().length === 2);
      await sleep(1800); // past the 1 s visibility timeout
      expect(h.calls.flat()).toHaveLength(2);
      expect(await h.counts()).toEqual({ visible: 0, inFlight: 0 });
    } finally {
      await h.poller.stop();
    }
  });

  it('leaves reported failures for redelivery and dead-letters them after 3 receives', async () => {
    const h = await harness(async (records) => ({
      batchItemFailures: records
        .filter((record) => record.body.includes('bad'))
        .map((record) => ({ itemIdentifier: record.messageId })),
    }));
    try {
      await h.send({ jobId: 'good' });
      await h.send({ jobId: 'bad' });
      const deliveriesOf = (jobId: string) => h.calls.flat().filter((record) => record.body.includes(jobId));
      await until(() => deliveriesOf('bad').length === 3, 10_000);
      expect(deliveriesOf('bad').map((record) => record.attributes.ApproximateReceiveCount)).toEqual([
        '1',
        '2',
        '3',
      ]);
      expect(deliveriesOf('good')).toHaveLength(1);

      // After the third failure the queue moves it to the dead-letter queue instead of a fourth delivery.
      const dead = await until(async () => {
        const { Messages } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: h.queues.deadLetterQueue.url,
            WaitTimeSeconds: 0,
            VisibilityTimeout: 30,
          }),
        );
        return (Messages ?? []).some((message) => message.Body === '{"jobId":"bad"}');
      }, 10_000).then(() => true);
      expect(dead).toBe(true);
      expect(deliveriesOf('bad')).toHaveLength(3);
      expect(h.logs.join('\n')).toMatch(/receive 3 of 3; it goes to poller-test-\d+-dlq/);
      await until(() => h.logs.some((line) => line.includes('moved to the dead-letter queue')), 5000);
    } finally {
      await h.poller.stop();
    }
  });

  it('retries the whole batch when the worker throws', async () => {
    let failOnce = true;
    const h = await harness(async () => {
      if (failOnce) {
        failOnce = false;
        throw new Error('worker crashed');
      }
      return undefined;
    });
    try {
      await h.send({ jobId: 'crash-1' });
      await until(() => h.calls.length >= 2, 10_000);
      expect(h.calls[1]?.[0]?.attributes.ApproximateReceiveCount).toBe('2');
      expect(h.logs.join('\n')).toContain('worker crashed');
      await until(async () => (await h.counts()).inFlight === 0);
      expect(await h.counts()).toEqual({ visible: 0, inFlight: 0 });
    } finally {
      await h.poller.stop();
    }
  });

  it('waits for the batch in flight when stopped, and still deletes it', async () => {
    let finished = false;
    const h = await harness(async () => {
      await sleep(400);
      finished = true;
      return undefined;
    });
    await h.send({ jobId: 'slow' });
    await until(() => h.calls.length === 1);
    await h.poller.stop();
    expect(finished).toBe(true);
    expect(await h.counts()).toEqual({ visible: 0, inFlight: 0 });
  });
});

describe('failedMessageIds', () => {
  const records = [{ messageId: 'a' }, { messageId: 'b' }] as SQSRecord[];

  it('reads nothing, null or an empty list as complete success', () => {
    expect(failedMessageIds(undefined, records)).toEqual(new Set());
    expect(failedMessageIds(null, records)).toEqual(new Set());
    expect(failedMessageIds({}, records)).toEqual(new Set());
    expect(failedMessageIds({ batchItemFailures: [] }, records)).toEqual(new Set());
  });

  it('reads the listed ids as failed', () => {
    expect(failedMessageIds({ batchItemFailures: [{ itemIdentifier: 'b' }] }, records)).toEqual(
      new Set(['b']),
    );
  });

  it('fails the whole batch for an id that is empty or not in it', () => {
    const all = new Set(['a', 'b']);
    expect(failedMessageIds({ batchItemFailures: [{ itemIdentifier: '' }] }, records)).toEqual(all);
    expect(failedMessageIds({ batchItemFailures: [{ itemIdentifier: 'zzz' }] }, records)).toEqual(all);
    expect(failedMessageIds({ batchItemFailures: [{ id: 'a' }] }, records)).toEqual(all);
    expect(failedMessageIds('nonsense', records)).toEqual(all);
  });
});

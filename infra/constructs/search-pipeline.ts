import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage.ts';
import { AppFunction } from './app-function.ts';
import { bindDeclaredAccess } from './bind.ts';
import type { AppQueue, Bindable } from './bind.ts';

/** Deliveries of one message before it is dead-lettered; the worker marks the job failed on the last one. */
export const MAX_RECEIVE_COUNT = 3;
/** AWS's guidance for a Lambda consumer: visibility timeout at least six times the function timeout. */
export const VISIBILITY_TIMEOUT_FACTOR = 6;

export interface SearchPipelineProps {
  readonly stage: StageConfig;
  /** The worker's handler module (functions/routes.ts `workerHandler`). */
  readonly workerHandler: string;
}

/**
 * The search queue, its dead-letter queue, and the worker that consumes it. The worker reports partial batch
 * failures, so only failed messages are retried, and after three deliveries they go to the DLQ.
 */
export class SearchPipeline extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly worker: AppFunction;
  /** The queue as functions see it: SEARCH_QUEUE_URL. */
  readonly searchQueue: AppQueue;

  constructor(scope: Construct, id: string, props: SearchPipelineProps) {
    super(scope, id);
    const { stage } = props;
    const workerTimeout = stage.workerTimeout;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(workerTimeout.toSeconds() * VISIBILITY_TIMEOUT_FACTOR),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
    this.searchQueue = { queue: this.queue, envVar: 'SEARCH_QUEUE_URL' };

    this.worker = new AppFunction(this, 'Worker', {
      stage,
      handler: props.workerHandler,
      timeout: workerTimeout,
      memorySize: 1024,
      description: `Footprint ${stage.name}: runs search jobs from the search queue`,
    });
    if (stage.searxngUrl) this.worker.addEnvironment('SEARXNG_URL', stage.searxngUrl);
    this.worker.fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        maxConcurrency: stage.workerMaxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
  }

  /** Grants the worker what infra/permissions.ts declares for it. */
  bindWorker(resources: Bindable): void {
    bindDeclaredAccess(this.worker, resources);
  }
}

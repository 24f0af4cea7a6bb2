import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../clients.ts';
import { config } from '../config.ts';
import type { SearchJobMessage } from './job.ts';

/** Puts a job on the search queue for the worker. */
export async function enqueueSearchJob(jobId: string): Promise<void> {
  const queueUrl = config().SEARCH_QUEUE_URL;
  if (!queueUrl) throw new Error('SEARCH_QUEUE_URL is not configured');
  const message: SearchJobMessage = { jobId };
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

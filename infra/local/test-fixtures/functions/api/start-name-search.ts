import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { documents, jobsTable, json, queue } from '../lib/stores.ts';

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const parsed: unknown = JSON.parse(event.body ?? '{}');
  const name =
    typeof parsed === 'object' && parsed !== null ? (parsed as { name?: unknown }).name : undefined;
  if (typeof name !== 'string' || name.trim() === '') return json(400, { error: 'Please enter a name' });
  const jobId = randomUUID();
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  await documents().send(
    new PutCommand({ TableName: jobsTable(), Item: { jobId, name, status: 'queued', expiresAt } }),
  );
  await queue().send(
    new SendMessageCommand({
      QueueUrl: process.env.SEARCH_QUEUE_URL,
      MessageBody: JSON.stringify({ jobId }),
    }),
  );
  return json(202, { jobId });
}

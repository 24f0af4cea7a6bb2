import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';

// Stand-in functions for the runtime's tests: clients follow the environment the runtime sets, like the real ones.
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

export function documents(): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region, credentials }),
  );
}

export function queue(): SQSClient {
  return new SQSClient({ endpoint: process.env.SQS_ENDPOINT, region, credentials });
}

export function jobsTable(): string {
  return process.env.JOBS_TABLE ?? 'footprint-jobs';
}

export function json(statusCode: number, body: unknown) {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

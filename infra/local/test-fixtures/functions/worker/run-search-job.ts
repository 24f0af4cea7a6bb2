import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { documents, jobsTable } from '../lib/stores.ts';

// Marks each job done; a job whose name is 'fail' is reported as a failed item.
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const { jobId } = JSON.parse(record.body) as { jobId: string };
    const { Item } = await documents().send(new GetCommand({ TableName: jobsTable(), Key: { jobId } }));
    if (!Item || Item.name === 'fail') {
      failures.push({ itemIdentifier: record.messageId });
      continue;
    }
    await documents().send(
      new UpdateCommand({
        TableName: jobsTable(),
        Key: { jobId },
        UpdateExpression: 'SET #status = :done ADD attempts :one',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'done', ':one': 1 },
      }),
    );
  }
  return { batchItemFailures: failures };
}

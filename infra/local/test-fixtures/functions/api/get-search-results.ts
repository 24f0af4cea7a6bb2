import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { documents, jobsTable, json } from '../lib/stores.ts';

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const jobId = event.queryStringParameters?.jobId;
  if (!jobId) return json(400, { error: 'jobId is required' });
  const { Item } = await documents().send(new GetCommand({ TableName: jobsTable(), Key: { jobId } }));
  return Item ? json(200, Item) : json(404, { error: 'No such search' });
}

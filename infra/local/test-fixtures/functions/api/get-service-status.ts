import type { APIGatewayProxyResultV2 } from 'aws-lambda';

// Returns a plain object: API Gateway's 2.0 format makes it a 200 JSON response.
export async function handler(): Promise<APIGatewayProxyResultV2<{ sources: string; stage: string }>> {
  return { sources: process.env.SOURCES ?? 'unknown', stage: 'local' };
}

import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

// Answers with the event it got, a cookie, and a binary header check.
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
    cookies: ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/'],
    body: JSON.stringify(event),
  };
}

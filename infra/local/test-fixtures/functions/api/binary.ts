import type { APIGatewayProxyResultV2 } from 'aws-lambda';

export async function handler(): Promise<APIGatewayProxyResultV2> {
  return {
    statusCode: 201,
    headers: { 'content-type': 'image/png' },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]).toString('base64'),
    isBase64Encoded: true,
  };
}

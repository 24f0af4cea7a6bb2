import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from './config.ts';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let documentClient: { endpoint: string | undefined; client: DynamoDBDocumentClient } | undefined;
let sqsClient: { endpoint: string | undefined; client: SQSClient } | undefined;
let secretsClient: SecretsManagerClient | undefined;

/** The DynamoDB document client, created once per endpoint. */
export function dynamo(): DynamoDBDocumentClient {
  const { DYNAMODB_ENDPOINT: endpoint, AWS_REGION: region } = config();
  if (documentClient && documentClient.endpoint === endpoint) return documentClient.client;
  const base = new DynamoDBClient(
    endpoint ? { endpoint, region, credentials: localCredentials, maxAttempts: 5 } : { region, maxAttempts: 5 },
  );
  const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  documentClient = { endpoint, client };
  return client;
}

/** The SQS client, created once per endpoint. */
export function sqs(): SQSClient {
  const { SQS_ENDPOINT: endpoint, AWS_REGION: region } = config();
  if (sqsClient && sqsClient.endpoint === endpoint) return sqsClient.client;
  const client = new SQSClient(endpoint ? { endpoint, region, credentials: localCredentials } : { region });
  sqsClient = { endpoint, client };
  return client;
}

/** The Secrets Manager client (AWS only: locally, keys come from the environment). */
export function secretsManager(): SecretsManagerClient {
  secretsClient ??= new SecretsManagerClient({ region: config().AWS_REGION });
  return secretsClient;
}

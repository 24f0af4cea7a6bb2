import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import type { AttributeDefinition, CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { localTableName } from '../../functions/lib/storage/tables.ts';
import type { KeyDefinition, TableDefinition } from '../../functions/lib/storage/tables.ts';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface EmbeddedDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts dynalite on loopback. With `path` its LevelDB store lives on disk; `close()` waits for pending writes
 * and closes the store, so everything acknowledged is on disk afterwards.
 */
export async function startDynalite(options: { path?: string; host?: string } = {}): Promise<EmbeddedDynamo> {
  const host = options.host ?? '127.0.0.1';
  if (options.path) await mkdir(options.path, { recursive: true });
  const server = dynalite({
    ...(options.path ? { path: options.path } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await listen(server, host);
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://${host}:${port}`;
  // LevelDB opens lazily: a store held by another process only fails on the first request, so ask one now.
  const probe = dynamoClient(endpoint);
  try {
    await probe.send(new ListTablesCommand({ Limit: 1 }));
  } catch (error) {
    await closeServer(server).catch(() => undefined);
    throw new Error(
      `Cannot open the local database at ${options.path ?? 'memory'}: ${errorMessage(error)}. ` +
        'Is another Footprint runtime using the same DATA_DIR?',
      { cause: error },
    );
  } finally {
    probe.destroy();
  }
  return { endpoint, close: () => closeServer(server) };
}

export function dynamoClient(
  endpoint: string,
  region = process.env.AWS_REGION ?? 'us-east-1',
): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: localCredentials, maxAttempts: 3 });
}

/** The name a function will use for a table: its environment variable, else the local default. */
export function tableName(table: TableDefinition, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env[table.envVar];
  return configured && configured.length > 0 ? configured : localTableName(table);
}

/** The CreateTable request for a table definition: on-demand, every index projecting all attributes. */
export function createTableInput(table: TableDefinition, name: string): CreateTableCommandInput {
  const attributes = new Map<string, AttributeDefinition>();
  const note = (key: KeyDefinition) =>
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  note(table.partitionKey);
  if (table.sortKey) note(table.sortKey);
  for (const index of table.globalIndexes) {
    note(index.partitionKey);
    if (index.sortKey) note(index.sortKey);
  }
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
      ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(table.globalIndexes.length > 0
      ? {
          GlobalSecondaryIndexes: table.globalIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}

/**
 * Creates the tables that do not exist yet and returns their names. TTL is configured where the endpoint
 * supports it (DynamoDB Local does, dynalite has no UpdateTimeToLive); reads filter expired items either way.
 */
export async function ensureTables(
  client: DynamoDBClient,
  definitions: readonly TableDefinition[],
  options: { configureTtl: boolean; env?: NodeJS.ProcessEnv },
): Promise<string[]> {
  const existing = await listTableNames(client);
  const created: string[] = [];
  for (const table of definitions) {
    const name = tableName(table, options.env);
    if (existing.has(name)) continue;
    try {
      await client.send(new CreateTableCommand(createTableInput(table, name)));
      created.push(name);
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
    await waitUntilActive(client, name);
    if (options.configureTtl && table.ttlAttribute && created.includes(name)) {
      // Best effort: expired items are filtered on read whether or not the endpoint deletes them.
      await client
        .send(
          new UpdateTimeToLiveCommand({
            TableName: name,
            TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
          }),
        )
        .catch(() => undefined);
    }
  }
  return created;
}

/** Polls briefly: dynalite turns a table ACTIVE within milliseconds, DynamoDB Local and AWS take longer. */
async function waitUntilActive(client: DynamoDBClient, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every(
      (index) => index.IndexStatus === 'ACTIVE',
    );
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    if (Date.now() > deadline)
      throw new Error(`The table ${name} did not become active within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

async function listTableNames(client: DynamoDBClient): Promise<Set<string>> {
  const names = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) names.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

function listen(server: Server, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive sockets of SDK clients would otherwise hold the close open.
    server.closeIdleConnections();
  });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

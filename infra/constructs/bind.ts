import { Annotations } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { TableDefinition, TableId } from '../../functions/lib/storage/tables.ts';
import { accessFor } from '../permissions.ts';
import type { SecretId, TableAccess } from '../permissions.ts';
import type { AppFunction } from './app-function.ts';

/** A table and the shared definition it was made from (which names its environment variable). */
export interface AppTable {
  readonly table: TableV2;
  readonly definition: TableDefinition;
}

/** A queue and the environment variable that carries its URL. */
export interface AppQueue {
  readonly queue: IQueue;
  readonly envVar: string;
}

/** A secret and the environment variable that carries its ARN (functions read the value at cold start). */
export interface AppSecret {
  readonly secret: ISecret;
  readonly envVar: string;
}

/** Gives a function a table: its name in the table's environment variable, and the matching data grant. */
export function bindTable(fn: AppFunction, table: AppTable, access: TableAccess): void {
  fn.addEnvironment(table.definition.envVar, table.table.tableName);
  if (access === 'read') table.table.grantReadData(fn.fn);
  else table.table.grantReadWriteData(fn.fn);
}

/** Lets a function send to a queue, with the queue's URL in its environment variable. */
export function bindQueue(fn: AppFunction, queue: AppQueue, access: 'send'): void {
  fn.addEnvironment(queue.envVar, queue.queue.queueUrl);
  if (access === 'send') queue.queue.grantSendMessages(fn.fn);
}

/** Lets a function read a secret, with the secret's ARN in its environment variable. */
export function bindSecret(fn: AppFunction, secret: AppSecret): void {
  fn.addEnvironment(secret.envVar, secret.secret.secretArn);
  secret.secret.grantRead(fn.fn);
}

/** Everything a function may be bound to. */
export interface Bindable {
  readonly tables: Readonly<Record<TableId, AppTable>>;
  readonly searchQueue: AppQueue;
  readonly secrets: Readonly<Record<SecretId, AppSecret>>;
}

/** Grants a function exactly the access infra/permissions.ts declares for its handler module. */
export function bindDeclaredAccess(fn: AppFunction, resources: Bindable): void {
  const access = accessFor(fn.handlerModule);
  if (!access) {
    Annotations.of(fn).addWarningV2(
      '@footprint/infra:undeclared-access',
      `functions/${fn.handlerModule}.ts has no entry in infra/permissions.ts, so it gets no table, queue or secret access.`,
    );
    return;
  }
  for (const [id, tableAccess] of Object.entries(access.tables ?? {}) as [TableId, TableAccess][]) {
    bindTable(fn, resources.tables[id], tableAccess);
  }
  if (access.searchQueue) bindQueue(fn, resources.searchQueue, access.searchQueue);
  for (const id of access.secrets ?? []) bindSecret(fn, resources.secrets[id]);
}

/**
 * The DynamoDB tables, defined once: the CDK stack and the local runtime both create them from here.
 * Every item carries `expiresAt` (epoch seconds); DynamoDB's TTL deletes it eventually and reads filter it out
 * at once, because TTL deletion lags (and some local stand-ins never delete).
 */
export type KeyType = 'S' | 'N';

export interface KeyDefinition {
  name: string;
  type: KeyType;
}

export interface IndexDefinition {
  indexName: string;
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
}

export interface TableDefinition {
  /** Logical id, also the suffix of the local table name. */
  id: string;
  /** The environment variable that carries the table's name to a function. */
  envVar: string;
  partitionKey: KeyDefinition;
  sortKey?: KeyDefinition;
  ttlAttribute?: string;
  globalIndexes: IndexDefinition[];
}

export const TTL_ATTRIBUTE = 'expiresAt';

export const tables = {
  /** One item per search job. */
  jobs: {
    id: 'jobs',
    envVar: 'JOBS_TABLE',
    partitionKey: { name: 'jobId', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [
      {
        indexName: 'byQueryKey',
        partitionKey: { name: 'queryKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
  /** Profiles and mentions of a job, keyed `profile#…` and `mention#…` under the job. */
  results: {
    id: 'results',
    envVar: 'RESULTS_TABLE',
    partitionKey: { name: 'jobId', type: 'S' },
    sortKey: { name: 'itemKey', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [],
  },
  /** Counters and small events: rate-limit windows, hero-form submissions. */
  events: {
    id: 'events',
    envVar: 'EVENTS_TABLE',
    partitionKey: { name: 'pk', type: 'S' },
    sortKey: { name: 'sk', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [],
  },
  /** One item per account, keyed by the Cognito sub: the spec's user record. Never expires. */
  users: {
    id: 'users',
    envVar: 'USERS_TABLE',
    partitionKey: { name: 'uid', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [],
  },
  /**
   * What each holder (`user#<sub>` or `browser#<id>`) may see: `job#<jobId>` items (a search they started or
   * opened, counted against their allowance or not, or unlocked by a pass) and `usage#<YYYY-MM>` counters.
   * Searches a user started carry `startedAt`, so the sparse index lists them newest first.
   */
  access: {
    id: 'access',
    envVar: 'ACCESS_TABLE',
    partitionKey: { name: 'holder', type: 'S' },
    sortKey: { name: 'itemKey', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [
      {
        indexName: 'byHolderStarted',
        partitionKey: { name: 'holder', type: 'S' },
        sortKey: { name: 'startedAt', type: 'S' },
      },
    ],
  },
  /** Payment bookkeeping: processed webhook event ids (`event#…`) and payment-customer owners (`customer#…`). */
  payments: {
    id: 'payments',
    envVar: 'PAYMENTS_TABLE',
    partitionKey: { name: 'pk', type: 'S' },
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [],
  },
  /**
   * Opt-outs: `account#<key>` per suppressed account or page (never shown again), `request#<id>` per request with
   * its name and contact address. Never expires.
   */
  suppressions: {
    id: 'suppressions',
    envVar: 'SUPPRESSIONS_TABLE',
    partitionKey: { name: 'pk', type: 'S' },
    // Items carry no expiresAt: suppressions last.
    ttlAttribute: TTL_ATTRIBUTE,
    globalIndexes: [],
  },
} as const satisfies Record<string, TableDefinition>;

export type TableId = keyof typeof tables;

/** The table name the local runtime uses when no name is configured. */
export function localTableName(table: TableDefinition): string {
  return `footprint-${table.id}`;
}

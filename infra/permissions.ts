import type { TableId } from '../functions/lib/storage/tables.ts';

export type TableAccess = 'read' | 'readWrite';
export type SecretId = 'stripeSecretKey' | 'stripeWebhookSecret';

/** What one function may touch. Anything not listed is denied. */
export interface FunctionAccess {
  readonly tables?: Partial<Record<TableId, TableAccess>>;
  /** Sends search jobs to the search queue. (Consuming it is the worker's event source, not a grant here.) */
  readonly searchQueue?: 'send';
  readonly secrets?: readonly SecretId[];
}

const startSearch: FunctionAccess = {
  // jobs: the new job and the lookup of an identical recent one; events: rate-limit and quota counters.
  tables: { jobs: 'readWrite', events: 'readWrite' },
  searchQueue: 'send',
};

/**
 * Every function's grants, keyed by its handler module (as in functions/routes.ts), in one place.
 * A handler missing here gets nothing, and the synth warns about it.
 */
export const functionAccess: Readonly<Record<string, FunctionAccess>> = {
  'api/start-name-search': startSearch,
  'api/start-phone-search': startSearch,
  'api/start-email-search': startSearch,
  'api/start-legacy-search': startSearch,
  // Reads a job and its results; the anonymous view is rate-limited through the events table.
  'api/get-search-results': { tables: { jobs: 'read', results: 'read', events: 'readWrite' } },
  // Stores the hero form's submission as an analytics event.
  'api/record-search-webhook': { tables: { events: 'readWrite' } },
  // Reports stage and sources from its environment.
  'api/get-service-status': {},
  // Marks the job running/done/failed and writes its results.
  'worker/run-search-job': { tables: { jobs: 'readWrite', results: 'readWrite' } },
  // Auto-confirms sign-ups; touches nothing.
  'auth/pre-sign-up': {},
};

/** The access declared for a handler, or undefined when none is. */
export function accessFor(handler: string): FunctionAccess | undefined {
  return functionAccess[handler];
}

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
  // jobs: the new job and the lookup of an identical recent one; events: visitors' hourly counters;
  // users: the caller's record (created on first call) and plan; access: the monthly allowance and the grant.
  tables: { jobs: 'readWrite', events: 'readWrite', users: 'readWrite', access: 'readWrite' },
  searchQueue: 'send',
};

const stripeKey: readonly SecretId[] = ['stripeSecretKey'];

/**
 * Every function's grants, keyed by its handler module (as in functions/routes.ts), in one place.
 * A handler missing here gets nothing, and the synth warns about it.
 */
export const functionAccess: Readonly<Record<string, FunctionAccess>> = {
  'api/start-name-search': startSearch,
  'api/start-phone-search': startSearch,
  'api/start-email-search': startSearch,
  'api/start-legacy-search': startSearch,
  // Reads a job and its results, trimmed by the caller's record, allowance and passes (the first look at a job
  // counts it against the allowance, hence write access to users and access).
  'api/get-search-results': {
    tables: { jobs: 'read', results: 'read', users: 'readWrite', access: 'readWrite' },
  },
  // Stores the hero form's submission as an analytics event.
  'api/record-search-webhook': { tables: { events: 'readWrite' } },
  // Reports stage and sources from its environment.
  'api/get-service-status': {},
  // Marks the job running/done/failed and writes its results, less anything suppressed by an opt-out.
  'worker/run-search-job': { tables: { jobs: 'readWrite', results: 'readWrite', suppressions: 'read' } },
  // Records an opt-out request and the accounts it suppresses.
  'api/request-opt-out': { tables: { suppressions: 'readWrite' } },
  // Auto-confirms sign-ups; touches nothing.
  'auth/pre-sign-up': {},
  // Store a contact-form message or a newsletter sign-up in the events table.
  'api/submit-contact-message': { tables: { events: 'readWrite' } },
  'api/subscribe-newsletter': { tables: { events: 'readWrite' } },
  // The caller's record (created on first call), this month's usage and their searches.
  'api/get-current-user': { tables: { users: 'readWrite', access: 'read' } },
  // Subscription checkouts: the user's record (and their new payment customer, remembered in payments).
  'api/create-plan-checkout': { tables: { users: 'readWrite', payments: 'readWrite' }, secrets: stripeKey },
  'api/create-subscribe-checkout': {
    tables: { users: 'readWrite', payments: 'readWrite' },
    secrets: stripeKey,
  },
  // A pass checkout for a job that must exist and not be unlocked already.
  'api/create-pass-checkout': { tables: { jobs: 'read', access: 'read' }, secrets: stripeKey },
  // Confirms a pass with Stripe and unlocks the job for its buyer.
  'api/verify-pass-checkout': { tables: { jobs: 'read', access: 'readWrite' }, secrets: stripeKey },
  // The customer portal for the user's payment customer.
  'api/create-portal-session': { tables: { users: 'readWrite' }, secrets: stripeKey },
  // Stripe's events: plans on users, passes on access, processed event ids and customers in payments.
  'api/handle-stripe-webhook': {
    tables: { jobs: 'read', users: 'readWrite', access: 'readWrite', payments: 'readWrite' },
    secrets: ['stripeSecretKey', 'stripeWebhookSecret'],
  },
};

/** The access declared for a handler, or undefined when none is. */
export function accessFor(handler: string): FunctionAccess | undefined {
  return functionAccess[handler];
}

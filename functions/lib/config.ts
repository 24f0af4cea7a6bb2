import { z } from 'zod';
import { SourcesModeSchema } from '../../shared/api/status.ts';
import { localTableName, tables } from './storage/tables.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every environment variable a function reads, validated in one place. */
const EnvSchema = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  JOBS_TABLE: z.string().default(localTableName(tables.jobs)),
  RESULTS_TABLE: z.string().default(localTableName(tables.results)),
  EVENTS_TABLE: z.string().default(localTableName(tables.events)),
  USERS_TABLE: z.string().default(localTableName(tables.users)),
  ACCESS_TABLE: z.string().default(localTableName(tables.access)),
  PAYMENTS_TABLE: z.string().default(localTableName(tables.payments)),
  SUPPRESSIONS_TABLE: z.string().default(localTableName(tables.suppressions)),
  /** The user pool whose ID tokens the API accepts (set by the stack; by the local runtime for its stand-in). */
  COGNITO_USER_POOL_ID: optionalString,
  COGNITO_USER_POOL_CLIENT_ID: optionalString,
  /** The issuer's base URL; AWS's `https://cognito-idp.<region>.amazonaws.com` when unset. */
  COGNITO_ENDPOINT: optionalUrl,
  /** The site's origin, where checkout returns the browser (set by the stack; by the local runtime). */
  SITE_URL: optionalUrl,
  /** Stripe keys: the values (locally), or the ARNs of the secrets holding them (on AWS). */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_SECRET_KEY_ARN: optionalString,
  STRIPE_WEBHOOK_SECRET_ARN: optionalString,
  /** Another Stripe API base, such as the local runtime's stand-in (`http://127.0.0.1:PORT`). */
  STRIPE_API_URL: optionalUrl,
  /** Searches a visitor without an account may start per hour from one IP address. */
  ANONYMOUS_SEARCHES_PER_HOUR: z.coerce.number().int().positive().default(10),
  DYNAMODB_ENDPOINT: optionalUrl,
  SEARCH_QUEUE_URL: optionalString,
  SQS_ENDPOINT: optionalUrl,
  SOURCES: SourcesModeSchema.default('live'),
  SAMPLE_WEB_URL: optionalUrl,
  SEARXNG_URL: optionalUrl,
  BRAVE_API_KEY: optionalString,
  GITHUB_TOKEN: optionalString,
  WHATSMYNAME_URL: optionalUrl,
  /** Search sources turned off, by id, comma-separated (e.g. "probes,github-commits"); see docs/sources.md. */
  DISABLED_SOURCES: z.string().default(''),
  CONTACT_EMAIL: z.string().default('support@footprint.example'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});
export type Config = z.infer<typeof EnvSchema>;

let cached: { source: NodeJS.ProcessEnv; snapshot: string; config: Config } | undefined;

/** The validated configuration. Re-read when the environment changes (the local runtime sets it at start). */
export function config(): Config {
  const snapshot = JSON.stringify(process.env);
  if (cached && cached.source === process.env && cached.snapshot === snapshot) return cached.config;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  cached = { source: process.env, snapshot, config: parsed.data };
  return parsed.data;
}

/** The identifying User-Agent every outgoing request carries. */
export function userAgent(): string {
  return `Footprint/0.1 (people search; +mailto:${config().CONTACT_EMAIL})`;
}

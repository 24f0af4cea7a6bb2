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
  DYNAMODB_ENDPOINT: optionalUrl,
  SEARCH_QUEUE_URL: optionalString,
  SQS_ENDPOINT: optionalUrl,
  SOURCES: SourcesModeSchema.default('live'),
  SAMPLE_WEB_URL: optionalUrl,
  SEARXNG_URL: optionalUrl,
  BRAVE_API_KEY: optionalString,
  GITHUB_TOKEN: optionalString,
  WHATSMYNAME_URL: optionalUrl,
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

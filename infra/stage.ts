import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import { SourcesModeSchema } from '../shared/api/status.ts';
import type { SourcesMode } from '../shared/api/status.ts';

export const STAGE_NAMES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** Everything that differs between stages, decided in one place from the CDK context. */
export interface StageConfig {
  /** dev, staging or prod: part of every name the stack sets and of the stack name. */
  readonly name: StageName;
  readonly isProd: boolean;
  /** RETAIN for stateful resources in prod (tables, user pool, site bucket, secrets); DESTROY elsewhere. */
  readonly statefulRemovalPolicy: RemovalPolicy;
  /** Prefix of the Cognito hosted domain, `<prefix>.auth.<region>.amazoncognito.com`; unique per region. */
  readonly authDomainPrefix: string;
  /** Whether "Continue with Google" is offered; needs the Google OAuth secret (docs/deploy.md). */
  readonly googleEnabled: boolean;
  /** Cognito threat protection (adaptive authentication, compromised credentials); needs the Plus feature plan. */
  readonly threatProtection: boolean;
  /** Where searches get their data. */
  readonly sources: SourcesMode;
  /** A SearXNG instance the worker may query, if the stage has one. */
  readonly searxngUrl: string | undefined;
  /** Browser origins besides the site itself that may call the API directly (CORS), e.g. a local dev server. */
  readonly extraBrowserOrigins: readonly string[];
  /** Where alarm notifications are emailed, if anywhere. */
  readonly alarmEmail: string | undefined;
  readonly logRetention: RetentionDays;
  /** Steady-state requests per second and burst for the API's default stage. */
  readonly apiThrottle: { readonly rateLimit: number; readonly burstLimit: number };
  /** How long the worker may run on one batch; the queue's visibility timeout is derived from it. */
  readonly workerTimeout: Duration;
  /** The most worker invocations the queue may run at once. */
  readonly workerMaxConcurrency: number;
}

const defaults: Record<
  StageName,
  Pick<
    StageConfig,
    'threatProtection' | 'logRetention' | 'apiThrottle' | 'extraBrowserOrigins' | 'workerMaxConcurrency'
  >
> = {
  dev: {
    threatProtection: false,
    logRetention: RetentionDays.ONE_WEEK,
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
    // The Vite dev server, pointed at the dev stage's API.
    extraBrowserOrigins: ['http://localhost:5173'],
    workerMaxConcurrency: 2,
  },
  staging: {
    threatProtection: false,
    logRetention: RetentionDays.TWO_WEEKS,
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    extraBrowserOrigins: [],
    workerMaxConcurrency: 5,
  },
  prod: {
    threatProtection: true,
    logRetention: RetentionDays.THREE_MONTHS,
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    extraBrowserOrigins: [],
    workerMaxConcurrency: 5,
  },
};

function isStageName(value: string): value is StageName {
  return (STAGE_NAMES as readonly string[]).includes(value);
}

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  throw new Error(`Context "${key}" must be a string, number or boolean`);
}

function contextBoolean(node: Node, key: string, fallback: boolean): boolean {
  const value = contextString(node, key);
  if (value === undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Context "${key}" must be true or false, not "${value}"`);
}

/**
 * The stage to synthesize, from the CDK context: `-c stage=dev|staging|prod` (default dev), and optionally
 * `googleEnabled`, `threatProtection`, `authDomainPrefix`, `sources`, `searxngUrl`, `corsOrigins` (comma
 * separated), `alarmEmail`.
 */
export function stageFromContext(node: Node): StageConfig {
  const name = contextString(node, 'stage') ?? 'dev';
  if (!isStageName(name)) throw new Error(`Unknown stage "${name}": use one of ${STAGE_NAMES.join(', ')}`);
  const base = defaults[name];
  const sources = SourcesModeSchema.safeParse(contextString(node, 'sources') ?? 'live');
  if (!sources.success) throw new Error('Context "sources" must be live or sample');
  const extraOrigins = (contextString(node, 'corsOrigins') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of extraOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`corsOrigins: "${origin}" is not an origin`);
  }
  const isProd = name === 'prod';
  return {
    ...base,
    name,
    isProd,
    statefulRemovalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    authDomainPrefix: contextString(node, 'authDomainPrefix') ?? `footprint-${name}`,
    googleEnabled: contextBoolean(node, 'googleEnabled', false),
    threatProtection: contextBoolean(node, 'threatProtection', base.threatProtection),
    sources: sources.data,
    searxngUrl: contextString(node, 'searxngUrl'),
    extraBrowserOrigins: [...base.extraBrowserOrigins, ...extraOrigins],
    alarmEmail: contextString(node, 'alarmEmail'),
    workerTimeout: Duration.seconds(120),
  };
}

/** The stack's name for a stage. */
export function stackName(stage: StageName): string {
  return `Footprint-${stage}`;
}

/** The Cognito hosted domain's host name; known before the domain exists, so the site's CSP can name it. */
export function hostedAuthDomain(prefix: string, region: string): string {
  return `${prefix}.auth.${region}.amazoncognito.com`;
}

/** The Google OAuth client (JSON keys `clientId` and `clientSecret`), kept in Secrets Manager per stage. */
export function googleSecretName(stage: StageName): string {
  return `footprint/${stage}/google-oauth`;
}

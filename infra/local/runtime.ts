import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { routes, workerHandler } from '../../functions/routes.ts';
import { tables } from '../../functions/lib/storage/tables.ts';
import { verifyIdToken } from '../../functions/lib/auth/token-verifier.ts';
import type { RuntimeConfig } from '../../shared/api/runtime-config.ts';
import { createLocalServer } from './api-server.ts';
import type { TokenVerifier } from './api-server.ts';
import { dynamoClient, ensureTables, startDynalite, tableName } from './dynamodb.ts';
import { startLocalCognito } from './cognito.ts';
import type { LocalCognito } from './cognito.ts';
import { buildFrontendIfStale } from './frontend-build.ts';
import { createHandlerLoader } from './handler-loader.ts';
import { requeueUnfinishedJobs } from './job-recovery.ts';
import { functionNameOf, lambdaContext } from './lambda-context.ts';
import { startPoller } from './poller.ts';
import type { Poller } from './poller.ts';
import { createSearchQueues, sqsClient, startEmbeddedSqs } from './queue.ts';
import type { SearchQueues } from './queue.ts';
import type { Population } from './sample-web/index.ts';
import { internetAnswers, startSampleWebServer } from './sources.ts';
import type { RunningSampleWeb } from './sources.ts';
import { createStaticSite } from './static-site.ts';
import type { RequestListener } from './static-site.ts';
import { startStripeStandIn } from './stripe/stand-in.ts';
import type { StripeStandIn } from './stripe/stand-in.ts';

export type { Population } from './sample-web/index.ts';
export type { TokenVerifier } from './api-server.ts';
export type { JwtClaims } from './api-gateway-event.ts';

export interface LocalRuntimeOptions {
  /** Default 3000; 0 = a free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default '.data'; dynalite persists under `${dataDir}/dynamodb`. */
  dataDir?: string;
  /** Default 'auto': live when the internet answers within 2 s at start-up, else sample. */
  sources?: 'sample' | 'live' | 'auto';
  sampleWeb?: { seed?: number; size?: number; latencyMs?: number; errorRate?: number };
  /** Default true: serve dist/frontend with SPA fallback. */
  serveFrontend?: boolean;
  /** Default true: run the Vite build when dist/frontend/index.html is missing or older than frontend/ or shared/. */
  buildFrontend?: boolean;
  queue?: { visibilityTimeoutSeconds?: number; waitTimeSeconds?: number; maxReceiveCount?: number };
  /** Default console.log. */
  log?: (line: string) => void;
  /**
   * Plays the HTTP API's JWT authorizer for `auth: 'required'` routes. Default: the ID tokens of the local user
   * pool (cognito-local), verified as the handlers verify them.
   */
  verifyToken?: TokenVerifier;
  /** Where the function modules named by the route table live. Default: the repository's functions/. */
  functionsDir?: string;
  /** The built front end to serve. Default: dist/frontend (built there when stale, see buildFrontend). */
  frontendDir?: string;
}

export interface LocalRuntime {
  url: string;
  apiUrl: string;
  sources: 'sample' | 'live';
  sampleWebUrl?: string;
  population?: Population;
  /** Where the stand-ins listen, for tests that look behind the API. */
  endpoints: { dynamodb: string; sqs: string; searchQueueUrl: string; deadLetterQueueUrl: string };
  /** The local user pool (cognito-local): its ids, its own URL (the token issuer's base), the browsers' endpoint. */
  auth: {
    userPoolId: string;
    userPoolClientId: string;
    endpoint: string;
    userPoolEndpoint: string;
    /** The latest code "emailed" to an address (email verification, password reset). */
    latestCode(email: string): string | undefined;
  };
  /** The Stripe stand-in, unless real Stripe keys were configured. */
  stripe?: {
    apiUrl: string;
    apiKey: string;
    webhookSecret: string;
    deliver(type: string, data: object): Promise<number>;
  };
  close(): Promise<void>;
}

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE_SEARXNG_URL = 'https://search.sample.example';
/** The variables this runtime sets for the functions; restored on close. */
const MANAGED_ENV = [
  'DYNAMODB_ENDPOINT',
  'SQS_ENDPOINT',
  'SEARCH_QUEUE_URL',
  'SOURCES',
  'SAMPLE_WEB_URL',
  'SEARXNG_URL',
  'COGNITO_USER_POOL_ID',
  'COGNITO_USER_POOL_CLIENT_ID',
  'COGNITO_ENDPOINT',
  'SITE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
] as const;
/** Where browsers reach the local user pool: the refresh proxy in front of cognito-local, on the app's origin. */
const COGNITO_PATH = '/cognito';
const STAND_IN_STRIPE_KEY = 'sk_test_footprint_local';

let activeRuntime = false;

/**
 * The back end of the deployed stack on one machine: dynalite (on disk) for DynamoDB, fauxqs for SQS with a
 * poller in the role of Lambda's event source mapping, a node:http server in the role of API Gateway and the
 * CDN, all calling the very function modules the CDK stack deploys. Functions read their configuration from
 * process.env, so only one runtime can run per process.
 */
export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  if (activeRuntime) throw new Error('A local runtime is already running in this process; close it first');
  activeRuntime = true;
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const dataDir = path.resolve(options.dataDir ?? '.data');
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const queueSettings = {
    visibilityTimeoutSeconds: options.queue?.visibilityTimeoutSeconds ?? 180,
    waitTimeSeconds: options.queue?.waitTimeSeconds ?? 20,
    maxReceiveCount: options.queue?.maxReceiveCount ?? 3,
  };
  const functionsDir = options.functionsDir ?? path.join(ROOT_DIR, 'functions');
  const defaultFrontendDir = path.join(ROOT_DIR, 'dist', 'frontend');
  const frontendDir = options.frontendDir ?? defaultFrontendDir;
  const serveFrontend = options.serveFrontend ?? true;

  const savedEnv = new Map(MANAGED_ENV.map((name) => [name, process.env[name]]));
  const userEnv = (name: (typeof MANAGED_ENV)[number]) => {
    const value = savedEnv.get(name);
    return value && value.length > 0 ? value : undefined;
  };
  const closers: Array<{ what: string; close: () => Promise<void> | void }> = [];
  const closeAll = async (): Promise<void> => {
    const failures: unknown[] = [];
    for (const { what, close } of closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        failures.push(error);
        log(`Stopping ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const [name, value] of savedEnv) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    activeRuntime = false;
    if (failures.length > 0) throw new AggregateError(failures, 'The local runtime did not stop cleanly');
  };

  // Slow, independent steps run beside the stand-ins' start-up.
  const sourcesProbe: Promise<{ mode: 'sample' | 'live'; reason: string }> =
    options.sources === 'sample' || options.sources === 'live'
      ? Promise.resolve({ mode: options.sources, reason: 'as configured' })
      : internetAnswers(2000).then((online) =>
          online
            ? { mode: 'live' as const, reason: 'the internet answered' }
            : { mode: 'sample' as const, reason: 'the internet did not answer within 2 s' },
        );
  const frontendBuild =
    serveFrontend && (options.buildFrontend ?? true) && frontendDir === defaultFrontendDir
      ? buildFrontendIfStale({ rootDir: ROOT_DIR, outDir: frontendDir, log }).catch((error: unknown) => {
          log(`Front end: the build failed, pages may be missing or out of date: ${describe(error)}`);
          return false;
        })
      : Promise.resolve(false);

  try {
    // DynamoDB: the user's endpoint if set, else dynalite on disk.
    let dynamoEndpoint = userEnv('DYNAMODB_ENDPOINT');
    let dataLine: string;
    if (dynamoEndpoint) {
      dataLine = `DynamoDB at ${dynamoEndpoint} (DYNAMODB_ENDPOINT)`;
    } else {
      const dbPath = path.join(dataDir, 'dynamodb');
      const dynalite = await startDynalite({ path: dbPath, host: '127.0.0.1' });
      closers.push({ what: 'dynalite', close: () => dynalite.close() });
      dynamoEndpoint = dynalite.endpoint;
      dataLine = `${displayPath(dbPath)} (dynalite, kept across restarts)`;
    }
    const dynamo: DynamoDBClient = dynamoClient(dynamoEndpoint, region);
    closers.push({ what: 'the DynamoDB client', close: () => dynamo.destroy() });
    const createdTables = await ensureTables(dynamo, Object.values(tables), {
      configureTtl: userEnv('DYNAMODB_ENDPOINT') !== undefined,
    });

    // SQS: the user's endpoint if set, else fauxqs in this process.
    let sqsEndpoint = userEnv('SQS_ENDPOINT');
    if (!sqsEndpoint) {
      const embedded = await startEmbeddedSqs('127.0.0.1');
      closers.push({ what: 'fauxqs', close: () => embedded.close() });
      sqsEndpoint = embedded.endpoint;
    }
    const sqs: SQSClient = sqsClient(sqsEndpoint, region);
    closers.push({ what: 'the SQS client', close: () => sqs.destroy() });
    const queues: SearchQueues = await createSearchQueues(sqs, queueSettings);

    const sources = await sourcesProbe;
    let sampleWeb: RunningSampleWeb | undefined;
    if (sources.mode === 'sample') {
      sampleWeb = await startSampleWebServer(options.sampleWeb);
      const running = sampleWeb;
      closers.push({ what: 'the sample web', close: () => running.close() });
    }

    const loader = createHandlerLoader(functionsDir);

    // Accounts: cognito-local with the deployed pool's settings; its triggers run the function modules.
    const cognito: LocalCognito = await startLocalCognito({
      dataDir: path.join(dataDir, 'cognito'),
      log,
      invoke: async (modulePath, event, context) => (await loader.load(modulePath))(event, context),
    });
    closers.push({ what: 'cognito-local', close: () => cognito.close() });

    // Payments: real Stripe when keys are configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), else the stand-in.
    // Known once the server listens; the stand-in and /config.json read them then.
    const site: { url?: string; config?: RuntimeConfig } = {};
    let stripeStandIn: { server: StripeStandIn; apiKey: string; webhookSecret: string } | undefined;
    if (!userEnv('STRIPE_SECRET_KEY')) {
      const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
      const server = await startStripeStandIn({
        apiKey: STAND_IN_STRIPE_KEY,
        webhookSecret,
        webhookUrl: () => (site.url ? `${site.url}/api/stripe/webhook` : undefined),
        stateFile: path.join(dataDir, 'stripe', 'stand-in.json'),
        log,
      });
      closers.push({ what: 'the Stripe stand-in', close: () => server.close() });
      stripeStandIn = { server, apiKey: STAND_IN_STRIPE_KEY, webhookSecret };
    }

    process.env.DYNAMODB_ENDPOINT = dynamoEndpoint;
    process.env.SQS_ENDPOINT = sqsEndpoint;
    process.env.COGNITO_USER_POOL_ID = cognito.userPoolId;
    process.env.COGNITO_USER_POOL_CLIENT_ID = cognito.userPoolClientId;
    process.env.COGNITO_ENDPOINT = cognito.endpoint;
    if (stripeStandIn) {
      process.env.STRIPE_SECRET_KEY = stripeStandIn.apiKey;
      process.env.STRIPE_WEBHOOK_SECRET = stripeStandIn.webhookSecret;
      process.env.STRIPE_API_URL = stripeStandIn.server.url;
    }
    process.env.SEARCH_QUEUE_URL = queues.queue.url;
    process.env.SOURCES = sources.mode;
    if (sampleWeb) {
      process.env.SAMPLE_WEB_URL = sampleWeb.url;
      process.env.SEARXNG_URL = userEnv('SEARXNG_URL') ?? SAMPLE_SEARXNG_URL;
    }

    const requeued = await requeueUnfinishedJobs({
      documents: DynamoDBDocumentClient.from(dynamo),
      jobsTable: tableName(tables.jobs),
      sqs,
      queueUrl: queues.queue.url,
    });

    const poller: Poller = startPoller({
      sqs,
      queue: queues.queue,
      deadLetterQueue: queues.deadLetterQueue,
      region,
      waitTimeSeconds: queueSettings.waitTimeSeconds,
      visibilityTimeoutSeconds: queueSettings.visibilityTimeoutSeconds,
      maxReceiveCount: queueSettings.maxReceiveCount,
      log,
      worker: async (event) => {
        const handler = await loader.load(workerHandler);
        const context = lambdaContext(
          functionNameOf(workerHandler),
          event.Records[0]?.messageId ?? 'batch',
          queueSettings.visibilityTimeoutSeconds * 1000,
          region,
        );
        return handler(event, context);
      },
    });
    const stopFirst = { what: 'the queue poller', close: (): Promise<void> => poller.stop() };
    closers.push(stopFirst);

    await frontendBuild;
    const server = createLocalServer({
      routes,
      loader,
      region,
      log,
      verifyToken: options.verifyToken ?? verifyIdToken,
      site: localSite({
        config: () => site.config,
        cognitoProxy: cognito.proxy,
        ...(serveFrontend ? { staticSite: createStaticSite(frontendDir) } : {}),
      }),
    });
    await listen(server, options.port ?? 3000, host);
    const { port } = server.address() as AddressInfo;
    // Stopped first, side by side: no new requests, no new batches; what is in flight finishes.
    stopFirst.what = 'the HTTP server and the queue poller';
    stopFirst.close = async () => {
      await Promise.all([poller.stop(), closeServer(server)]);
    };

    const urlHost =
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${port}`;
    site.url = url;
    process.env.SITE_URL = url;
    site.config = {
      stage: 'local',
      apiUrl: url,
      auth: {
        region: 'local',
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        hostedDomain: '',
        googleEnabled: false,
        redirectSignIn: `${url}/account`,
        redirectSignOut: `${url}/`,
        scopes: ['openid', 'email', 'profile'],
        userPoolEndpoint: COGNITO_PATH,
        authFlow: 'USER_PASSWORD_AUTH',
      },
    };

    const missing = [...new Set([...routes.map((route) => route.handler), workerHandler])].filter(
      (modulePath) => !loader.fileOf(modulePath),
    );
    log('Footprint local runtime');
    log(`  App:      ${url}`);
    log(`  API:      ${url}/api`);
    log(
      sources.mode === 'sample'
        ? `  Sources:  sample web (synthetic people, ${sources.reason}) — set SOURCES=live to search the internet`
        : `  Sources:  live internet (${sources.reason}) — set SOURCES=sample to use the synthetic sample web`,
    );
    if (sampleWeb) log(`  Sample:   ${sampleWeb.url}`);
    log(`  Data:     ${dataLine}${createdTables.length > 0 ? `; created ${createdTables.join(', ')}` : ''}`);
    log(
      `  Queue:    ${queues.queue.name} (${userEnv('SQS_ENDPOINT') ? sqsEndpoint : 'fauxqs'}), ` +
        `dead letters after ${queueSettings.maxReceiveCount} receives in ${queues.deadLetterQueue.name}`,
    );
    log(
      `  Accounts: cognito-local (${displayPath(path.join(dataDir, 'cognito'))}), pool ${cognito.userPoolId}; codes it emails are printed here`,
    );
    log(
      stripeStandIn
        ? `  Payments: local Stripe stand-in at ${stripeStandIn.server.url} (test mode, no card charged)`
        : '  Payments: Stripe with the configured keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)',
    );
    if (requeued.length > 0)
      log(`  Re-queued ${requeued.length} unfinished search job(s) from before the restart`);
    if (missing.length > 0) log(`  Not written yet (answers 500): ${missing.join(', ')}`);
    if (serveFrontend && !(await frontendReady(frontendDir))) {
      log(`  Front end not built (${displayPath(frontendDir)}): pages answer 503`);
    }
    log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);

    let closing: Promise<void> | undefined;
    return {
      url,
      apiUrl: `${url}/api`,
      sources: sources.mode,
      ...(sampleWeb ? { sampleWebUrl: sampleWeb.url, population: sampleWeb.population } : {}),
      endpoints: {
        dynamodb: dynamoEndpoint,
        sqs: sqsEndpoint,
        searchQueueUrl: queues.queue.url,
        deadLetterQueueUrl: queues.deadLetterQueue.url,
      },
      auth: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        endpoint: cognito.endpoint,
        userPoolEndpoint: `${url}${COGNITO_PATH}`,
        latestCode: (email) => cognito.latestCode(email),
      },
      ...(stripeStandIn
        ? {
            stripe: {
              apiUrl: stripeStandIn.server.url,
              apiKey: stripeStandIn.apiKey,
              webhookSecret: stripeStandIn.webhookSecret,
              deliver: (type: string, data: object) => stripeStandIn.server.deliver(type, data),
            },
          }
        : {}),
      close() {
        closing ??= closeAll();
        return closing;
      },
    };
  } catch (error) {
    await Promise.allSettled([sourcesProbe, frontendBuild]);
    await closeAll().catch(() => undefined);
    throw error;
  }
}

/**
 * Everything outside /api: the deployment's /config.json (the stack writes it beside the bundle), the local user
 * pool's endpoint for browsers, then the built front end (or 404 without one).
 */
function localSite(parts: {
  config: () => RuntimeConfig | undefined;
  cognitoProxy: RequestListener;
  staticSite?: RequestListener;
}): RequestListener {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname === COGNITO_PATH || pathname === `${COGNITO_PATH}/`) {
      await parts.cognitoProxy(req, res);
      return;
    }
    if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      const body = JSON.stringify(parts.config() ?? null);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (parts.staticSite) {
      await parts.staticSite(req, res);
      return;
    }
    const body = JSON.stringify({ error: 'Not found' });
    res.writeHead(404, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
}

async function frontendReady(frontendDir: string): Promise<boolean> {
  return stat(path.join(frontendDir, 'index.html')).then(
    () => true,
    () => false,
  );
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use: stop what uses it, or set PORT to another port`, {
              cause: error,
            })
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Stops accepting connections, lets requests in flight finish for a moment, then cuts what is left. */
function closeServer(server: Server, graceMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    // A connection turns idle only once its response has finished, which a client may see slightly earlier.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/** Relative to the working directory when inside it, else absolute. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

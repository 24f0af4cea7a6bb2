import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { readBody } from './api-server.ts';
import { functionNameOf, lambdaContext } from './lambda-context.ts';
import type { RequestListener } from './static-site.ts';

/** The Cognito triggers the deployed pool runs, by their handler module (as infra/constructs/auth.ts wires them). */
const TRIGGERS = { PreSignUp: 'auth/pre-sign-up' } as const;

const REFRESH_TARGET = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';
const INITIATE_AUTH_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';

export interface LocalCognitoOptions {
  /** cognito-local keeps its config and users under `${dataDir}/.cognito`. */
  dataDir: string;
  /** Runs a trigger's handler module with the event Cognito sends, as Lambda would. */
  invoke: (handlerModule: string, event: unknown, context: unknown) => Promise<unknown>;
  log: (line: string) => void;
  startTimeoutMs?: number;
}

export interface LocalCognito {
  /** cognito-local's own URL: the issuer base of its tokens (`${endpoint}/${userPoolId}`) and its JWKS. */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /**
   * The user pool endpoint for browsers (mounted by the runtime at /cognito): a proxy to cognito-local that turns
   * Amplify's GetTokensFromRefreshToken, which cognito-local does not know, into InitiateAuth REFRESH_TOKEN_AUTH.
   */
  proxy: RequestListener;
  /** The latest code cognito-local "emailed" to an address (verification, password reset), if any. */
  latestCode(email: string): string | undefined;
  close(): Promise<void>;
}

interface PoolFile {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * cognito-local (a child process, data on disk) with the deployment's user pool settings: sign-in by email, the
 * email verified by code, the pre-sign-up trigger served by the very function module the stack deploys (through
 * a small Lambda Invoke endpoint), and one public web client allowed USER_PASSWORD_AUTH (cognito-local has no
 * SRP) and refresh. The pool and client are created on the first start and their ids kept beside the data.
 */
export async function startLocalCognito(options: LocalCognitoOptions): Promise<LocalCognito> {
  const root = path.resolve(options.dataDir);
  await mkdir(path.join(root, '.cognito', 'db'), { recursive: true });
  const closers: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
  };

  try {
    const triggers = await startTriggerEndpoint(options.invoke);
    closers.push(() => closeServer(triggers.server));

    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    const config = {
      LambdaClient: {
        endpoint: triggers.url,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      },
      TriggerFunctions: Object.fromEntries(
        Object.entries(TRIGGERS).map(([trigger, handler]) => [trigger, functionNameOf(handler)]),
      ),
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      TokenConfig: { IssuerDomain: endpoint },
    };
    await writeFile(path.join(root, '.cognito', 'config.json'), `${JSON.stringify(config, null, 2)}\n`);

    const codes = new Map<string, string>();
    const child = await spawnCognitoLocal(root, port, options.startTimeoutMs ?? 30_000, (email, code) => {
      codes.set(email.toLowerCase(), code);
      options.log(`  Email to ${email}: code ${code}`);
    });
    closers.push(() => stopChild(child));

    const pool = await ensurePool(root, endpoint);
    return {
      endpoint,
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      proxy: createRefreshProxy(endpoint),
      latestCode: (email) => codes.get(email.toLowerCase()),
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The pool and client from an earlier start, or new ones. */
async function ensurePool(root: string, endpoint: string): Promise<PoolFile> {
  const file = path.join(root, 'footprint-user-pool.json');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const saved = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as PoolFile)
      .catch(() => undefined);
    if (saved?.userPoolId && saved.userPoolClientId) {
      const known = await client
        .send(
          new DescribeUserPoolClientCommand({
            UserPoolId: saved.userPoolId,
            ClientId: saved.userPoolClientId,
          }),
        )
        .then(() => true)
        .catch(() => false);
      if (known) return saved;
    }
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'footprint-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id');
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: UserPool.Id,
        ClientName: 'footprint-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    if (!UserPoolClient?.ClientId) throw new Error('cognito-local created a client without an id');
    const pool = { userPoolId: UserPool.Id, userPoolClientId: UserPoolClient.ClientId };
    await writeFile(file, `${JSON.stringify(pool, null, 2)}\n`);
    return pool;
  } finally {
    client.destroy();
  }
}

/** Starts cognito-local's CLI in `cwd`; resolves once it listens. Codes it "emails" go to `onCode`. */
function spawnCognitoLocal(
  cwd: string,
  port: number,
  timeoutMs: number,
  onCode: (email: string, code: string) => void,
): Promise<ChildProcess> {
  const require = createRequire(import.meta.url);
  const bin = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), NO_COLOR: '1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const onOutput = (chunk: Buffer) => {
    const text = stripAnsi(chunk.toString('utf8'));
    output = (output + text).slice(-20_000);
    pending += text;
    // A delivery is a box with the destination and the code; it may arrive in pieces.
    const box = /Destination:\s*(\S+?)\s*[│|\\][\s\S]*?Code:\s*(\d{6})/g;
    let match: RegExpExecArray | null;
    let consumed = 0;
    while ((match = box.exec(pending)) !== null) {
      if (match[1] && match[2]) onCode(match[1], match[2]);
      consumed = box.lastIndex;
    }
    pending = consumed > 0 ? pending.slice(consumed) : pending.slice(-4000);
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cognito-local did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const ready = () => {
      if (!output.includes('Cognito Local running on')) return;
      clearTimeout(timer);
      child.stdout?.off('data', ready);
      child.off('exit', exited);
      resolve(child);
    };
    const exited = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`cognito-local exited with code ${code} before it started:\n${output.slice(-2000)}`));
    };
    child.stdout?.on('data', ready);
    child.once('exit', exited);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The proxy browsers use as their user pool endpoint. Every call goes to cognito-local unchanged, except the
 * refresh call Amplify makes (GetTokensFromRefreshToken), rewritten to the InitiateAuth REFRESH_TOKEN_AUTH call
 * cognito-local answers with the same result shape.
 */
export function createRefreshProxy(endpoint: string): RequestListener {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req, 1024 * 1024);
    if (body === 'too-large') {
      res.writeHead(413).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let payload: Buffer | undefined = req.method === 'GET' || req.method === 'HEAD' ? undefined : body;
    if (headers['x-amz-target'] === REFRESH_TARGET && payload) {
      const request = JSON.parse(payload.toString('utf8')) as { ClientId?: string; RefreshToken?: string };
      headers['x-amz-target'] = INITIATE_AUTH_TARGET;
      payload = Buffer.from(
        JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: request.ClientId,
          AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
        }),
      );
    }
    const upstream = await fetch(`${endpoint}/`, {
      method: req.method ?? 'POST',
      headers,
      ...(payload ? { body: new Uint8Array(payload) } : {}),
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
      'content-length': answer.length,
    });
    res.end(answer);
  };
}

/** Lambda's Invoke API, enough for cognito-local to run the triggers: POST /2015-03-31/functions/NAME/invocations. */
async function startTriggerEndpoint(
  invoke: LocalCognitoOptions['invoke'],
): Promise<{ server: Server; url: string }> {
  const byName = new Map(Object.values(TRIGGERS).map((handler) => [functionNameOf(handler), handler]));
  const server = http.createServer((req, res) => {
    void (async () => {
      const name = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(req.url ?? '')?.[1];
      const handler = name ? byName.get(decodeURIComponent(name)) : undefined;
      const body = await readBody(req, 6 * 1024 * 1024);
      if (!handler || body === 'too-large') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name ?? ''}` }));
        return;
      }
      try {
        const event: unknown = JSON.parse(body.toString('utf8'));
        const context = lambdaContext(functionNameOf(handler), randomUUID(), 5000, 'local');
        const result = await invoke(handler, event, context);
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
        res.end(JSON.stringify(result ?? null));
      } catch (error) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
        res.end(
          JSON.stringify({
            errorType: error instanceof Error ? error.name : 'Error',
            errorMessage: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

const ESCAPE = String.fromCharCode(27);

/** The text without terminal colour codes. */
function stripAnsi(text: string): string {
  return text
    .split(ESCAPE)
    .map((part, index) => (index === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('');
}

/** A port free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

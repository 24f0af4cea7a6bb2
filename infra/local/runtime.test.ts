import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoClient, startDynalite } from './dynamodb.ts';
import { startLocalRuntime } from './runtime.ts';
import type { LocalRuntime, LocalRuntimeOptions } from './runtime.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

let dataDir: string;
let logs: string[];
const running: LocalRuntime[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'footprint-runtime-'));
  logs = [];
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((runtime) => runtime.close()));
  await rm(dataDir, { recursive: true, force: true });
});

/** The runtime on a free port and a temp data dir, with stand-in functions and a stand-in front end. */
async function start(overrides: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'live',
    functionsDir: path.join(fixtures, 'functions'),
    frontendDir: path.join(fixtures, 'frontend'),
    buildFrontend: false,
    queue: { visibilityTimeoutSeconds: 1, waitTimeSeconds: 1 },
    log: (line) => logs.push(line),
    ...overrides,
  });
  running.push(runtime);
  return runtime;
}

async function stop(runtime: LocalRuntime): Promise<void> {
  running.splice(running.indexOf(runtime), 1);
  await runtime.close();
}

function documents(runtime: LocalRuntime): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(dynamoClient(runtime.endpoints.dynamodb));
}

async function jobStatus(runtime: LocalRuntime, jobId: string): Promise<string | undefined> {
  const response = await fetch(`${runtime.apiUrl}/search/results?jobId=${jobId}`);
  if (response.status !== 200) return undefined;
  const job = (await response.json()) as { status?: string };
  return job.status;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await sleep(50);
  }
}

describe('the local runtime', () => {
  it('runs a search end to end: the start function queues the job and the worker finishes it', async () => {
    const runtime = await start();
    expect(runtime.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(runtime.apiUrl).toBe(`${runtime.url}/api`);

    const started = await fetch(`${runtime.apiUrl}/search/name/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Example' }),
    });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    await until(async () => (await jobStatus(runtime, jobId)) === 'done');
  });

  it('keeps a searched job readable after a restart on the same data dir', async () => {
    const first = await start();
    const started = await fetch(`${first.apiUrl}/search/name/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grace Example' }),
    });
    const { jobId } = (await started.json()) as { jobId: string };
    await until(async () => (await jobStatus(first, jobId)) === 'done');
    await stop(first);

    const second = await start();
    expect(await jobStatus(second, jobId)).toBe('done');
  });

  it('keeps what the document client wrote before a restart', async () => {
    const first = await start();
    const item = {
      pk: 'restart-check',
      sk: 'item',
      note: 'written before the restart',
      expiresAt: 4102444800,
    };
    await documents(first).send(new PutCommand({ TableName: 'footprint-events', Item: item }));
    await stop(first);

    const second = await start();
    const { Item } = await documents(second).send(
      new GetCommand({ TableName: 'footprint-events', Key: { pk: 'restart-check', sk: 'item' } }),
    );
    expect(Item).toEqual(item);
  });

  it('re-queues unexpired queued and running jobs at start', async () => {
    const first = await start();
    const now = Math.floor(Date.now() / 1000);
    const jobs = [
      { jobId: 'left-queued', name: 'Ada', status: 'queued', expiresAt: now + 3600 },
      { jobId: 'left-running', name: 'Ada', status: 'running', expiresAt: now + 3600 },
      { jobId: 'expired', name: 'Ada', status: 'queued', expiresAt: now - 60 },
      { jobId: 'finished', name: 'Ada', status: 'done', expiresAt: now + 3600 },
    ];
    // Written straight to the table, as if the process had stopped before the queue delivered them.
    for (const job of jobs)
      await documents(first).send(new PutCommand({ TableName: 'footprint-jobs', Item: job }));
    await stop(first);

    const second = await start();
    expect(logs.join('\n')).toContain('Re-queued 2 unfinished search job(s)');
    await until(async () => (await jobStatus(second, 'left-queued')) === 'done');
    await until(async () => (await jobStatus(second, 'left-running')) === 'done');
    expect(await jobStatus(second, 'expired')).toBe('queued');
  });

  it('answers 404 JSON for an unknown API path and serves the app for other paths', async () => {
    const runtime = await start();
    const unknown = await fetch(`${runtime.apiUrl}/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });

    const page = await fetch(`${runtime.url}/search?name=Ada`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const asset = await fetch(`${runtime.url}/assets/missing-123.js`);
    expect(asset.status).toBe(404);
  });

  it('tells the functions which sources are on and logs it with the URL', async () => {
    const runtime = await start({ sources: 'live' });
    expect(runtime.sources).toBe('live');
    expect(process.env.SOURCES).toBe('live');
    const status = await fetch(`${runtime.apiUrl}/status`);
    expect(await status.json()).toMatchObject({ sources: 'live' });
    const startup = logs.join('\n');
    expect(startup).toContain(`App:      ${runtime.url}`);
    expect(startup).toContain('Sources:  live internet');
  });

  it('starts the sample web in sample mode and points the functions at it', async () => {
    const runtime = await start({ sources: 'sample', sampleWeb: { seed: 7, size: 120 } });
    expect(runtime.sources).toBe('sample');
    expect(runtime.sampleWebUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(runtime.population?.people.length).toBeGreaterThan(0);
    expect(process.env.SAMPLE_WEB_URL).toBe(runtime.sampleWebUrl);
    expect(process.env.SEARXNG_URL).toBe('https://search.sample.example');
    const status = await fetch(`${runtime.apiUrl}/status`);
    expect(await status.json()).toMatchObject({ sources: 'sample' });
    expect(logs.join('\n')).toContain('Sources:  sample web (synthetic people');
    await stop(runtime);
    expect(process.env.SAMPLE_WEB_URL).toBeUndefined();
  });

  it('uses DYNAMODB_ENDPOINT instead of starting dynalite, and restores the environment on close', async () => {
    const external = await startDynalite();
    process.env.DYNAMODB_ENDPOINT = external.endpoint;
    try {
      const runtime = await start();
      expect(runtime.endpoints.dynamodb).toBe(external.endpoint);
      const client = dynamoClient(external.endpoint);
      const { TableNames } = await client.send(new ListTablesCommand({}));
      client.destroy();
      expect(TableNames).toEqual(
        expect.arrayContaining(['footprint-jobs', 'footprint-results', 'footprint-events']),
      );
      expect(process.env.SQS_ENDPOINT).toBe(runtime.endpoints.sqs);
      await stop(runtime);
      expect(process.env.DYNAMODB_ENDPOINT).toBe(external.endpoint);
      expect(process.env.SQS_ENDPOINT).toBeUndefined();
      expect(process.env.SEARCH_QUEUE_URL).toBeUndefined();
    } finally {
      delete process.env.DYNAMODB_ENDPOINT;
      await external.close();
    }
  });

  it('fails with a clear message when the port is taken, leaving nothing running', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await expect(start({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is in use`);
      expect(process.env.DYNAMODB_ENDPOINT).toBeUndefined();
      // Everything was stopped, so the same data dir opens again at once.
      const runtime = await start();
      expect(runtime.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

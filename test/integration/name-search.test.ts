import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { SearchResultsSchema, type SearchResults } from '../../shared/search/results.ts';
import { SearchStartResponseSchema } from '../../shared/search/search-start.ts';
import { dynamo } from '../../functions/lib/clients.ts';
import { config } from '../../functions/lib/config.ts';
import { handler as worker } from '../../functions/worker/run-search-job.ts';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import type { SamplePerson } from '../../infra/local/sample-web/index.ts';
import { sqsEvent, sqsRecord } from '../fixtures/events.ts';

let runtime: LocalRuntime;
let dataDir: string;

async function startRuntime(): Promise<LocalRuntime> {
  return startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'sample',
    serveFrontend: false,
    buildFrontend: false,
    queue: { visibilityTimeoutSeconds: 60, waitTimeSeconds: 1 },
    log: () => undefined,
  });
}

async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${runtime.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function getResults(jobId: string): Promise<SearchResults> {
  const response = await fetch(`${runtime.url}/api/search/results?jobId=${encodeURIComponent(jobId)}`);
  expect(response.status).toBe(200);
  return SearchResultsSchema.parse(await response.json());
}

async function searchUntilDone(name: string, location: string): Promise<SearchResults> {
  const started = await post('/api/search/name/start', {
    name,
    hint: location,
    hints: { location, profile: '', other: '' },
  });
  expect(started.status).toBe(202);
  const { jobId } = SearchStartResponseSchema.parse(started.json);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const results = await getResults(jobId);
    if (results.status === 'done' || results.status === 'failed') return results;
    if (Date.now() > deadline) throw new Error(`search for ${name} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function countJobs(): Promise<number> {
  const { Count = 0 } = await dynamo().send(new ScanCommand({ TableName: config().JOBS_TABLE, Select: 'COUNT' }));
  return Count;
}

/** Sample people whose name is shared with others, with a city to tell them apart and several accounts. */
function namesakeWithCity(): SamplePerson {
  const people = runtime.population?.people ?? [];
  const byName = new Map<string, SamplePerson[]>();
  for (const person of people) byName.set(person.name, [...(byName.get(person.name) ?? []), person]);
  const candidate = people.find((person) => {
    const namesakes = byName.get(person.name) ?? [];
    return (
      namesakes.length >= 3 &&
      person.accounts.length >= 3 &&
      namesakes.filter((other) => other.city === person.city).length === 1
    );
  });
  if (!candidate) throw new Error('the sample web has no namesake with a distinct city');
  return candidate;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'footprint-it-'));
  runtime = await startRuntime();
});

afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a name search on the local runtime', () => {
  let person: SamplePerson;
  let results: SearchResults;

  beforeAll(async () => {
    person = namesakeWithCity();
    results = await searchUntilDone(person.name, person.city);
  });

  it('finishes with the searched person as the top profile, with their accounts', () => {
    expect(results.status).toBe('done');
    const top = results.profiles[0];
    expect(top).toBeDefined();
    const theirs = new Set(person.accounts.map((account) => account.url));
    const topUrls = top?.accounts.map((account) => account.url) ?? [];
    expect(topUrls.length).toBeGreaterThan(0);
    expect(topUrls.filter((url) => theirs.has(url)).length / topUrls.length).toBeGreaterThanOrEqual(0.5);
  });

  it('shows a visitor the limited view with true totals', () => {
    expect(results.limited).toBe(true);
    expect(results.profiles.length).toBeLessThanOrEqual(3);
    expect(results.profiles.every((profile) => profile.accounts.length <= 6)).toBe(true);
    expect(results.totalProfiles).toBeGreaterThanOrEqual(results.profiles.length);
  });

  it('leaves the stored results unchanged when the job message is delivered again', async () => {
    const jobId = results.jobId;
    // A worker that stopped after writing but before acknowledging the message: the job is still running.
    await dynamo().send(
      new UpdateCommand({
        TableName: config().JOBS_TABLE,
        Key: { jobId },
        UpdateExpression: 'SET #status = :running',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running' },
      }),
    );
    const before = await scanResultKeys(jobId);
    const response = await worker(sqsEvent(sqsRecord({ jobId }, { receiveCount: 2 })));
    expect(response.batchItemFailures).toEqual([]);
    const again = await getResults(jobId);
    expect(again.status).toBe('done');
    expect(again.profiles).toEqual(results.profiles);
    expect(again.mentions).toEqual(results.mentions);
    expect(again.totalProfiles).toBe(results.totalProfiles);
    expect(await scanResultKeys(jobId)).toEqual(before);
  });

  it('still has the job after a restart', async () => {
    await runtime.close();
    runtime = await startRuntime();
    const reread = await getResults(results.jobId);
    expect(reread.profiles).toEqual(results.profiles);
  });
});

async function scanResultKeys(jobId: string): Promise<string[]> {
  const { Items = [] } = await dynamo().send(
    new ScanCommand({
      TableName: config().RESULTS_TABLE,
      FilterExpression: 'jobId = :jobId',
      ExpressionAttributeValues: { ':jobId': jobId },
    }),
  );
  return Items.map((item) => String(item.itemKey)).sort();
}

describe('bad input', () => {
  const cases: Array<[string, unknown, string]> = [
    ['a blank name', { name: '   ' }, 'name'],
    ['a wrong type', { name: 'Ada Example', hints: { location: ['Lyon'] } }, 'hints.location'],
    ['an unknown field', { name: 'Ada Example', isAdmin: true }, '_'],
    ['an oversized body', { name: 'Ada Example', hint: 'x'.repeat(50_000) }, ''],
    ['malformed JSON', '{"name": "Ada', ''],
  ];

  it.each(cases)('answers %s with 400 and stores nothing', async (_label, body, field) => {
    const jobsBefore = await countJobs();
    const { status, json } = await post('/api/search/name/start', body);
    expect(status).toBe(400);
    const error = ErrorBodySchema.parse(json);
    expect(error.error.length).toBeGreaterThan(0);
    if (field) expect(error.fieldErrors?.[field]?.length).toBeGreaterThan(0);
    expect(await countJobs()).toBe(jobsBefore);
  });

  it('answers 404 for an unknown job', async () => {
    const response = await fetch(`${runtime.url}/api/search/results?jobId=no-such-job`);
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).error).toBe('This search does not exist or has expired');
  });

  it('answers 401 to an email search from a visitor', async () => {
    const { status } = await post('/api/search/email/start', { email: 'ada@example.org' });
    expect(status).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { REUSE_WINDOW_HOURS } from '../../../shared/constants.ts';
import type { Caller } from '../auth/caller.ts';
import { entitleCaller } from '../auth/membership.ts';
import { admitAnonymousSearch } from '../events/rate-limit.ts';
import { logger } from '../logger.ts';
import { expiryFrom, queryKeyOf, type Job, type JobQuery } from './job.ts';
import { failJob, findReusableJob, putJob } from './jobs-repository.ts';
import { enqueueSearchJob } from './search-queue.ts';

/** How long an identical search still running is joined instead of started again. */
const IN_FLIGHT_REUSE_MINUTES = 5;

/** Who asks for a search: the signed-in caller, or a visitor known by their IP address. */
export interface SearchRequester {
  caller: Caller | undefined;
  sourceIp: string;
}

/**
 * Starts a search job, or returns the job of an identical query finished in the last 24 hours (or still running
 * from the last few minutes), so the same search is not run twice. A visitor's search counts against their
 * hourly limit (429 past it); a signed-in caller's counts against their monthly allowance, which decides
 * whether they see its full results.
 */
export async function startSearch(
  query: JobQuery,
  requester: SearchRequester,
  now = new Date(),
): Promise<string> {
  const { caller } = requester;
  if (!caller) await admitAnonymousSearch(requester.sourceIp, now);
  const job = await findOrCreateJob(query, caller, now);
  if (caller) await entitleCaller(caller, job, now);
  return job.jobId;
}

async function findOrCreateJob(query: JobQuery, caller: Caller | undefined, now: Date): Promise<Job> {
  const queryKey = queryKeyOf(query);
  const reusable = await findReusableJob(
    queryKey,
    new Date(now.getTime() - REUSE_WINDOW_HOURS * 3600_000),
    new Date(now.getTime() - IN_FLIGHT_REUSE_MINUTES * 60_000),
    now,
  );
  if (reusable) {
    logger.info('Reusing a recent identical search', { jobId: reusable.jobId, status: reusable.status });
    return reusable;
  }
  const job: Job = {
    jobId: randomUUID(),
    query,
    queryKey,
    status: 'queued',
    progress: { sourcesDone: 0, sourcesTotal: 0 },
    failedSources: [],
    ...(caller ? { ownerId: caller.userId } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: expiryFrom(now),
  };
  await putJob(job);
  try {
    await enqueueSearchJob(job.jobId);
  } catch (error) {
    await failJob(job.jobId, 'Failed to start search', now);
    throw error;
  }
  logger.info('Search job queued', { jobId: job.jobId, type: query.type });
  return job;
}

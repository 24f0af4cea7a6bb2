import { trimToLimitedView, type Access } from '../../../shared/billing/access.ts';
import type { SearchResults } from '../../../shared/search/results.ts';
import { NotFoundError } from '../errors.ts';
import { targetLabel, type Job } from './job.ts';
import { getJobById } from './jobs-repository.ts';
import { listResults } from './results-repository.ts';

/** What a caller may see of a job, and why when it is limited. */
export interface ResultsAccess {
  access: Access;
  notice?: string;
}

/**
 * A job's results as the caller may see them: `decideAccess` says what that is once the job is known;
 * `limit` caps the number of profiles returned.
 */
export async function readResults(
  jobId: string,
  decideAccess: (job: Job) => Promise<ResultsAccess>,
  limit?: number,
  now = new Date(),
): Promise<SearchResults> {
  const job = await getJobById(jobId, now);
  if (!job) throw new NotFoundError('This search does not exist or has expired');
  const { access, notice } = await decideAccess(job);
  const stored = await listResults(jobId, now);
  const visible = access === 'full' ? stored : trimToLimitedView(stored.profiles, stored.mentions);
  return {
    jobId,
    type: job.query.type,
    target: targetLabel(job.query),
    status: job.status,
    progress: job.progress,
    profiles: limit === undefined ? visible.profiles : visible.profiles.slice(0, limit),
    totalProfiles: stored.profiles.length,
    limited: access === 'limited',
    mentions: visible.mentions,
    totalMentions: stored.mentions.length,
    failedSources: job.failedSources,
    ...(job.status === 'failed' ? { error: job.error ?? 'Search failed' } : {}),
    ...(access === 'limited' && notice ? { notice } : {}),
  };
}

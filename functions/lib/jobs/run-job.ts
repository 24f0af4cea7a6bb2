import type { Mention, Profile, Progress } from '../../../shared/search/results.ts';
import { logger } from '../logger.ts';
import { runSearch } from '../search/engine.ts';
import { createSuppressor } from '../search/suppressions.ts';
import { completeJob, failJob, getJobById, markJobRunning, saveJobProgress } from './jobs-repository.ts';
import { saveResults } from './results-repository.ts';

/** After this many deliveries a failing job is marked failed, so the page stops waiting for it. */
export const MAX_DELIVERIES = 3;

interface Snapshot {
  profiles: Profile[];
  mentions: Mention[];
  progress: Progress;
  failedSources: string[];
}

/**
 * Runs one search job. Safe to run again for the same job: results are written under stable keys, a finished
 * job is left alone, and an interrupted one is run again from the start.
 */
export async function runJob(jobId: string, deliveryCount = 1): Promise<void> {
  const job = await getJobById(jobId);
  if (!job) {
    logger.warn('Job not found or expired; message dropped', { jobId });
    return;
  }
  if (!(await markJobRunning(jobId))) {
    logger.info('Job already finished; redelivered message ignored', { jobId, status: job.status });
    return;
  }

  let writes = Promise.resolve();
  // Opt-outs apply to every result before it is written, whatever name variant found it.
  const suppressor = createSuppressor();
  const save = (snapshot: Snapshot, final: boolean) => {
    writes = writes.then(async () => {
      const { profiles, mentions } = await suppressor.apply(snapshot);
      await saveResults(jobId, profiles, mentions);
      if (final) await completeJob(jobId, snapshot.progress, snapshot.failedSources);
      else await saveJobProgress(jobId, snapshot.progress, snapshot.failedSources);
    });
    return writes;
  };

  try {
    const result = await runSearch(job.query, { onUpdate: (update: Snapshot) => save(update, false) });
    await save(result, true);
    logger.info('Job done', {
      jobId,
      profiles: result.profiles.length,
      mentions: result.mentions.length,
      failedSources: result.failedSources,
    });
  } catch (error) {
    await writes.catch(() => undefined);
    if (deliveryCount >= MAX_DELIVERIES) await failJob(jobId, 'Search failed');
    throw error;
  }
}

import { SearchResultsQuerySchema } from '../../shared/search/results.ts';
import { identifyCaller } from '../lib/auth/caller.ts';
import { accessToJob } from '../lib/auth/membership.ts';
import { apiHandler, json, parseQuery } from '../lib/http/api-handler.ts';
import { browserIdOf } from '../lib/http/browser-id.ts';
import { readResults } from '../lib/jobs/read-results.ts';

/**
 * GET /api/search/results — a job's results, trimmed to what the caller may see: decided from the verified
 * token, the user's record and passes (theirs or their browser's), never from what the request claims.
 */
export const handler = apiHandler(async (event) => {
  const caller = await identifyCaller(event);
  const query = parseQuery(event, SearchResultsQuerySchema);
  const browserId = browserIdOf(event);
  const viewer = { ...(caller ? { caller } : {}), ...(browserId ? { browserId } : {}) };
  return json(200, await readResults(query.jobId, (job) => accessToJob(viewer, job), query.limit));
});

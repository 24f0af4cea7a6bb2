import { SearchResultsQuerySchema } from '../../shared/search/results.ts';
import { identifyCaller } from '../lib/auth/caller.ts';
import { accessToJob } from '../lib/auth/membership.ts';
import { apiHandler, json, parseQuery } from '../lib/http/api-handler.ts';
import { readResults } from '../lib/jobs/read-results.ts';

/** GET /api/search/results — a job's results, trimmed by what the caller's plan allows. */
export const handler = apiHandler(async (event) => {
  const caller = await identifyCaller(event);
  const query = parseQuery(event, SearchResultsQuerySchema);
  const access = await accessToJob(caller, query.jobId);
  return json(200, await readResults(query.jobId, access, query.limit));
});

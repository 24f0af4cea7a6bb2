import { NameSearchStartSchema, type SearchStartResponse } from '../../shared/search/search-start.ts';
import { identifyCaller } from '../lib/auth/caller.ts';
import { apiHandler, json, parseBody, sourceIp } from '../lib/http/api-handler.ts';
import { startSearch } from '../lib/jobs/start-search.ts';

/** POST /api/search/name/start — starts a name search; anyone may run one (visitors a few an hour). */
export const handler = apiHandler(async (event) => {
  const caller = await identifyCaller(event);
  const request = parseBody(event, NameSearchStartSchema);
  const jobId = await startSearch(
    { type: 'name', name: request.name, hints: request.hints },
    { caller, sourceIp: sourceIp(event) },
  );
  return json(202, { jobId } satisfies SearchStartResponse);
});

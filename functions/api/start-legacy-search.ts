import { LegacySearchStartSchema, type SearchStartResponse } from '../../shared/search/search-start.ts';
import { identifyCaller } from '../lib/auth/caller.ts';
import { apiHandler, json, parseBody, sourceIp } from '../lib/http/api-handler.ts';
import { startSearch } from '../lib/jobs/start-search.ts';

/** POST /api/search/start — the older name search: its single hint is free text. */
export const handler = apiHandler(async (event) => {
  const caller = await identifyCaller(event);
  const request = parseBody(event, LegacySearchStartSchema);
  const jobId = await startSearch(
    { type: 'name', name: request.name, hints: { location: '', profile: '', other: request.hint } },
    { caller, sourceIp: sourceIp(event) },
  );
  return json(202, { jobId } satisfies SearchStartResponse);
});

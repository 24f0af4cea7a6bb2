import type { ServiceStatus } from '../../shared/api/status.ts';
import { config } from '../lib/config.ts';
import { apiHandler, json } from '../lib/http/api-handler.ts';

/** GET /api/status — which web searches run against, for the page's banner. */
export const handler = apiHandler(async () => {
  const { SOURCES, STAGE } = config();
  return json(200, { sources: SOURCES, stage: STAGE } satisfies ServiceStatus);
});

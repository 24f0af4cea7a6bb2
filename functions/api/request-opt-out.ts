import { OptOutRequestSchema, type OptOutReceipt } from '../../shared/privacy/opt-out.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';
import { recordOptOut } from '../lib/search/suppressions.ts';

/** POST /api/opt-out — records a suppression: the listed accounts and pages never appear in results again. */
export const handler = apiHandler(async (event) => {
  const request = parseBody(event, OptOutRequestSchema);
  const suppressed = await recordOptOut(request);
  return json(201, { ok: true, suppressed } satisfies OptOutReceipt);
});

import { PhoneSearchStartSchema, type SearchStartResponse } from '../../shared/search/search-start.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { requirePaidPlan } from '../lib/auth/membership.ts';
import { apiHandler, json, parseBody, sourceIp } from '../lib/http/api-handler.ts';
import { startSearch } from '../lib/jobs/start-search.ts';

/** POST /api/search/phone/start — Pro: signed-in members with a paid plan and a verified email address. */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event, 'Sign in to search by mobile number');
  await requirePaidPlan(
    caller,
    'Mobile number search is part of the Basic and Premium plans',
    'Verify your email address on your account page to search by mobile number',
  );
  const request = parseBody(event, PhoneSearchStartSchema);
  const jobId = await startSearch(
    { type: 'phone', phone: request.phone, hints: { location: '', profile: '', other: '' } },
    { caller, sourceIp: sourceIp(event) },
  );
  return json(202, { jobId } satisfies SearchStartResponse);
});

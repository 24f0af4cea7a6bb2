import { EmailSearchStartSchema, type SearchStartResponse } from '../../shared/search/search-start.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { requirePaidPlan } from '../lib/auth/membership.ts';
import { apiHandler, json, parseBody, sourceIp } from '../lib/http/api-handler.ts';
import { startSearch } from '../lib/jobs/start-search.ts';

/** POST /api/search/email/start — Pro: signed-in members with a paid plan and a verified email address. */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event, 'Sign in to search by email address');
  await requirePaidPlan(
    caller,
    'Email search is part of the Basic and Premium plans',
    'Verify your email address on your account page to search by email address',
  );
  const request = parseBody(event, EmailSearchStartSchema);
  const jobId = await startSearch(
    { type: 'email', email: request.email.toLowerCase(), hints: { location: '', profile: '', other: '' } },
    { caller, sourceIp: sourceIp(event) },
  );
  return json(202, { jobId } satisfies SearchStartResponse);
});

import { CheckoutVerifyQuerySchema, type CheckoutVerifyResponse } from '../../shared/billing/checkout.ts';
import { confirmPass } from '../lib/billing/checkout.ts';
import { apiHandler, json, parseQuery } from '../lib/http/api-handler.ts';

/**
 * GET /api/checkout/verify?jobId=…&session_id=… — on the return from a pass checkout, asks Stripe directly
 * whether the session is paid and, if so, unlocks the job for the buyer the session names, without waiting
 * for the webhook. Applying it twice changes nothing.
 */
export const handler = apiHandler(async (event) => {
  const { jobId, session_id: sessionId } = parseQuery(event, CheckoutVerifyQuerySchema);
  const unlocked = await confirmPass(sessionId, jobId);
  return json(200, { unlocked } satisfies CheckoutVerifyResponse);
});

import type { CheckoutResponse } from '../../shared/billing/checkout.ts';
import { ensureUser } from '../lib/accounts/users-repository.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { createPortalSession } from '../lib/billing/checkout.ts';
import { apiHandler, json } from '../lib/http/api-handler.ts';

/** POST /api/checkout/portal — the customer portal, where the user changes or cancels their subscription. */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event);
  const url = await createPortalSession(await ensureUser(caller));
  return json(200, { url } satisfies CheckoutResponse);
});

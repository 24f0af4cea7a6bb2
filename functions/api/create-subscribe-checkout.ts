import { CheckoutSubscribeSchema, type CheckoutResponse } from '../../shared/billing/checkout.ts';
import { ensureUser } from '../lib/accounts/users-repository.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { createSubscriptionCheckout } from '../lib/billing/checkout.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';

/**
 * POST /api/checkout/subscribe — the results page's upgrade call (spec §7, payload `{}`): a subscription
 * checkout for the plan named, else for Basic, the most popular.
 */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event, 'Sign in to subscribe');
  const { tier = 'BASIC' } = parseBody(event, CheckoutSubscribeSchema);
  const url = await createSubscriptionCheckout(await ensureUser(caller), tier);
  return json(200, { url } satisfies CheckoutResponse);
});

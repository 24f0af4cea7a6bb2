import { CheckoutCreateSchema, type CheckoutResponse } from '../../shared/billing/checkout.ts';
import { ensureUser } from '../lib/accounts/users-repository.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { createSubscriptionCheckout } from '../lib/billing/checkout.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';

/** POST /api/checkout/create — a subscription checkout for BASIC or PREMIUM (sign-in required). */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event, 'Sign in to subscribe');
  const { tier } = parseBody(event, CheckoutCreateSchema);
  const url = await createSubscriptionCheckout(await ensureUser(caller), tier);
  return json(200, { url } satisfies CheckoutResponse);
});

import { z } from 'zod';
import {
  CheckoutResponseSchema,
  type CheckoutResponse,
  type PaidTier,
} from '../../../../../shared/billing/checkout.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/checkout/create: a subscription checkout for a plan (sign-in required). */
export function createCheckout(tier: PaidTier): Promise<CheckoutResponse> {
  return apiClient.post('/api/checkout/create', { tier }, CheckoutResponseSchema);
}

/** POST /api/checkout/subscribe: the results page's upgrade call. */
export function subscribe(): Promise<CheckoutResponse> {
  return apiClient.post('/api/checkout/subscribe', {}, CheckoutResponseSchema);
}

/** POST /api/checkout/one-time-pass: a checkout for the full results of one search. */
export function buyOneTimePass(jobId: string): Promise<CheckoutResponse> {
  return apiClient.post('/api/checkout/one-time-pass', { jobId }, CheckoutResponseSchema);
}

/** GET /api/checkout/verify: confirms a pass on return from checkout. The answer is not read. */
export async function verifyCheckout(jobId: string, sessionId: string): Promise<void> {
  await apiClient.get('/api/checkout/verify', z.unknown(), { query: { jobId, session_id: sessionId } });
}

/** POST /api/checkout/portal: the payment provider's customer portal, to change or cancel the subscription. */
export function openCustomerPortal(): Promise<CheckoutResponse> {
  return apiClient.post('/api/checkout/portal', {}, CheckoutResponseSchema);
}

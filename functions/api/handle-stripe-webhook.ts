import type { WebhookReceipt } from '../../shared/billing/checkout.ts';
import { verifyWebhookEvent } from '../lib/billing/stripe-client.ts';
import { processStripeEvent } from '../lib/billing/webhook.ts';
import { apiHandler, headerOf, json, rawBody } from '../lib/http/api-handler.ts';

/**
 * POST /api/stripe/webhook — Stripe's events, the source of truth for plans and passes. The signature is checked
 * over the raw body (400 when it does not match, and nothing changes); each event id is processed once.
 */
export const handler = apiHandler(async (event) => {
  const stripeEvent = await verifyWebhookEvent(rawBody(event), headerOf(event, 'stripe-signature'));
  const processed = await processStripeEvent(stripeEvent);
  return json(200, { received: true, duplicate: !processed } satisfies WebhookReceipt);
});

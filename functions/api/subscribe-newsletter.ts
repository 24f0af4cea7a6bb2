import type { SubmissionReceipt } from '../../shared/messages/contact-message.ts';
import { NewsletterSubscriptionSchema } from '../../shared/messages/newsletter-subscription.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';
import { putNewsletterSubscription } from '../lib/events/messages-repository.ts';

/** POST /api/newsletter/subscribe — subscribes an address to the blog's newsletter. */
export const handler = apiHandler(async (event) => {
  const subscription = parseBody(event, NewsletterSubscriptionSchema);
  await putNewsletterSubscription(subscription);
  return json(200, { ok: true } satisfies SubmissionReceipt);
});

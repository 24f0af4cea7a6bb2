import {
  SubmissionReceiptSchema,
  type ContactMessage,
  type SubmissionReceipt,
} from '../../../../../shared/messages/contact-message.ts';
import type { NewsletterSubscription } from '../../../../../shared/messages/newsletter-subscription.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function sendContactMessage(message: ContactMessage): Promise<SubmissionReceipt> {
  return apiClient.post('/api/contact', message, SubmissionReceiptSchema);
}

export function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<SubmissionReceipt> {
  return apiClient.post('/api/newsletter/subscribe', subscription, SubmissionReceiptSchema);
}

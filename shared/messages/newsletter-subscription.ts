import { z } from 'zod';
import { EmailAddressSchema } from './contact-message.ts';

/** POST /api/newsletter/subscribe — the blog's newsletter box. */
export const NewsletterSubscriptionSchema = z.object({ email: EmailAddressSchema }).strict();
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
export type NewsletterSubscriptionInput = z.input<typeof NewsletterSubscriptionSchema>;

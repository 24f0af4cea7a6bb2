import { z } from 'zod';

/** Limits of the contact form's fields. */
export const CONTACT_LIMITS = { name: 120, email: 254, subject: 150, message: 4000 } as const;

/** An email address: trimmed, required, well-formed. Shared by the contact form and the newsletter box. */
export const EmailAddressSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(CONTACT_LIMITS.email, 'Please enter a shorter email address')
  .pipe(z.email('Please enter a valid email address'));

/** POST /api/contact — a message from the contact form. */
export const ContactMessageSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(CONTACT_LIMITS.name, `Keep your name under ${CONTACT_LIMITS.name} characters`),
    email: EmailAddressSchema,
    subject: z
      .string({ error: 'Please enter a subject' })
      .trim()
      .min(1, 'Please enter a subject')
      .max(CONTACT_LIMITS.subject, `Keep the subject under ${CONTACT_LIMITS.subject} characters`),
    message: z
      .string({ error: 'Please enter a message' })
      .trim()
      .min(1, 'Please enter a message')
      .max(CONTACT_LIMITS.message, `Keep the message under ${CONTACT_LIMITS.message} characters`),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** The answer to a stored submission (contact message or newsletter subscription). */
export const SubmissionReceiptSchema = z.object({ ok: z.literal(true) });
export type SubmissionReceipt = z.infer<typeof SubmissionReceiptSchema>;

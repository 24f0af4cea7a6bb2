import { z } from 'zod';
import { EmailAddressSchema } from '../messages/contact-message.ts';

export const OPT_OUT_LIMITS = { name: 120, urls: 20, url: 500 } as const;

/** POST /api/opt-out — a person asks that their accounts and pages never appear in results again. */
export const OptOutRequestSchema = z
  .object({
    name: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(OPT_OUT_LIMITS.name, `Keep your name under ${OPT_OUT_LIMITS.name} characters`),
    urls: z
      .array(
        z
          .string()
          .trim()
          .max(OPT_OUT_LIMITS.url, 'Please enter a shorter address')
          .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a full web address (https://…)' })),
        { error: 'Please list the profile or account addresses to remove' },
      )
      .min(1, 'Please list at least one profile or account address')
      .max(OPT_OUT_LIMITS.urls, `Please list at most ${OPT_OUT_LIMITS.urls} addresses`),
    email: EmailAddressSchema,
  })
  .strict();
export type OptOutRequest = z.infer<typeof OptOutRequestSchema>;
export type OptOutRequestInput = z.input<typeof OptOutRequestSchema>;

/** The answer to a recorded opt-out: how many accounts and pages are now suppressed. */
export const OptOutReceiptSchema = z.object({ ok: z.literal(true), suppressed: z.number().int() });
export type OptOutReceipt = z.infer<typeof OptOutReceiptSchema>;

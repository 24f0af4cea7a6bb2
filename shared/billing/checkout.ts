import { z } from 'zod';

export const PlanSchema = z.enum(['NONE', 'BASIC', 'PREMIUM']);
export type Plan = z.infer<typeof PlanSchema>;

export const PaidTierSchema = z.enum(['BASIC', 'PREMIUM'], { error: 'Choose the BASIC or PREMIUM plan' });
export type PaidTier = z.infer<typeof PaidTierSchema>;

/** POST /api/checkout/create */
export const CheckoutCreateSchema = z.object({ tier: PaidTierSchema }).strict();
export type CheckoutCreate = z.infer<typeof CheckoutCreateSchema>;

/** POST /api/checkout/subscribe — the home page's upgrade call. */
export const CheckoutSubscribeSchema = z.object({ tier: PaidTierSchema.optional() }).strict();
export type CheckoutSubscribe = z.infer<typeof CheckoutSubscribeSchema>;

/** POST /api/checkout/one-time-pass */
export const OneTimePassSchema = z
  .object({ jobId: z.string().trim().min(1, 'jobId is required').max(64, 'jobId is not valid') })
  .strict();
export type OneTimePass = z.infer<typeof OneTimePassSchema>;

/** GET /api/checkout/verify?jobId=…&session_id=… */
export const CheckoutVerifyQuerySchema = z
  .object({
    jobId: z.string().trim().min(1, 'jobId is required').max(64),
    session_id: z.string().trim().min(1, 'session_id is required').max(255),
  })
  .strict();
export type CheckoutVerifyQuery = z.infer<typeof CheckoutVerifyQuerySchema>;

/** The answer to every checkout creation: where to send the browser. */
export const CheckoutResponseSchema = z.object({ url: z.string().url() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** The answer to GET /api/checkout/verify: whether the pass now unlocks the search. */
export const CheckoutVerifyResponseSchema = z.object({ unlocked: z.boolean() });
export type CheckoutVerifyResponse = z.infer<typeof CheckoutVerifyResponseSchema>;

/** The answer to POST /api/stripe/webhook. `duplicate`: the event was already processed and was ignored. */
export const WebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookReceipt = z.infer<typeof WebhookReceiptSchema>;

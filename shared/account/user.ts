import { z } from 'zod';
import { PlanSchema } from '../billing/checkout.ts';
import { SearchTypeSchema } from '../search/results.ts';

/**
 * The user's record (spec §3, the `users` table keyed by the Cognito sub), as `GET /api/me` returns it.
 * `emailVerified` comes from the verified ID token, not from the stored record.
 */
export const UserProfileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  plan: PlanSchema,
  /** The subscription's status as the payment provider reports it; 'active' means subscribed, 'none' never. */
  subscriptionStatus: z.string(),
  stripeCustomerId: z.string().nullable(),
  role: z.string(),
  /** When the paid period ends (ISO), once a subscription exists. */
  currentPeriodEnd: z.string().nullable(),
  /** The subscription ends at `currentPeriodEnd` instead of renewing. */
  cancelAtPeriodEnd: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** Full-result searches used this calendar month (UTC) against the plan's allowance (null: unlimited). */
export const UsageSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  used: z.number().int().nonnegative(),
  allowance: z.number().int().nonnegative().nullable(),
});
export type Usage = z.infer<typeof UsageSchema>;

/** One of the user's past searches, for the account page. */
export const AccountSearchSchema = z.object({
  jobId: z.string(),
  type: SearchTypeSchema,
  /** What was searched for, as the results page shows it (email and phone masked). */
  target: z.string(),
  startedAt: z.string(),
  /** Whether the user sees this search's full results. */
  fullResults: z.boolean(),
});
export type AccountSearch = z.infer<typeof AccountSearchSchema>;

/** GET /api/me */
export const MeResponseSchema = z.object({
  user: UserProfileSchema,
  usage: UsageSchema,
  /** Newest first. */
  searches: z.array(AccountSearchSchema),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

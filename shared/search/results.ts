import { z } from 'zod';
import { RESULTS } from '../constants.ts';

export const SearchTypeSchema = z.enum(['name', 'phone', 'email']);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** One account on one platform. Optional strings are null when the source gave nothing. */
export const AccountSchema = z.object({
  platform: z.string(),
  handle: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  snippet: z.string().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

export const MentionSampleSchema = z.object({ url: z.string(), title: z.string() });
export type MentionSample = z.infer<typeof MentionSampleSchema>;

/** Pages of one website that mention the name. */
export const MentionSchema = z.object({
  domain: z.string(),
  samples: z.array(MentionSampleSchema),
});
export type Mention = z.infer<typeof MentionSchema>;

/** One possible person: the accounts and pages believed to belong to them. */
export const ProfileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  canonicalName: z.string().nullable(),
  summary: z.string().nullable(),
  /** How sure we are that these accounts are one person matching the query, 0 to 1. */
  confidence: z.number().min(0).max(1),
  accounts: z.array(AccountSchema),
  /** Accounts before any trimming by plan. */
  totalAccounts: z.number().int().nonnegative(),
  mentions: z.array(MentionSchema),
  /** Mention domains before any trimming by plan. */
  totalMentions: z.number().int().nonnegative(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const JobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const ProgressSchema = z.object({
  sourcesDone: z.number().int().nonnegative(),
  sourcesTotal: z.number().int().nonnegative(),
});
export type Progress = z.infer<typeof ProgressSchema>;

/** GET /api/search/results?jobId=…&limit=… */
export const SearchResultsQuerySchema = z
  .object({
    jobId: z.string().trim().min(1, 'jobId is required').max(64, 'jobId is not valid'),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .optional(),
  })
  .strict();
export type SearchResultsQuery = z.infer<typeof SearchResultsQuerySchema>;

/** The answer to GET /api/search/results. Totals are true totals even when the lists are trimmed. */
export const SearchResultsSchema = z.object({
  jobId: z.string(),
  type: SearchTypeSchema,
  /** What was searched for, as the page may show it (the name; email and phone are masked). */
  target: z.string(),
  status: JobStatusSchema,
  progress: ProgressSchema,
  profiles: z.array(ProfileSchema),
  totalProfiles: z.number().int().nonnegative(),
  limited: z.boolean(),
  mentions: z.array(MentionSchema),
  totalMentions: z.number().int().nonnegative(),
  /** Sources that failed or timed out; the results may be incomplete. */
  failedSources: z.array(z.string()),
  error: z.string().optional(),
  /** Why a signed-in caller sees the limited view, e.g. the month's allowance is used. */
  notice: z.string().optional(),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

/** Cuts a mention title to the length the page shows. */
export function cutTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length <= RESULTS.mentionTitleLength
    ? clean
    : `${clean.slice(0, RESULTS.mentionTitleLength - 1).trimEnd()}…`;
}

/** Confidence as the whole percent the page shows. */
export function confidencePercent(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

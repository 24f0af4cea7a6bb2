import { createHash } from 'node:crypto';
import anyAscii from 'any-ascii';
import { z } from 'zod';
import { RETENTION_DAYS } from '../../../shared/constants.ts';
import { JobStatusSchema, ProgressSchema, SearchTypeSchema } from '../../../shared/search/results.ts';
import { SearchHintsSchema } from '../../../shared/search/search-start.ts';

/** What a job searches for: the engine's query. */
export const JobQuerySchema = z.object({
  type: SearchTypeSchema,
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  hints: SearchHintsSchema,
});
export type JobQuery = z.infer<typeof JobQuerySchema>;

/** A search job as stored in the jobs table. */
export const JobSchema = z.object({
  jobId: z.string(),
  query: JobQuerySchema,
  queryKey: z.string(),
  status: JobStatusSchema,
  progress: ProgressSchema,
  failedSources: z.array(z.string()),
  error: z.string().optional(),
  ownerId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.number().int(),
});
export type Job = z.infer<typeof JobSchema>;

/** The body of a message on the search queue. The worker parses it with this same schema. */
export const SearchJobMessageSchema = z.object({ jobId: z.string().min(1) }).strict();
export type SearchJobMessage = z.infer<typeof SearchJobMessageSchema>;

/** Epoch seconds at which an item written now expires. */
export function expiryFrom(now: Date): number {
  return Math.floor(now.getTime() / 1000) + RETENTION_DAYS * 24 * 60 * 60;
}

/** Folds case, accents and spacing so that "José  Núñez" and "jose nunez" are the same query. */
export function normaliseText(text: string): string {
  return anyAscii(text.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Identical queries (same type, normalised input and hints) share a key, so a recent result can be reused. */
export function queryKeyOf(query: JobQuery): string {
  const parts = [
    query.type,
    normaliseText(query.name ?? ''),
    normaliseText(query.email ?? ''),
    (query.phone ?? '').replace(/[^\d+]/g, ''),
    normaliseText(query.hints.location),
    normaliseText(query.hints.profile),
    normaliseText(query.hints.other),
  ];
  return `${query.type}#${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32)}`;
}

/** What the results page may show as the target: the name, or a masked email or phone number. */
export function targetLabel(query: JobQuery): string {
  if (query.type === 'name') return query.name ?? '';
  if (query.type === 'email') {
    const [local = '', domain = ''] = (query.email ?? '').split('@');
    return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
  }
  const digits = query.phone ?? '';
  return `${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

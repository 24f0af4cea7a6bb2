import { z } from 'zod';
import { LIMITS } from '../constants.ts';

const hintField = z
  .string()
  .trim()
  .max(LIMITS.hintLength, `Keep each hint under ${LIMITS.hintLength} characters`)
  .default('');

/** Optional hints for a name search: where they live, one of their social profiles, anything else. */
export const SearchHintsSchema = z
  .object({ location: hintField, profile: hintField, other: hintField })
  .strict();
export type SearchHints = z.infer<typeof SearchHintsSchema>;

const personName = z
  .string({ error: 'Please enter a name' })
  .trim()
  .min(1, 'Please enter a name')
  .max(LIMITS.nameLength, `Keep the name under ${LIMITS.nameLength} characters`);

const combinedHint = z
  .string()
  .trim()
  .max(LIMITS.combinedHintLength, `Keep the hint under ${LIMITS.combinedHintLength} characters`)
  .default('');

/** POST /api/search/name/start */
export const NameSearchStartSchema = z
  .object({
    name: personName,
    hint: combinedHint,
    hints: SearchHintsSchema.default({ location: '', profile: '', other: '' }),
  })
  .strict();
export type NameSearchStart = z.infer<typeof NameSearchStartSchema>;
export type NameSearchStartInput = z.input<typeof NameSearchStartSchema>;

/** POST /api/search/start — the older form of a name search. */
export const LegacySearchStartSchema = z.object({ name: personName, hint: combinedHint }).strict();
export type LegacySearchStart = z.infer<typeof LegacySearchStartSchema>;

/** POST /api/search/phone/start */
export const PhoneSearchStartSchema = z
  .object({
    phone: z
      .string({ error: 'Enter a mobile number' })
      .trim()
      .min(1, 'Enter a mobile number')
      .max(LIMITS.phoneLength, 'Enter a mobile number'),
  })
  .strict();
export type PhoneSearchStart = z.infer<typeof PhoneSearchStartSchema>;

/** POST /api/search/email/start */
export const EmailSearchStartSchema = z
  .object({
    email: z
      .string({ error: 'Enter an email' })
      .trim()
      .min(1, 'Enter an email')
      .max(LIMITS.emailLength, 'Enter an email'),
  })
  .strict();
export type EmailSearchStart = z.infer<typeof EmailSearchStartSchema>;

/** POST /api/search-webhook — the home hero form's analytics event. */
export const SearchWebhookSchema = z
  .object({
    name: personName,
    additionalInfo: z.string().trim().max(LIMITS.combinedHintLength).default(''),
  })
  .strict();
export type SearchWebhook = z.infer<typeof SearchWebhookSchema>;

/** The answer to every search start. */
export const SearchStartResponseSchema = z.object({ jobId: z.string().min(1) });
export type SearchStartResponse = z.infer<typeof SearchStartResponseSchema>;

/** Joins the typed hints the way the spec's `hint` field carries them: non-empty parts joined with ' | '. */
export function joinHints(hints: SearchHints): string {
  return [hints.location, hints.profile, hints.other].filter((part) => part.length > 0).join(' | ');
}

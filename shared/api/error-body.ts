import { z } from 'zod';

/** The body of every non-2xx API response. `fieldErrors` is present for 400s caused by bad input. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

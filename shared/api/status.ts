import { z } from 'zod';

/** Where searches get their data: the live internet, or the synthetic sample web. */
export const SourcesModeSchema = z.enum(['live', 'sample']);
export type SourcesMode = z.infer<typeof SourcesModeSchema>;

/** GET /api/status */
export const ServiceStatusSchema = z.object({
  sources: SourcesModeSchema,
  stage: z.string(),
});
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

import { z } from 'zod';

/**
 * Build-time settings, validated once. Every `VITE_*` variable the app reads is listed here and nowhere else.
 */
const EnvSchema = z.object({
  /** Origin of the API, without a trailing slash. Empty means the same origin as the page (`/api/...`). */
  API_BASE: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => value === '' || /^https?:\/\/[^/]+/.test(value), {
      message: 'VITE_API_BASE must be empty or an http(s) origin',
    }),
  /** The address shown on /about and /contact. */
  SUPPORT_EMAIL: z.email().default('support@footprint.example'),
  /** Robots directive for the public pages; private pages are always `noindex`. */
  ROBOTS: z.string().trim().min(1).default('noindex,follow'),
});

export type Env = z.infer<typeof EnvSchema>;

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

function readEnv(): Env {
  const parsed = EnvSchema.safeParse({
    API_BASE: import.meta.env.VITE_API_BASE,
    SUPPORT_EMAIL: emptyToUndefined(import.meta.env.VITE_SUPPORT_EMAIL),
    ROBOTS: emptyToUndefined(import.meta.env.VITE_ROBOTS),
  });
  if (!parsed.success) {
    throw new Error(`Invalid front-end configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = readEnv();

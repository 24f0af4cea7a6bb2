import { z } from 'zod';
import ownSites from './sites.json' with { type: 'json' };

/**
 * One username-probe rule, in the WhatsMyName data format: `{account}` in `uri_check` stands for the username.
 * A hit needs both "exists" signals (status `e_code` and `e_string` in the body); a miss needs both "missing"
 * signals. Anything else (403, a challenge page, a timeout) is "unknown".
 */
export const ProbeSiteSchema = z.object({
  name: z.string().min(1),
  uri_check: z.string().includes('{account}'),
  uri_pretty: z.string().includes('{account}').optional(),
  post_body: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  strip_bad_char: z.string().optional(),
  e_code: z.number().int(),
  e_string: z.string(),
  m_code: z.number().int(),
  m_string: z.string(),
  known: z.array(z.string()).optional(),
  cat: z.string(),
  valid: z.boolean().optional(),
  protection: z.array(z.string()).optional(),
});
export type ProbeSite = z.infer<typeof ProbeSiteSchema>;

/** A catalogue file: Footprint's own, or a WhatsMyName-format list loaded at run time. */
export const ProbeCatalogueSchema = z.object({
  license: z.array(z.string()).optional(),
  authors: z.array(z.string()).optional(),
  categories: z.array(z.string()).optional(),
  sites: z.array(z.unknown()),
});

/** Validates a catalogue entry by entry: a malformed entry is skipped, never fatal. */
export function parseCatalogue(data: unknown): { sites: ProbeSite[]; skipped: number } {
  const file = ProbeCatalogueSchema.parse(data);
  const sites: ProbeSite[] = [];
  let skipped = 0;
  for (const entry of file.sites) {
    const parsed = ProbeSiteSchema.safeParse(entry);
    if (parsed.success && parsed.data.valid !== false) sites.push(parsed.data);
    else skipped += 1;
  }
  return { sites, skipped };
}

/** Footprint's own catalogue, shipped with the code. */
export const ownCatalogue: ProbeSite[] = parseCatalogue(ownSites).sites;

/** A platform key for a site name: "Hacker News" → "hackernews". */
export function platformKey(siteName: string): string {
  return siteName.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The URL a person would open for this account. */
export function profileUrl(site: ProbeSite, username: string): string {
  return (site.uri_pretty ?? site.uri_check).replaceAll('{account}', encodeURIComponent(username));
}

/** The URL the probe requests. */
export function checkUrl(site: ProbeSite, username: string): string {
  return site.uri_check.replaceAll('{account}', encodeURIComponent(username));
}

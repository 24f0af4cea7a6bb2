import { createHash } from 'node:crypto';
import { z } from 'zod';
import { HttpStatusError, ResponseFormatError } from '../../fetch/web-client.ts';
import type { Seed, SeedSource } from './types.ts';
import { userIdsOfArmoredKey } from './openpgp.ts';

/** An address as services hash and look it up: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const GravatarSchema = z.object({
  display_name: z.string().nullish(),
  profile_url: z.string().nullish(),
  location: z.string().nullish(),
  company: z.string().nullish(),
  verified_accounts: z.array(z.object({ url: z.string(), is_hidden: z.boolean().nullish() })).nullish(),
});

/** Gravatar REST v3: the profile of the address's SHA-256, with the accounts its owner verified. */
export function gravatarSeed(email: string): SeedSource {
  return {
    id: 'gravatar',
    label: 'Gravatar',
    timeoutMs: 8000,
    async run({ web, signal }) {
      const hash = createHash('sha256').update(normalizeEmail(email)).digest('hex');
      const url = `https://api.gravatar.com/v3/profiles/${hash}`;
      const result = await web.request(url, {
        signal,
        timeoutMs: 6000,
        headers: { accept: 'application/json' },
      });
      if (result.status === 404) return {};
      if (result.status !== 200) throw new HttpStatusError(url, result.status);
      const parsed = GravatarSchema.safeParse(JSON.parse(result.body));
      if (!parsed.success) throw new ResponseFormatError(url, parsed.error.message);
      const profile = parsed.data;
      const seed: Partial<Seed> = {
        names: profile.display_name ? [profile.display_name] : [],
        urls: [
          ...(profile.verified_accounts ?? []).filter((a) => !a.is_hidden).map((a) => a.url),
          ...(profile.profile_url ? [profile.profile_url] : []),
        ],
        locations: profile.location ? [profile.location] : [],
        employers: profile.company ? [profile.company] : [],
      };
      return seed;
    },
  };
}

/** keys.openpgp.org: the key published for the address (only confirmed addresses are), its User ID names. */
export function openpgpSeed(email: string): SeedSource {
  return {
    id: 'openpgp',
    label: 'OpenPGP keys',
    timeoutMs: 8000,
    async run({ web, signal }) {
      const address = normalizeEmail(email);
      const result = await web.request(
        `https://keys.openpgp.org/vks/v1/by-email/${encodeURIComponent(address)}`,
        { signal, timeoutMs: 6000 },
      );
      if (result.status === 404) return {};
      if (result.status !== 200) throw new Error(`keys.openpgp.org answered ${result.status}`);
      const ids = userIdsOfArmoredKey(result.body);
      // A key may carry several people's names only in theory; keep the User IDs of this very address first.
      const own = ids.filter((id) => id.email === address);
      return { names: (own.length > 0 ? own : ids).flatMap((id) => (id.name ? [id.name] : [])) };
    },
  };
}

const CommitsSchema = z.object({
  items: z.array(
    z.object({
      commit: z.object({
        author: z.object({ name: z.string().nullish(), email: z.string().nullish() }).nullish(),
      }),
      author: z.object({ login: z.string(), html_url: z.string().nullish() }).nullish(),
    }),
  ),
});

/** GitHub commit search by author email: the names commits were signed with and the linked account. */
export function githubCommitsSeed(email: string): SeedSource {
  return {
    id: 'github-commits',
    label: 'GitHub commits',
    timeoutMs: 10_000,
    async run({ web, signal, config }) {
      const headers: Record<string, string> = {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
      };
      if (config.GITHUB_TOKEN) headers.authorization = `Bearer ${config.GITHUB_TOKEN}`;
      const address = normalizeEmail(email);
      const q = new URLSearchParams({ q: `author-email:${address}`, per_page: '10' });
      const answer = await web.getJson(`https://api.github.com/search/commits?${q}`, CommitsSchema, {
        signal,
        headers,
        timeoutMs: 8000,
      });
      const items = answer.items.filter((item) => item.commit.author?.email?.toLowerCase() === address);
      return {
        names: items.flatMap((item) => (item.commit.author?.name ? [item.commit.author.name] : [])),
        handles: items.flatMap((item) => (item.author ? [item.author.login] : [])),
        urls: items.flatMap((item) => (item.author?.html_url ? [item.author.html_url] : [])),
      };
    },
  };
}

/** Every source of an email search. No sign-up or password-reset probing of other sites, ever. */
export function emailSeeds(email: string): SeedSource[] {
  return [gravatarSeed(email), openpgpSeed(email), githubCommitsSeed(email)];
}

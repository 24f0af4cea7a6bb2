import { z } from 'zod';
import { identityFor, identityFromUrl, websiteIdentity } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://keybase.io/_/api/1.0';

const StatusSchema = z.object({ code: z.number(), name: z.string().optional() });
const SearchSchema = z.object({
  status: StatusSchema,
  list: z
    .array(z.object({ keybase: z.object({ username: z.string(), full_name: z.string().nullish() }) }))
    .optional(),
});
const ProofSchema = z.object({
  proof_type: z.string(),
  nametag: z.string(),
  state: z.number().optional(),
  service_url: z.string().nullish(),
});
const LookupSchema = z.object({
  status: StatusSchema,
  them: z
    .array(
      z
        .object({
          basics: z.object({ username: z.string() }),
          profile: z
            .object({
              full_name: z.string().nullish(),
              location: z.string().nullish(),
              bio: z.string().nullish(),
            })
            .nullish(),
          pictures: z.object({ primary: z.object({ url: z.string() }).nullish() }).nullish(),
          proofs_summary: z.object({ all: z.array(ProofSchema) }).nullish(),
        })
        .nullable(),
    )
    .optional(),
});

const PROOF_PLATFORMS: Record<string, string> = {
  github: 'github',
  twitter: 'x',
  reddit: 'reddit',
  hackernews: 'hackernews',
  mastodon: 'mastodon',
};

function proofTarget(proof: z.infer<typeof ProofSchema>): Identity | null {
  if (proof.proof_type === 'dns' || proof.proof_type === 'generic_web_site') {
    const url = proof.service_url ?? `https://${proof.nametag}`;
    try {
      return websiteIdentity(new URL(url.startsWith('http') ? url : `https://${url}`));
    } catch {
      return null;
    }
  }
  const platform = PROOF_PLATFORMS[proof.proof_type];
  if (platform) return identityFor(platform, proof.nametag);
  return proof.service_url ? identityFromUrl(proof.service_url) : null;
}

/** Keybase: users by name, then their proofs, which are verified links to other accounts. */
export const keybaseSource: PersonSource = {
  id: 'keybase',
  label: 'Keybase',
  timeoutMs: 12_000,
  applies: () => true,
  async run({ plan, web, signal, report }) {
    const usernames: string[] = [];
    for (const name of [plan.name.full, ...plan.altNames]) {
      const params = new URLSearchParams({ q: name, num_wanted: '10' });
      const found = await web.getJson(`${API}/user/user_search.json?${params}`, SearchSchema, { signal });
      for (const hit of found.list ?? []) {
        const fits =
          !hit.keybase.full_name ||
          NAME_RANK[matchName(plan.name, hit.keybase.full_name)] >= NAME_RANK.partial;
        if (fits && !usernames.includes(hit.keybase.username)) usernames.push(hit.keybase.username);
      }
    }
    usernames.splice(10);
    if (usernames.length === 0) return;
    const lookup = await web.getJson(
      `${API}/user/lookup.json?${new URLSearchParams({ usernames: usernames.join(','), fields: 'basics,profile,proofs_summary,pictures' })}`,
      LookupSchema,
      { signal },
    );
    for (const user of lookup.them ?? []) {
      if (!user) continue;
      const name = user.profile?.full_name ?? null;
      if (name && NAME_RANK[matchName(plan.name, name)] < NAME_RANK.partial) continue;
      const identity = identityFor('keybase', user.basics.username);
      if (!identity) continue;
      const links: LinkClaim[] = [];
      for (const proof of user.proofs_summary?.all ?? []) {
        // state 1 is a live proof; others are broken or revoked.
        if (proof.state !== undefined && proof.state !== 1) continue;
        const target = proofTarget(proof);
        if (target) links.push({ target, kind: 'verified', via: `keybase ${proof.proof_type} proof` });
      }
      report({
        identity,
        source: 'keybase',
        origin: 'search',
        names: name ? [name] : [],
        bios: user.profile?.bio ? [user.profile.bio] : [],
        locations: user.profile?.location ? [user.profile.location] : [],
        ogImage: user.pictures?.primary?.url ?? null,
        links,
      });
    }
  },
};

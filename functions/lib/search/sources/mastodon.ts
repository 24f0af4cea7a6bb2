import { z } from 'zod';
import type { WebClient } from '../../fetch/web-client.ts';
import { htmlLinks, htmlToText } from '../enrich/page-meta.ts';
import { identityFromUrl } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import type { AccountFinding, LinkClaim, Origin, PersonSource } from './types.ts';

const WebFingerSchema = z.object({
  subject: z.string(),
  aliases: z.array(z.string()).optional(),
  links: z
    .array(z.object({ rel: z.string(), type: z.string().nullish(), href: z.string().nullish() }))
    .optional(),
});

const AccountSchema = z.object({
  username: z.string(),
  acct: z.string(),
  display_name: z.string().nullish(),
  note: z.string().nullish(),
  url: z.string().nullish(),
  avatar: z.string().nullish(),
  discoverable: z.boolean().nullish(),
  noindex: z.boolean().nullish(),
  fields: z
    .array(z.object({ name: z.string(), value: z.string(), verified_at: z.string().nullish() }))
    .nullish(),
});

/**
 * Reads a Mastodon account through its server: WebFinger first (the address may live on another host than the
 * profile), then the public lookup API. Null when the account is missing or opted out of search.
 */
export async function readMastodonAccount(
  web: WebClient,
  identity: Identity,
  signal: AbortSignal,
  source: string,
  origin: Origin,
): Promise<AccountFinding | null> {
  const [user, domain] = identity.handle.split('@');
  if (!user || !domain) return null;
  let host = domain;
  const finger = await web.request(
    `https://${domain}/.well-known/webfinger?${new URLSearchParams({ resource: `acct:${user}@${domain}` })}`,
    { signal, headers: { accept: 'application/jrd+json, application/json' } },
  );
  if (finger.status === 404 || finger.status === 410) return null;
  if (finger.status === 200) {
    const parsed = WebFingerSchema.safeParse(safeJson(finger.body));
    const profile = parsed.success
      ? parsed.data.links?.find((link) => link.rel === 'http://webfinger.net/rel/profile-page' && link.href)
      : undefined;
    if (profile?.href) host = new URL(profile.href).host;
  }
  const lookup = await web.request(
    `https://${host}/api/v1/accounts/lookup?${new URLSearchParams({ acct: user })}`,
    { signal, headers: { accept: 'application/json' } },
  );
  if (lookup.status === 404 || lookup.status === 410) return null;
  if (lookup.status !== 200) throw new Error(`Mastodon lookup answered ${lookup.status}`);
  const parsed = AccountSchema.safeParse(safeJson(lookup.body));
  if (!parsed.success) throw new Error('Mastodon account has an unexpected shape');
  const account = parsed.data;
  if (account.noindex === true || account.discoverable === false) return null;

  const base = account.url ?? identity.url;
  const links: LinkClaim[] = [];
  for (const field of account.fields ?? []) {
    for (const url of htmlLinks(field.value, base)) {
      const target = identityFromUrl(url);
      if (target)
        links.push({ target, kind: field.verified_at ? 'verified' : 'asserted', via: 'mastodon field' });
    }
  }
  for (const url of htmlLinks(account.note ?? '', base)) {
    const target = identityFromUrl(url);
    // Mentions of other people in a note are links to their profiles, not the owner's.
    if (target && target.platform !== 'mastodon')
      links.push({ target, kind: 'asserted', via: 'mastodon bio link' });
  }
  return {
    identity: account.url ? { ...identity, url: account.url } : identity,
    source,
    origin,
    names: account.display_name ? [account.display_name] : [],
    bios: account.note ? [htmlToText(account.note)] : [],
    ogImage: account.avatar ?? null,
    links,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Mastodon: the `user@host` addresses given in the hints, read through their own servers. */
export const mastodonSource: PersonSource = {
  id: 'mastodon',
  label: 'Mastodon',
  timeoutMs: 10_000,
  applies: (plan) => plan.hintIdentities.some((identity) => identity.platform === 'mastodon'),
  async run({ plan, web, signal, report }) {
    const addresses = plan.hintIdentities.filter((identity) => identity.platform === 'mastodon');
    await Promise.all(
      addresses.map(async (identity) => {
        const finding = await readMastodonAccount(web, identity, signal, 'mastodon', 'hint');
        if (finding) report(finding);
      }),
    );
  },
};

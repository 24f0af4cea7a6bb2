import { z } from 'zod';
import { htmlToText } from '../enrich/page-meta.ts';
import { identityFor, identityFromUrl } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://api.stackexchange.com/2.3';

const UsersSchema = z.object({
  items: z.array(
    z.object({
      user_id: z.number(),
      display_name: z.string(),
      link: z.string().optional(),
      location: z.string().nullish(),
      website_url: z.string().nullish(),
      profile_image: z.string().nullish(),
    }),
  ),
  backoff: z.number().optional(),
  quota_remaining: z.number().optional(),
});

/** Stack Overflow users whose display name contains the name. */
export const stackExchangeSource: PersonSource = {
  id: 'stackexchange',
  label: 'Stack Overflow',
  timeoutMs: 12_000,
  applies: () => true,
  async run({ plan, web, signal, report }) {
    const users: z.infer<typeof UsersSchema>['items'] = [];
    for (const name of [plan.name.full, ...plan.altNames]) {
      const params = new URLSearchParams({
        inname: name,
        site: 'stackoverflow',
        order: 'desc',
        sort: 'reputation',
        pagesize: '20',
        filter: 'default',
      });
      const answer = await web.getJson(`${API}/users?${params}`, UsersSchema, { signal });
      for (const user of answer.items)
        if (!users.some((known) => known.user_id === user.user_id)) users.push(user);
    }
    for (const user of users) {
      // Display names come HTML-escaped ("O&#39;Brien").
      const name = htmlToText(user.display_name);
      if (NAME_RANK[matchName(plan.name, name)] < NAME_RANK.partial) continue;
      const identity = identityFor('stackoverflow', String(user.user_id));
      if (!identity) continue;
      const links: LinkClaim[] = [];
      const site = user.website_url ? identityFromUrl(user.website_url) : null;
      if (site) links.push({ target: site, kind: 'asserted', via: 'stackoverflow website_url' });
      report({
        identity: user.link ? { ...identity, url: user.link } : identity,
        source: 'stackexchange',
        origin: 'search',
        names: [name],
        locations: user.location ? [htmlToText(user.location)] : [],
        ogImage: user.profile_image ?? null,
        links,
      });
    }
  },
};

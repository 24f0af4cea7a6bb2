import { z } from 'zod';
import { identityFor, identityFromUrl } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://codeberg.org/api/v1';

const SearchSchema = z.object({
  ok: z.boolean().optional(),
  data: z.array(
    z.object({
      login: z.string(),
      full_name: z.string().nullish(),
      html_url: z.string().nullish(),
      location: z.string().nullish(),
      website: z.string().nullish(),
      description: z.string().nullish(),
      avatar_url: z.string().nullish(),
      visibility: z.string().nullish(),
    }),
  ),
});

/** Codeberg (Forgejo): users whose name or login matches. */
export const codebergSource: PersonSource = {
  id: 'codeberg',
  label: 'Codeberg',
  timeoutMs: 12_000,
  applies: () => true,
  async run({ plan, web, signal, report }) {
    const users: z.infer<typeof SearchSchema>['data'] = [];
    for (const name of [plan.name.full, ...plan.altNames]) {
      const params = new URLSearchParams({ q: name, limit: '10' });
      const found = await web.getJson(`${API}/users/search?${params}`, SearchSchema, { signal });
      for (const user of found.data) if (!users.some((known) => known.login === user.login)) users.push(user);
    }
    for (const user of users) {
      if (user.visibility && user.visibility !== 'public') continue;
      const name = user.full_name || null;
      const level = name ? matchName(plan.name, name) : matchName(plan.name, user.login, false);
      if (NAME_RANK[level] < NAME_RANK.partial) continue;
      const identity = identityFor('codeberg', user.login);
      if (!identity) continue;
      const links: LinkClaim[] = [];
      const site = user.website ? identityFromUrl(user.website) : null;
      if (site) links.push({ target: site, kind: 'asserted', via: 'codeberg website' });
      report({
        identity,
        source: 'codeberg',
        origin: 'search',
        names: name ? [name] : [],
        bios: user.description ? [user.description] : [],
        locations: user.location ? [user.location] : [],
        ogImage: user.avatar_url ?? null,
        links,
      });
    }
  },
};

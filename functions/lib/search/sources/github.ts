import { z } from 'zod';
import { identityFor, identityFromUrl } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://api.github.com';
const MAX_USERS = 10;

const SearchSchema = z.object({
  items: z.array(z.object({ login: z.string(), type: z.string().optional() })),
});

const UserSchema = z.object({
  login: z.string(),
  html_url: z.string(),
  type: z.string().optional(),
  name: z.string().nullish(),
  company: z.string().nullish(),
  blog: z.string().nullish(),
  location: z.string().nullish(),
  bio: z.string().nullish(),
  twitter_username: z.string().nullish(),
  avatar_url: z.string().nullish(),
});

/** GitHub: users by full name (and the location hint), then each profile for its cross-links. */
export const githubSource: PersonSource = {
  id: 'github',
  label: 'GitHub',
  timeoutMs: 15_000,
  applies: () => true,
  async run({ plan, web, signal, report, config }) {
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    };
    if (config.GITHUB_TOKEN) headers.authorization = `Bearer ${config.GITHUB_TOKEN}`;

    const queries = [plan.name.full, ...plan.altNames].map((name) => `fullname:"${name}" type:user`);
    if (plan.place) queries.unshift(`fullname:"${plan.name.full}" location:"${plan.place.text}" type:user`);
    const logins: string[] = [];
    for (const q of queries) {
      const params = new URLSearchParams({ q, per_page: '10' });
      const found = await web.getJson(`${API}/search/users?${params}`, SearchSchema, { signal, headers });
      for (const item of found.items) {
        if (item.type !== undefined && item.type !== 'User') continue;
        if (!logins.includes(item.login)) logins.push(item.login);
      }
    }

    await Promise.all(
      logins.slice(0, MAX_USERS).map(async (login) => {
        const user = await web.getJson(`${API}/users/${encodeURIComponent(login)}`, UserSchema, {
          signal,
          headers,
        });
        if (user.name && NAME_RANK[matchName(plan.name, user.name)] < NAME_RANK.partial) return;
        const identity = identityFor('github', user.login);
        if (!identity) return;
        const links: LinkClaim[] = [];
        const blog = user.blog ? identityFromUrl(user.blog) : null;
        if (blog) links.push({ target: blog, kind: 'asserted', via: 'github blog' });
        const twitter = user.twitter_username ? identityFor('x', user.twitter_username) : null;
        if (twitter) links.push({ target: twitter, kind: 'asserted', via: 'github twitter_username' });
        report({
          identity,
          source: 'github',
          origin: 'search',
          names: user.name ? [user.name] : [],
          bios: user.bio ? [user.bio] : [],
          locations: user.location ? [user.location] : [],
          employers: user.company ? [user.company.replace(/^@/, '')] : [],
          ogImage: user.avatar_url ?? null,
          links,
        });
      }),
    );
  },
};

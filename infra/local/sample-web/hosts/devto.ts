import { renderProfilePage } from '../server/html.ts';
import { html, json } from '../server/http.ts';
import type { HostHandler, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { avatarOf } from './common.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function joinedAt(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()] ?? 'Jan'} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

function userJson(index: SampleIndex, holder: Holder): Record<string, unknown> {
  const { person, account } = holder;
  const gh = index.accountOf(person, 'github');
  const x = index.accountOf(person, 'x');
  return {
    type_of: 'user',
    id: account.numericId,
    username: account.username,
    name: account.displayName,
    twitter_username: x && index.chance(`devto-x:${account.username}`, 0.6) ? x.username : null,
    github_username: gh && index.chance(`devto-gh:${account.username}`, 0.7) ? gh.username : null,
    summary: account.bio || null,
    location: account.location,
    website_url: account.website,
    joined_at: joinedAt(account.createdAt),
    profile_image: avatarOf(account),
  };
}

function notFound(): SampleResponse {
  return json(404, { error: 'not found', status: 404 });
}

export function devtoHosts(index: SampleIndex): Record<string, HostHandler> {
  const handler: HostHandler = (req) => {
    if (req.path === '/api/users/by_username') {
      const holder = index.holder('devto', req.query.get('url') ?? '');
      return holder ? json(200, userJson(index, holder)) : notFound();
    }
    const byId = /^\/api\/users\/(\d+)$/.exec(req.path);
    if (byId?.[1]) {
      const holder = index.holders('devto').find((h) => String(h.account.numericId) === byId[1]);
      return holder ? json(200, userJson(index, holder)) : notFound();
    }
    if (req.path.startsWith('/api/')) return notFound();
    const m = /^\/([^/]+)\/?$/.exec(req.path);
    const holder = m?.[1] ? index.holder('devto', m[1]) : undefined;
    if (!holder)
      return html(
        404,
        '<!doctype html><html><head><title>404 - DEV Community</title></head><body><h1>This page does not exist</h1></body></html>',
      );
    const { account } = holder;
    const user = userJson(index, holder);
    const relMe = [...account.links];
    if (typeof user.github_username === 'string') relMe.push(`https://github.com/${user.github_username}`);
    if (typeof user.twitter_username === 'string') relMe.push(`https://x.com/${user.twitter_username}`);
    return html(
      200,
      renderProfilePage({
        siteName: 'DEV Community',
        title: `${account.displayName} - DEV Community`,
        ogTitle: `${account.displayName} — DEV Community profile`,
        description: account.bio,
        image: avatarOf(account),
        url: account.url,
        displayName: account.displayName,
        handle: `@${account.username}`,
        bio: account.bio,
        location: account.location,
        website: account.website,
        relMe: [...new Set(relMe)],
        jsonLd: {
          '@context': 'http://schema.org',
          '@type': 'Person',
          name: account.displayName,
          url: account.url,
          image: avatarOf(account),
          description: account.bio,
          sameAs: [...new Set(relMe)],
        },
      }),
    );
  };
  return { 'dev.to': handler };
}

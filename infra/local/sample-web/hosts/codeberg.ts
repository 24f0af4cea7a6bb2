import { renderProfilePage } from '../server/html.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { fold } from '../text.ts';
import { avatarOf, countFor } from './common.ts';

function userJson({ person, account }: Holder): Record<string, unknown> {
  return {
    id: account.numericId,
    login: account.username,
    login_name: '',
    source_id: 0,
    full_name: account.displayName === account.username ? '' : account.displayName,
    email: '',
    avatar_url: avatarOf(account),
    html_url: account.url,
    language: '',
    is_admin: false,
    last_login: '0001-01-01T00:00:00Z',
    created: account.createdAt,
    restricted: false,
    active: false,
    prohibit_login: false,
    location: account.location ?? '',
    pronouns: '',
    website: account.website ?? '',
    description: account.bio,
    visibility: 'public',
    followers_count: countFor(person, account, 'followers', 500),
    following_count: countFor(person, account, 'following', 200),
    starred_repos_count: countFor(person, account, 'stars', 300),
    username: account.username,
  };
}

function search(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = fold(req.query.get('q') ?? '').trim();
  const limit = intParam(req.query, 'limit', 10, 1, 50);
  const page = intParam(req.query, 'page', 1, 1, 10_000);
  const hits = index
    .holders('codeberg')
    .filter(
      (h) =>
        q === '' || h.account.username.toLowerCase().includes(q) || fold(h.account.displayName).includes(q),
    )
    .sort((a, b) => a.account.numericId - b.account.numericId);
  const data = hits.slice((page - 1) * limit, page * limit).map(userJson);
  return json(200, { ok: true, data }, { 'x-total-count': String(hits.length) });
}

export function codebergHosts(index: SampleIndex): Record<string, HostHandler> {
  const handler: HostHandler = (req) => {
    if (req.path === '/api/v1/users/search') return search(index, req);
    const apiUser = /^\/api\/v1\/users\/([^/]+)\/?$/.exec(req.path);
    if (apiUser?.[1]) {
      const holder = index.holder('codeberg', apiUser[1]);
      if (!holder)
        return json(404, {
          errors: null,
          message: `user redirect does not exist [name: ${apiUser[1].toLowerCase()}]`,
          url: 'https://codeberg.org/api/swagger',
        });
      return json(200, userJson(holder));
    }
    if (req.path.startsWith('/api/'))
      return json(404, { errors: null, message: 'not found', url: 'https://codeberg.org/api/swagger' });
    if (req.path.startsWith('/avatars/')) return undefined;
    const m = /^\/([^/]+)\/?$/.exec(req.path);
    const holder = m?.[1] ? index.holder('codeberg', m[1]) : undefined;
    if (!holder)
      return html(
        404,
        '<!doctype html><html><head><title>Page Not Found - Codeberg.org</title></head><body><p>The page you are trying to reach either does not exist or you are not authorized to view it.</p></body></html>',
      );
    const { account } = holder;
    const name = account.displayName === account.username ? account.username : account.displayName;
    return html(
      200,
      renderProfilePage({
        siteName: 'Codeberg.org',
        title: `${name} - Codeberg.org`,
        ogTitle: name,
        description: account.bio,
        image: avatarOf(account),
        url: account.url,
        displayName: name,
        handle: account.username,
        bio: account.bio,
        location: account.location,
        website: account.website,
        relMe: account.links,
      }),
    );
  };
  return { 'codeberg.org': handler };
}

import { MASTODON_INSTANCES } from '../platforms.ts';
import { escapeHtml } from '../text.ts';
import { renderProfilePage } from '../server/html.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { avatarOf, countFor, wordsMatch, withMillis } from './common.ts';

function localHolder(index: SampleIndex, instance: string, username: string): Holder | undefined {
  const holder = index.holder('mastodon', username);
  return holder && holder.account.instance === instance ? holder : undefined;
}

/** Resolves `user`, `@user`, `user@host` as the instance `instance` knows them (local, or remote on a served instance). */
function resolve(index: SampleIndex, instance: string, acct: string): Holder | undefined {
  const [user, host] = acct.replace(/^@/, '').split('@');
  if (!user) return undefined;
  const holder = index.holder('mastodon', user);
  if (!holder) return undefined;
  const home = holder.account.instance ?? 'mastodon.social';
  if (host === undefined || host === '') return home === instance ? holder : undefined;
  return home === host.toLowerCase() ? holder : undefined;
}

function fieldLink(url: string, rel: string): string {
  const bare = url.replace(/^https?:\/\//, '');
  return `<a href="${escapeHtml(url)}" target="_blank" rel="${rel}" translate="no"><span class="invisible">https://</span><span class="">${escapeHtml(bare)}</span><span class="invisible"></span></a>`;
}

function noteHtml(bio: string): string {
  const escaped = escapeHtml(bio).replace(/https?:\/\/[^\s<]+/g, (u) =>
    fieldLink(u, 'nofollow noopener noreferrer'),
  );
  return `<p>${escaped}</p>`;
}

function accountJson(index: SampleIndex, instance: string, holder: Holder): Record<string, unknown> {
  const { person, account } = holder;
  const home = account.instance ?? 'mastodon.social';
  const local = home === instance;
  const idBase = BigInt(109_000_000_000_000_000) + BigInt(account.numericId) * BigInt(local ? 1 : 7);
  const fields: { name: string; value: string; verified_at: string | null }[] = [];
  const verifiedAt = withMillis(account.createdAt).replace('Z', '+00:00');
  if (account.website) {
    fields.push({
      name: 'Website',
      value: fieldLink(account.website, 'nofollow noopener noreferrer me'),
      verified_at: index.linksBack(person, account.url, account.website) ? verifiedAt : null,
    });
  }
  for (const link of account.links.filter((l) => l !== account.website).slice(0, 3)) {
    const label = link.includes('github.com')
      ? 'GitHub'
      : link.includes('bsky.app')
        ? 'Bluesky'
        : link.includes('keybase.io')
          ? 'Keybase'
          : 'Link';
    fields.push({
      name: label,
      value: fieldLink(link, 'nofollow noopener noreferrer me'),
      verified_at: index.linksBack(person, account.url, link) ? verifiedAt : null,
    });
  }
  if (account.location && fields.length < 4)
    fields.push({ name: 'Location', value: escapeHtml(account.location), verified_at: null });
  const avatar = avatarOf(account);
  return {
    id: String(idBase),
    username: account.username,
    acct: local ? account.username : `${account.username}@${home}`,
    display_name: account.displayName,
    locked: false,
    bot: false,
    discoverable: !account.optedOut,
    indexable: !account.optedOut,
    group: false,
    created_at: `${account.createdAt.slice(0, 10)}T00:00:00.000Z`,
    note: noteHtml(account.bio),
    url: account.url,
    uri: `https://${home}/users/${account.username}`,
    avatar,
    avatar_static: avatar,
    header: `https://${home === 'fosstodon.org' ? 'cdn.fosstodon.org' : 'files.mastodon.social'}/headers/original/missing.png`,
    header_static: `https://${home === 'fosstodon.org' ? 'cdn.fosstodon.org' : 'files.mastodon.social'}/headers/original/missing.png`,
    followers_count: countFor(person, account, 'followers', 30_000),
    following_count: countFor(person, account, 'following', 1500),
    statuses_count: countFor(person, account, 'statuses', 20_000),
    last_status_at: account.lastActiveAt.slice(0, 10),
    hide_collections: false,
    noindex: account.optedOut === true,
    emojis: [],
    roles: [],
    fields,
  };
}

function search(index: SampleIndex, instance: string, req: SampleRequest): SampleResponse {
  const q = (req.query.get('q') ?? '').trim();
  const type = req.query.get('type');
  const limit = intParam(req.query, 'limit', 20, 1, 40);
  const empty = { accounts: [], statuses: [], hashtags: [] };
  if (q === '') return json(200, empty);
  if (type && type !== 'accounts') return json(200, empty);
  const exact = /^@?[\w.]+@[\w.-]+$/.test(q) || /^@[\w.]+$/.test(q) ? resolve(index, instance, q) : undefined;
  if (exact) return json(200, { ...empty, accounts: [accountJson(index, instance, exact)] });
  const hits: { holder: Holder; score: number }[] = [];
  for (const holder of index.holders('mastodon')) {
    if (holder.account.optedOut) continue;
    const local = (holder.account.instance ?? 'mastodon.social') === instance;
    let score = 0;
    if (holder.account.username.toLowerCase() === q.toLowerCase().replace(/^@/, '')) score = 50;
    else if (wordsMatch(q, holder.account.displayName)) score = 10;
    else if (wordsMatch(q, holder.account.username.replace(/_/g, ' '))) score = 5;
    if (score === 0) continue;
    hits.push({ holder, score: score + (local ? 3 : 0) });
  }
  hits.sort((a, b) => b.score - a.score || a.holder.account.numericId - b.holder.account.numericId);
  return json(200, {
    ...empty,
    accounts: hits.slice(0, limit).map(({ holder }) => accountJson(index, instance, holder)),
  });
}

function instanceHandler(index: SampleIndex, instance: string): HostHandler {
  const notFound = (): SampleResponse => json(404, { error: 'Record not found' });
  return (req) => {
    if (req.path === '/.well-known/webfinger') {
      const resource = req.query.get('resource') ?? '';
      const m = /^acct:@?([^@]+)@(.+)$/.exec(resource);
      const holder =
        m?.[1] && m[2]?.toLowerCase() === instance ? localHolder(index, instance, m[1]) : undefined;
      if (!holder) return { ...notFound(), body: '' };
      const u = holder.account.username;
      return json(
        200,
        {
          subject: `acct:${u}@${instance}`,
          aliases: [`https://${instance}/@${u}`, `https://${instance}/users/${u}`],
          links: [
            {
              rel: 'http://webfinger.net/rel/profile-page',
              type: 'text/html',
              href: `https://${instance}/@${u}`,
            },
            { rel: 'self', type: 'application/activity+json', href: `https://${instance}/users/${u}` },
            {
              rel: 'http://ostatus.org/schema/1.0/subscribe',
              template: `https://${instance}/authorize_interaction?uri={uri}`,
            },
          ],
        },
        { 'content-type': 'application/jrd+json; charset=utf-8' },
      );
    }
    if (req.path === '/api/v1/accounts/lookup') {
      const holder = resolve(index, instance, req.query.get('acct') ?? '');
      return holder ? json(200, accountJson(index, instance, holder)) : notFound();
    }
    if (req.path === '/api/v2/search') return search(index, instance, req);
    if (req.path === '/api/v1/accounts/search') return json(401, { error: 'The access token is invalid' });
    const profile = /^\/@([^/@]+)(?:@([^/]+))?\/?$/.exec(req.path) ?? /^\/users\/([^/]+)\/?$/.exec(req.path);
    if (profile?.[1]) {
      const holder = profile[2]
        ? resolve(index, instance, `${profile[1]}@${profile[2]}`)
        : localHolder(index, instance, profile[1]);
      if (!holder)
        return html(
          404,
          `<!doctype html><html><head><title>The page you are looking for isn't here. - ${instance}</title></head><body><h1>404</h1></body></html>`,
        );
      const { account } = holder;
      const relMe = [...new Set([...(account.website ? [account.website] : []), ...account.links])];
      return html(
        200,
        renderProfilePage({
          siteName: instance === 'fosstodon.org' ? 'Fosstodon' : 'Mastodon',
          title: `${account.displayName} (@${account.username}@${account.instance ?? instance}) - ${instance === 'fosstodon.org' ? 'Fosstodon' : 'Mastodon'}`,
          ogTitle: `${account.displayName} (@${account.username}@${account.instance ?? instance})`,
          description: account.bio,
          image: avatarOf(account),
          url: account.url,
          displayName: account.displayName,
          handle: `@${account.username}@${account.instance ?? instance}`,
          bio: account.bio,
          location: account.location,
          relMe,
          head: account.optedOut ? '<meta name="robots" content="noindex, noarchive">' : '',
        }),
      );
    }
    return undefined;
  };
}

export function mastodonHosts(index: SampleIndex): Record<string, HostHandler> {
  return Object.fromEntries(
    MASTODON_INSTANCES.map((instance) => [instance, instanceHandler(index, instance)]),
  );
}

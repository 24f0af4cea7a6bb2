import { gzipSync } from 'node:zlib';
import { entityEncode, escapeHtml, fold, slugify } from '../text.ts';
import { renderProfilePage } from '../server/html.ts';
import { html, intParam, redirect } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { avatarOf, countFor, epochSeconds } from './common.ts';

/** Stack Exchange always compresses, and reports a daily quota in every body. */
function seJson(status: number, value: Record<string, unknown>, quotaRemaining: number): SampleResponse {
  const body = JSON.stringify({ ...value, quota_max: 300, quota_remaining: quotaRemaining });
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip' },
    body: gzipSync(body),
    kind: 'api',
  };
}

function userJson(holder: Holder): Record<string, unknown> {
  const { person, account } = holder;
  const reputation = 1 + countFor(person, account, 'reputation', 200_000);
  const out: Record<string, unknown> = {
    badge_counts: {
      bronze: countFor(person, account, 'bronze', 400),
      silver: countFor(person, account, 'silver', 120),
      gold: countFor(person, account, 'gold', 20),
    },
    account_id: account.numericId * 3 + 7,
    is_employee: false,
    last_modified_date: epochSeconds(account.lastActiveAt),
    last_access_date: epochSeconds(account.lastActiveAt),
    reputation_change_year: account.dormant ? 0 : countFor(person, account, 'year', 2000),
    reputation,
    creation_date: epochSeconds(account.createdAt),
    user_type: 'registered',
    user_id: account.numericId,
    link: account.url,
    profile_image: avatarOf(account),
    display_name: entityEncode(account.displayName),
  };
  if (account.location) out.location = entityEncode(account.location);
  if (account.website) out.website_url = account.website;
  return out;
}

function users(index: SampleIndex, req: SampleRequest, quota: number): SampleResponse {
  if (!req.query.get('site')) {
    return seJson(
      400,
      { error_id: 400, error_message: 'site is required', error_name: 'bad_parameter' },
      quota,
    );
  }
  const pageSize = intParam(req.query, 'pagesize', 30, 0, 100);
  const page = intParam(req.query, 'page', 1, 1, 100_000);
  const inname = fold(req.query.get('inname') ?? '').trim();
  const sort = req.query.get('sort') ?? 'reputation';
  const asc = req.query.get('order') === 'asc';
  const hits = index
    .holders('stackoverflow')
    .filter((h) => inname === '' || fold(h.account.displayName).includes(inname))
    .map((h) => ({ h, json: userJson(h) }));
  const key = (x: { json: Record<string, unknown> }): number | string =>
    sort === 'creation'
      ? Number(x.json.creation_date)
      : sort === 'name'
        ? String(x.json.display_name)
        : Number(x.json.reputation);
  hits.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const d =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb));
    return (asc ? d : -d) || a.h.account.numericId - b.h.account.numericId;
  });
  const items = hits.slice((page - 1) * pageSize, page * pageSize).map((x) => x.json);
  return seJson(200, { items, has_more: page * pageSize < hits.length }, quota);
}

function api(index: SampleIndex): HostHandler {
  let quota = 300;
  return (req) => {
    quota = quota > 1 ? quota - 1 : 300;
    if (req.path === '/2.3/users') return users(index, req, quota);
    const ids = /^\/2\.3\/users\/([\d;]+)\/?$/.exec(req.path);
    if (ids?.[1]) {
      if (!req.query.get('site'))
        return seJson(
          400,
          { error_id: 400, error_message: 'site is required', error_name: 'bad_parameter' },
          quota,
        );
      const items = ids[1]
        .split(';')
        .map((id) => index.holder('stackoverflow', id))
        .filter((h): h is Holder => h !== undefined)
        .map(userJson);
      return seJson(200, { items, has_more: false }, quota);
    }
    return seJson(
      404,
      { error_id: 404, error_message: 'no method found with this name', error_name: 'no_method' },
      quota,
    );
  };
}

function site(index: SampleIndex): HostHandler {
  return (req) => {
    const m = /^\/users\/(\d+)(?:\/([^/]*))?\/?$/.exec(req.path);
    const holder = m?.[1] ? index.holder('stackoverflow', m[1]) : undefined;
    if (!holder)
      return html(
        404,
        '<!doctype html><html><head><title>Page not found - Stack Overflow</title></head><body><h1>Page not found</h1></body></html>',
      );
    const { account } = holder;
    const slug = slugify(account.displayName) || 'user';
    if (m?.[2] !== slug) return redirect(301, `https://stackoverflow.com/users/${account.username}/${slug}`);
    const reputation = Number(userJson(holder).reputation);
    return html(
      200,
      renderProfilePage({
        siteName: 'Stack Overflow',
        title: `User ${account.displayName} - Stack Overflow`,
        ogTitle: `User ${account.displayName}`,
        description: account.bio,
        image: avatarOf(account),
        url: account.url,
        displayName: account.displayName,
        handle: `${reputation.toLocaleString('en-US')} reputation`,
        bio: account.bio,
        location: account.location,
        website: account.website,
        relMe: account.links,
        body: `<div class="about-me">${escapeHtml(account.bio)}</div>`,
      }),
    );
  };
}

export function stackexchangeHosts(index: SampleIndex): Record<string, HostHandler> {
  return { 'api.stackexchange.com': api(index), 'stackoverflow.com': site(index) };
}

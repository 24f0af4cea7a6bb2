import type { ProbeSite } from '../../../../functions/lib/search/probes/catalogue.ts';
import { platformForSite } from '../platforms.ts';
import { escapeHtml } from '../text.ts';
import { challengePage, renderProfilePage, scriptJson } from '../server/html.ts';
import type { ProfilePage } from '../server/html.ts';
import { bodyText, html, rawJson, redirect, spacedJson, text } from '../server/http.ts';
import type { SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { avatarOf, countFor, epochSeconds } from './common.ts';

export interface ProbeMatch {
  site: ProbeSite;
  platform: string;
  username: string;
  /** The catalogue's check URL, or its human-readable page. */
  which: 'check' | 'pretty';
  format: 'json' | 'rss' | 'html';
  holder: Holder | undefined;
}

interface Route {
  site: ProbeSite;
  platform: string;
  pattern: RegExp;
  withQuery: boolean;
  which: 'check' | 'pretty';
  format: 'json' | 'rss' | 'html';
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function formatOf(template: string, site: ProbeSite, which: 'check' | 'pretty'): 'json' | 'rss' | 'html' {
  if (which === 'pretty') return 'html';
  if (/\/feed\b|\.rss$|\.xml$/.test(template) || site.e_string.startsWith('<rss')) return 'rss';
  if (/\.json(\?|$)|\/api\/|\/v\d+\/|\/xrpc\//.test(template)) return 'json';
  return 'html';
}

/** Every catalogue URL template, compiled to match requests on its host. */
export class ProbeRoutes {
  private readonly byHost = new Map<string, Route[]>();
  /** Sites whose username is part of the host name (`https://{account}.example-blog.com`). */
  private readonly byHostPattern: { host: RegExp; routes: Route[] }[] = [];

  constructor(sites: ProbeSite[]) {
    for (const site of sites) {
      const platform = platformForSite(site);
      const templates: ['check' | 'pretty', string][] = [['check', site.uri_check]];
      if (site.uri_pretty && site.uri_pretty !== site.uri_check) templates.push(['pretty', site.uri_pretty]);
      for (const [which, template] of templates) {
        const rest = template.replace(/^https?:\/\//, '');
        const cut = rest.search(/[/?]/);
        const host = (cut < 0 ? rest : rest.slice(0, cut)).toLowerCase();
        let pathAndQuery = cut < 0 ? '/' : rest.slice(cut);
        if (pathAndQuery.startsWith('?')) pathAndQuery = `/${pathAndQuery}`;
        const source = escapeRegex(pathAndQuery)
          .replace(escapeRegex('{account}'), '([^/?&#]+)')
          .replaceAll(escapeRegex('{account}'), '[^/?&#]+');
        const route: Route = {
          site,
          platform,
          pattern: new RegExp(`^${source}$`, 'i'),
          withQuery: pathAndQuery.includes('?'),
          which,
          format: formatOf(template, site, which),
        };
        if (host.includes('{account}')) {
          const hostPattern = new RegExp(
            `^${escapeRegex(host).replace(escapeRegex('{account}'), '([a-z0-9-]+)')}$`,
            'i',
          );
          // The username is in the host; the path must still match the rest of the template.
          const pathPattern = new RegExp(
            `^${escapeRegex(pathAndQuery).replaceAll(escapeRegex('{account}'), '[^/?&#]+')}$`,
            'i',
          );
          this.byHostPattern.push({ host: hostPattern, routes: [{ ...route, pattern: pathPattern }] });
          continue;
        }
        this.byHost.set(host, [...(this.byHost.get(host) ?? []), route]);
      }
    }
  }

  hosts(): string[] {
    return [...this.byHost.keys()];
  }

  knowsHost(host: string): boolean {
    return this.byHost.has(host) || this.byHostPattern.some((p) => p.host.test(host));
  }

  match(index: SampleIndex, req: SampleRequest): ProbeMatch | undefined {
    const rawPath = req.rawPathAndQuery.split('?')[0] ?? '/';
    for (const { host, routes } of this.byHostPattern) {
      const m = host.exec(req.host);
      if (!m?.[1]) continue;
      for (const route of routes) {
        if (!route.pattern.test(route.withQuery ? req.rawPathAndQuery : rawPath)) continue;
        return {
          site: route.site,
          platform: route.platform,
          username: m[1],
          which: route.which,
          format: route.format,
          holder: index.holder(route.platform, m[1]),
        };
      }
    }
    const routes = this.byHost.get(req.host);
    if (!routes) return undefined;
    for (const route of routes) {
      const m = route.pattern.exec(route.withQuery ? req.rawPathAndQuery : rawPath);
      if (!m?.[1]) continue;
      let username = m[1];
      try {
        username = decodeURIComponent(username);
      } catch {
        // keep the raw form
      }
      return {
        site: route.site,
        platform: route.platform,
        username,
        which: route.which,
        format: route.format,
        holder: index.holder(route.platform, username),
      };
    }
    return undefined;
  }
}

/** Sites that sometimes refuse scripts, by platform: how often and how. */
const BLOCKING: Record<string, { rate: number; mode: 'forbidden' | 'challenge' }> = {
  instagram: { rate: 0.12, mode: 'forbidden' },
  x: { rate: 0.08, mode: 'challenge' },
  tiktok: { rate: 0.1, mode: 'challenge' },
  reddit: { rate: 0.1, mode: 'forbidden' },
};

/**
 * The answer a blocked probe gets, or undefined when this probe is let through. The choice is stable per username;
 * an archetype person's account is refused exactly when it is marked `probeBlocked`.
 */
export function blockedResponse(
  index: SampleIndex,
  match: ProbeMatch,
  host: string,
): SampleResponse | undefined {
  const rule =
    BLOCKING[match.platform] ??
    (match.site.protection && match.site.protection.length > 0
      ? { rate: 0.1, mode: 'challenge' as const }
      : undefined);
  const holder = match.holder;
  const blocked = holder?.person.archetype
    ? holder.account.probeBlocked === true
    : rule !== undefined &&
      index.chance(`block:${match.platform}:${match.username.toLowerCase()}`, rule.rate);
  if (!blocked) return undefined;
  const mode = rule?.mode ?? 'challenge';
  if (mode === 'challenge') {
    return html(403, challengePage(host), {
      'cf-mitigated': 'challenge',
      'cache-control': 'private, max-age=0, no-store',
    });
  }
  return html(
    403,
    '<!doctype html><html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>Your request has been blocked by network security.</p></body></html>',
  );
}

/** Does a response carry the catalogue's signals for this probe? */
export function satisfiesProbe(match: ProbeMatch, response: SampleResponse): boolean {
  const { site } = match;
  const body = bodyText(response);
  if (match.holder) {
    return (
      response.status === site.e_code &&
      body.includes(site.e_string) &&
      !(site.m_string !== '' && body.includes(site.m_string))
    );
  }
  return (
    response.status === site.m_code &&
    (site.m_string === '' || body.includes(site.m_string)) &&
    !body.includes(site.e_string)
  );
}

function profileData(holder: Holder): Record<string, unknown> {
  const { account } = holder;
  return {
    id: account.numericId,
    username: account.username,
    name: account.displayName,
    bio: account.bio,
    location: account.location ?? '',
    avatar: avatarOf(account),
    url: account.url,
    created_at: account.createdAt,
  };
}

/** `"key":` or `"key": value` → key and raw value text. */
function jsonMarker(marker: string): { key: string; value: string | null; spaced: boolean } | null {
  const m = /^"([^"]+)":(\s*)(.*)$/.exec(marker);
  if (!m?.[1]) return null;
  return { key: m[1], value: m[3] === '' || m[3] === undefined ? null : m[3], spaced: m[2] !== '' };
}

/** Puts the marker into a JSON object body, or appends it when it cannot be placed. */
function withJsonMarker(body: string, marker: string, value: unknown): string {
  if (body.includes(marker)) return body;
  const parsed = jsonMarker(marker);
  const open = body.startsWith('[{') ? 2 : body.startsWith('{') ? 1 : -1;
  if (parsed && open > 0) {
    const insert = parsed.value === null ? `${marker}${JSON.stringify(value)}` : marker;
    return `${body.slice(0, open)}${insert},${body.slice(open)}`;
  }
  return `${body}\n${marker}`;
}

function withHtmlMarker(body: string, marker: string): string {
  if (marker === '' || body.includes(marker)) return body;
  let element: string;
  if (/^[\w-]+="[^"]*"$/.test(marker)) element = `<div ${marker}></div>`;
  else if (/^[a-z][\w-]*$/i.test(marker) && marker.includes('_')) element = `<div class="${marker}"></div>`;
  else element = `<div hidden>${marker}</div>`;
  return body.includes('</body>') ? body.replace('</body>', `${element}\n</body>`) : `${body}\n${element}`;
}

function existingJson(platform: string, holder: Holder): string {
  const { person, account } = holder;
  switch (platform) {
    case 'gitlab':
      return JSON.stringify([
        {
          id: account.numericId,
          username: account.username,
          name: account.displayName,
          state: 'active',
          locked: false,
          avatar_url: avatarOf(account),
          web_url: account.url,
        },
      ]);
    case 'hackernews':
      return JSON.stringify({
        about: account.bio,
        created: epochSeconds(account.createdAt),
        id: account.username,
        karma: 1 + countFor(person, account, 'karma', 30_000),
        submitted: [40_000_000 + (account.numericId % 1_000_000), 39_000_000 + (account.numericId % 900_000)],
      });
    case 'dockerhub':
      return JSON.stringify({
        id: `${account.numericId.toString(16).padStart(8, '0')}a1b2c3d4e5f6a7b8c9d0e1f2`,
        uuid: `${account.numericId.toString(16).padStart(8, '0')}-a1b2-c3d4-e5f6-a7b8c9d0e1f2`,
        username: account.username,
        full_name: account.displayName,
        location: account.location ?? '',
        company: account.company ?? '',
        profile_url: account.website ?? '',
        date_joined: `${account.createdAt.slice(0, 19)}.000000Z`,
        gravatar_url: '',
        gravatar_email: '',
        type: 'User',
      });
    case 'reddit':
      return spacedJson({
        kind: 't2',
        data: {
          name: account.username,
          id: account.numericId.toString(36),
          created_utc: epochSeconds(account.createdAt),
          link_karma: countFor(person, account, 'link', 5000),
          comment_karma: countFor(person, account, 'comment', 50_000),
          total_karma: countFor(person, account, 'link', 5000) + countFor(person, account, 'comment', 50_000),
          icon_img: avatarOf(account),
          verified: true,
          has_verified_email: true,
          is_employee: false,
          subreddit: {
            display_name_prefixed: `u/${account.username}`,
            title: account.displayName,
            public_description: account.bio,
          },
        },
      });
    default:
      return JSON.stringify(profileData(holder));
  }
}

function missingJson(platform: string, site: ProbeSite): string {
  if (platform === 'reddit') return spacedJson({ message: 'Not Found', error: 404 });
  if (platform === 'dockerhub') return JSON.stringify({ message: 'User not found', errinfo: {} });
  const m = site.m_string;
  if (m === '') return JSON.stringify({ message: 'Not Found' });
  try {
    JSON.parse(m);
    return m;
  } catch {
    // not a whole JSON document
  }
  const parsed = jsonMarker(m);
  if (parsed) return parsed.value === null ? `{${m}${parsed.spaced ? ' ' : ''}"Not Found"}` : `{${m}}`;
  const body = JSON.stringify({ message: m });
  return body.includes(m) ? body : m;
}

function rss(holder: Holder): string {
  const { account } = holder;
  const e = escapeHtml;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" version="2.0">',
    '<channel>',
    `<title><![CDATA[Stories by ${account.displayName} on ${'Medium'}]]></title>`,
    `<description><![CDATA[Stories by ${account.displayName} on Medium]]></description>`,
    `<link>${e(account.url)}?source=rss-${e(account.username)}------2</link>`,
    `<image><url>${e(avatarOf(account))}</url><title>Stories by ${e(account.displayName)} on Medium</title><link>${e(account.url)}</link></image>`,
    `<lastBuildDate>${new Date(account.lastActiveAt).toUTCString()}</lastBuildDate>`,
    '</channel>',
    '</rss>',
  ].join('\n');
}

function flavour(platform: string, site: ProbeSite, holder: Holder): Partial<ProfilePage> {
  const { account } = holder;
  const dn = account.displayName;
  const u = account.username;
  const e = escapeHtml;
  const person = {
    '@type': 'Person',
    name: dn,
    alternateName: `@${u}`,
    description: account.bio,
    image: avatarOf(account),
    url: account.url,
    sameAs: account.links,
  };
  switch (platform) {
    case 'instagram':
      return {
        title: `${dn} (@${u}) • Instagram photos and videos`,
        ogTitle: `${dn} (@${u}) • Instagram photos and videos`,
        jsonLd: { '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: person },
      };
    case 'twitch':
      return {
        title: `${u} - Twitch`,
        ogTitle: u,
        jsonLd: { '@context': 'http://schema.org', '@type': 'ProfilePage', mainEntity: person },
      };
    case 'x':
      return {
        title: `${dn} (@${u}) / X`,
        ogTitle: `${dn} (@${u}) on X`,
        body: [
          `<div data-testid="UserName"><span>${e(dn)}</span><span>@${e(u)}</span></div>`,
          account.location ? `<span data-testid="UserLocation">${e(account.location)}</span>` : '',
          account.website
            ? `<a data-testid="UserUrl" href="${e(account.website)}">${e(account.website)}</a>`
            : '',
        ].join('\n'),
      };
    case 'tiktok':
      return {
        title: `${dn} (@${u}) | TikTok`,
        head: `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${scriptJson({
          __DEFAULT_SCOPE__: {
            'webapp.user-detail': {
              userInfo: {
                user: {
                  id: String(account.numericId),
                  uniqueId: u,
                  nickname: dn,
                  signature: account.bio,
                  avatarLarger: avatarOf(account),
                },
              },
            },
          },
        })}</script>`,
      };
    case 'pinterest':
    case 'behance':
      return {
        title: platform === 'pinterest' ? `${dn} (${u}) - Profile | Pinterest` : `${dn} on Behance`,
        head: `<script id="initial-state" type="application/json">${scriptJson({ profileOwner: { id: String(account.numericId), username: u, full_name: dn, about: account.bio, location: account.location ?? '' } })}</script>`,
      };
    case 'soundcloud':
      return {
        title: `${dn} | Listen to music on SoundCloud`,
        head: `<script>window.__sc_hydration = ${scriptJson([{ hydratable: 'user', data: { kind: 'user', id: account.numericId, username: u, permalink: u, full_name: dn, description: account.bio, city: account.location ?? '' } }])};</script>`,
      };
    case 'telegram':
      return {
        title: `Telegram: Contact @${u}`,
        ogTitle: dn,
        body: `<div class="tgme_page_title"><span dir="auto">${e(dn)}</span></div>\n<div class="tgme_page_extra">@${e(u)}</div>\n<div class="tgme_page_description">${e(account.bio)}</div>`,
      };
    case 'hackernews':
      return { title: `Profile: ${u} | Hacker News`, ogTitle: u, displayName: u };
    case 'medium':
      return { title: `${dn} – Medium`, ogTitle: dn };
    default: {
      const marker = jsonMarker(site.e_string);
      return {
        head: marker
          ? `<script type="application/json" id="profile-data">${scriptJson({ ...profileData(holder), [marker.key]: account.username })}</script>`
          : '',
      };
    }
  }
}

function profileHtml(platform: string, site: ProbeSite, holder: Holder): string {
  const { account } = holder;
  const page: ProfilePage = {
    siteName: site.name,
    title: `${account.displayName} (@${account.username}) | ${site.name}`,
    ogTitle: `${account.displayName} (@${account.username})`,
    description: account.bio,
    image: avatarOf(account),
    url: account.url,
    displayName: account.displayName,
    handle: `@${account.username}`,
    bio: account.bio,
    location: account.location,
    company: account.company,
    website: account.website,
    relMe: account.links,
    ...flavour(platform, site, holder),
  };
  return renderProfilePage(page);
}

function missingHtml(site: ProbeSite): string {
  const m = site.m_string;
  const title = m.startsWith('<title>')
    ? `${m} • ${escapeHtml(site.name)}</title>`
    : `<title>${escapeHtml(site.name)}</title>`;
  let content = '<p>Not found</p>';
  if (m !== '' && !m.startsWith('<title>'))
    content = /^[a-z][\w-]*$/i.test(m) && m.includes('_') ? `<div class="${m}"></div>` : `<h2>${m}</h2>`;
  return `<!doctype html>\n<html>\n<head><meta charset="utf-8">${title}</head>\n<body>\n${content}\n</body>\n</html>`;
}

/** The generic answer to a catalogue URL: an existing account → e_code with e_string; a missing one → m_code with m_string. */
export function probeResponse(match: ProbeMatch, host: string): SampleResponse {
  const { site, platform, holder, format, which } = match;
  if (holder) {
    let response: SampleResponse;
    if (format === 'json')
      response = rawJson(
        site.e_code,
        withJsonMarker(existingJson(platform, holder), site.e_string, holder.account.username),
      );
    else if (format === 'rss')
      response = text(
        site.e_code,
        withHtmlMarker(rss(holder), site.e_string),
        'application/rss+xml; charset=utf-8',
      );
    else
      response = html(
        which === 'pretty' ? 200 : site.e_code,
        which === 'pretty'
          ? profileHtml(platform, site, holder)
          : withHtmlMarker(profileHtml(platform, site, holder), site.e_string),
      );
    return response;
  }
  if (which === 'pretty') return html(404, missingHtml({ ...site, m_string: '' }));
  if (site.m_code >= 300 && site.m_code < 400)
    return redirect(site.m_code, `https://${host}/`, site.m_string);
  if (format === 'json') return rawJson(site.m_code, missingJson(platform, site));
  return html(site.m_code, missingHtml(site));
}

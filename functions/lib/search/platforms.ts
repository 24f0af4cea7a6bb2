import { getDomain } from 'tldts';
import { ownCatalogue, platformKey } from './probes/catalogue.ts';
import type { ProbeSite } from './probes/catalogue.ts';

/** Who an account or website is: a platform and a handle on it, with the URL a person would open. */
export interface Identity {
  /** Platform key ("github", "x", "mastodon", "website"). */
  platform: string;
  /** The platform's name as shown ("GitHub"). */
  label: string;
  handle: string;
  url: string;
}

/** The key two findings about the same account share. */
export function identityKey(identity: Pick<Identity, 'platform' | 'handle'>): string {
  return `${identity.platform}:${identity.handle.toLowerCase()}`;
}

interface PlatformRule {
  key: string;
  label: string;
  hosts: string[];
  /** Reads the handle from a URL on one of the hosts, or null when the URL is not a profile. */
  handleOf: (url: URL) => string | null;
  profileUrl: (handle: string) => string;
  /** The URL as found is the profile's address (not rebuilt from the handle). */
  keepPath?: boolean;
}

const RESERVED = new Set([
  'about',
  'explore',
  'settings',
  'login',
  'signup',
  'join',
  'search',
  'home',
  'help',
  'privacy',
  'terms',
  'orgs',
  'topics',
  'features',
  'marketplace',
  'sponsors',
  'notifications',
  'pricing',
  'enterprise',
  'share',
  'intent',
  'hashtag',
  'i',
  'p',
  'reel',
  'reels',
  'stories',
  'explore',
  'watch',
  'results',
  'pages',
  'groups',
  'events',
  'sharer',
  'dialog',
  'policies',
  'legal',
  'tos',
  'new',
  'api',
  'site',
  'web',
  'user',
  'users',
]);

function segment(pattern: RegExp): (url: URL) => string | null {
  return (url) => {
    const match = pattern.exec(url.pathname);
    const handle = match?.[1];
    if (!handle || RESERVED.has(handle.toLowerCase())) return null;
    return decodeURIComponent(handle);
  };
}

const RULES: PlatformRule[] = [
  {
    key: 'github',
    label: 'GitHub',
    hosts: ['github.com'],
    handleOf: segment(/^\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/?$/),
    profileUrl: (h) => `https://github.com/${h}`,
  },
  {
    key: 'x',
    label: 'X',
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com'],
    handleOf: segment(/^\/@?([A-Za-z0-9_]{1,15})\/?$/),
    profileUrl: (h) => `https://x.com/${h}`,
  },
  {
    key: 'instagram',
    label: 'Instagram',
    hosts: ['instagram.com'],
    handleOf: segment(/^\/([A-Za-z0-9_.]{1,30})\/?$/),
    profileUrl: (h) => `https://www.instagram.com/${h}/`,
  },
  {
    key: 'facebook',
    label: 'Facebook',
    hosts: ['facebook.com', 'fb.com'],
    handleOf: segment(/^\/([A-Za-z0-9.]{3,80})\/?$/),
    profileUrl: (h) => `https://www.facebook.com/${h}`,
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    hosts: ['linkedin.com'],
    handleOf: segment(/^\/in\/([^/]+)\/?$/),
    profileUrl: (h) => `https://www.linkedin.com/in/${h}/`,
  },
  {
    key: 'bluesky',
    label: 'Bluesky',
    hosts: ['bsky.app'],
    handleOf: segment(/^\/profile\/([^/]+)\/?$/),
    profileUrl: (h) => `https://bsky.app/profile/${h}`,
  },
  {
    key: 'keybase',
    label: 'Keybase',
    hosts: ['keybase.io'],
    handleOf: segment(/^\/([A-Za-z0-9_]{2,16})\/?$/),
    profileUrl: (h) => `https://keybase.io/${h}`,
  },
  {
    key: 'stackoverflow',
    label: 'Stack Overflow',
    hosts: ['stackoverflow.com'],
    handleOf: segment(/^\/users\/(\d+)(?:\/[^/]*)?\/?$/),
    profileUrl: (h) => `https://stackoverflow.com/users/${h}`,
    // The profile's address carries a name slug after the id; keep it as the page writes it.
    keepPath: true,
  },
  {
    key: 'youtube',
    label: 'YouTube',
    hosts: ['youtube.com', 'm.youtube.com'],
    handleOf: (url) => {
      const channel = /^\/channel\/(UC[\w-]+)\/?$/.exec(url.pathname)?.[1];
      if (channel) return channel;
      const handle = /^\/(@[\w.-]+)\/?$/.exec(url.pathname)?.[1];
      return handle ?? null;
    },
    profileUrl: (h) =>
      h.startsWith('@') ? `https://www.youtube.com/${h}` : `https://www.youtube.com/channel/${h}`,
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    hosts: ['tiktok.com'],
    handleOf: segment(/^\/@([\w.]{2,24})\/?$/),
    profileUrl: (h) => `https://www.tiktok.com/@${h}`,
  },
  {
    key: 'reddit',
    label: 'Reddit',
    hosts: ['reddit.com', 'old.reddit.com'],
    handleOf: segment(/^\/(?:u|user)\/([\w-]{3,20})\/?$/),
    profileUrl: (h) => `https://www.reddit.com/user/${h}`,
  },
  {
    key: 'hackernews',
    label: 'Hacker News',
    hosts: ['news.ycombinator.com'],
    handleOf: (url) => (url.pathname === '/user' ? url.searchParams.get('id') : null),
    profileUrl: (h) => `https://news.ycombinator.com/user?id=${h}`,
  },
  {
    key: 'devto',
    label: 'DEV Community',
    hosts: ['dev.to'],
    handleOf: segment(/^\/([A-Za-z0-9_]{2,30})\/?$/),
    profileUrl: (h) => `https://dev.to/${h}`,
  },
  {
    key: 'wikidata',
    label: 'Wikidata',
    hosts: ['wikidata.org'],
    handleOf: segment(/^\/(?:wiki|entity)\/(Q\d+)\/?$/),
    profileUrl: (h) => `https://www.wikidata.org/wiki/${h}`,
  },
];

/** Domains of platforms whose pages are accounts, not mentions. */
const SOCIAL_DOMAINS = new Set([
  'github.com',
  'x.com',
  'twitter.com',
  'instagram.com',
  'facebook.com',
  'fb.com',
  'linkedin.com',
  'bsky.app',
  'keybase.io',
  'stackoverflow.com',
  'stackexchange.com',
  'youtube.com',
  'tiktok.com',
  'reddit.com',
  'ycombinator.com',
  'threads.net',
  'pinterest.com',
  'tumblr.com',
  'snapchat.com',
  'twitch.tv',
  'medium.com',
  'mastodon.social',
  'mastodon.online',
  'dev.to',
  'gitlab.com',
  'codeberg.org',
  't.me',
  'telegram.me',
  'soundcloud.com',
  'behance.net',
  'dribbble.com',
  'flickr.com',
  'vk.com',
  'quora.com',
  'hub.docker.com',
  'docker.com',
  'linktr.ee',
  'about.me',
  'wikidata.org',
]);

/** Link shorteners and hubs that say nothing about who owns them. */
const OPAQUE_HOSTS = new Set(['t.co', 'bit.ly', 'goo.gl', 'tinyurl.com', 'ow.ly', 'buff.ly', 'lnkd.in']);

/** A rule derived from a probe site's URL template ("https://codeberg.org/{account}"). */
interface TemplateRule {
  key: string;
  label: string;
  host: string;
  pattern: RegExp;
  site: ProbeSite;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templateRule(site: ProbeSite): TemplateRule | null {
  const template = site.uri_pretty ?? site.uri_check;
  let parsed: URL;
  try {
    parsed = new URL(template.replaceAll('{account}', 'ACCOUNT'));
  } catch {
    return null;
  }
  const rest = `${parsed.pathname}${parsed.search}`;
  if (!rest.includes('ACCOUNT')) return null;
  const [before = '', after = ''] = rest.split('ACCOUNT');
  return {
    key: platformKey(site.name),
    label: site.name,
    host: bareHost(parsed.host),
    pattern: new RegExp(
      `^${escapeRegExp(before)}([^/?#&]+)${escapeRegExp(after.replace(/\/$/, ''))}/?$`,
      'i',
    ),
    site,
  };
}

let templateRules: TemplateRule[] = ownCatalogue.map(templateRule).filter((rule) => rule !== null);

/** Makes URLs of a loaded probe catalogue recognisable as accounts. */
export function registerProbeSites(sites: ProbeSite[]): void {
  const known = new Set(templateRules.map((rule) => `${rule.host} ${rule.pattern.source}`));
  for (const site of sites) {
    const rule = templateRule(site);
    if (rule && !known.has(`${rule.host} ${rule.pattern.source}`)) {
      templateRules = [...templateRules, rule];
      known.add(`${rule.host} ${rule.pattern.source}`);
    }
  }
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/^(www|m|mobile)\./, '');
}

/** A platform's display name for a key ("devcommunity" → "DEV Community"). */
export function platformLabel(key: string): string {
  return (
    RULES.find((rule) => rule.key === key)?.label ??
    templateRules.find((rule) => rule.key === key)?.label ??
    (key === 'mastodon' ? 'Mastodon' : key === 'website' ? 'Website' : key)
  );
}

/** The profile URL of a handle on a known platform. */
export function profileUrlFor(platform: string, handle: string): string | null {
  const rule = RULES.find((candidate) => candidate.key === platform);
  if (rule) return rule.profileUrl(handle);
  if (platform === 'mastodon') {
    const [user, host] = handle.split('@');
    return user && host ? `https://${host}/@${user}` : null;
  }
  const template = templateRules.find((candidate) => candidate.key === platform);
  if (template) {
    return (template.site.uri_pretty ?? template.site.uri_check).replaceAll(
      '{account}',
      encodeURIComponent(handle),
    );
  }
  return null;
}

/** The identity of a handle on a known platform. */
export function identityFor(platform: string, handle: string): Identity | null {
  const clean = handle.trim().replace(/^@/, '');
  if (clean === '') return null;
  const url = profileUrlFor(platform, clean);
  return url ? { platform, label: platformLabel(platform), handle: clean, url } : null;
}

/** A Mastodon-style address `user@host` as an identity. */
export function fediverseIdentity(address: string): Identity | null {
  const match = /^@?([A-Za-z0-9_.-]+)@([A-Za-z0-9.-]+\.[A-Za-z]{2,})$/.exec(address.trim());
  if (!match?.[1] || !match[2]) return null;
  const handle = `${match[1]}@${match[2].toLowerCase()}`;
  return {
    platform: 'mastodon',
    label: 'Mastodon',
    handle,
    url: `https://${match[2].toLowerCase()}/@${match[1]}`,
  };
}

/** Normalised form of a personal website: host without "www." and path without a trailing slash. */
export function websiteIdentity(url: URL): Identity {
  const path = url.pathname.replace(/\/+$/, '');
  const handle = `${bareHost(url.host)}${path}`;
  return { platform: 'website', label: 'Website', handle, url: `${url.protocol}//${url.host}${path || '/'}` };
}

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * What a link points at: an account on a known platform, a Mastodon-style profile (`https://host/@user`), a
 * personal website, or null for links that identify nobody (platform home pages, shorteners, posts).
 */
export function identityFromUrl(text: string): Identity | null {
  const url = parseUrl(text);
  if (!url) return null;
  const host = bareHost(url.host);
  if (OPAQUE_HOSTS.has(host)) return null;
  for (const rule of RULES) {
    if (!rule.hosts.includes(host)) continue;
    const handle = rule.handleOf(url);
    const identity = handle ? identityFor(rule.key, handle) : null;
    if (identity && rule.keepPath)
      return { ...identity, url: `https://${rule.hosts[0] ?? host}${url.pathname.replace(/\/+$/, '')}` };
    return identity;
  }
  for (const rule of templateRules) {
    if (rule.host !== host) continue;
    const handle = rule.pattern.exec(`${url.pathname}${url.search}`)?.[1];
    if (handle) return identityFor(rule.key, decodeURIComponent(handle));
  }
  const fediverse = /^\/@([A-Za-z0-9_.]+)\/?$/.exec(url.pathname)?.[1];
  if (fediverse) return fediverseIdentity(`${fediverse}@${url.host}`);
  if (isSocialDomain(url.toString())) return null;
  return websiteIdentity(url);
}

/** True for pages of social platforms (they show up as accounts, never as mentions). */
export function isSocialDomain(url: string): boolean {
  const parsed = parseUrl(url);
  if (!parsed) return false;
  const host = bareHost(parsed.host);
  const domain = getDomain(parsed.host) ?? host;
  return (
    SOCIAL_DOMAINS.has(domain) ||
    SOCIAL_DOMAINS.has(host) ||
    RULES.some((rule) => rule.hosts.includes(host)) ||
    templateRules.some((rule) => rule.host === host || getDomain(rule.host) === domain)
  );
}

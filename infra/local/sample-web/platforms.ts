import { ownCatalogue, platformKey, profileUrl } from '../../../functions/lib/search/probes/catalogue.ts';
import type { ProbeSite } from '../../../functions/lib/search/probes/catalogue.ts';
import type { Persona } from './types.ts';

/** What a platform lets a username look like. */
export interface HandleRules {
  /** Separator characters allowed inside a username, in order of preference. */
  separators: string;
  minLength: number;
  maxLength: number;
  /** Usernames are stored lowercase only. */
  lowercaseOnly: boolean;
}

export interface PlatformSpec {
  key: string;
  label: string;
  rules: HandleRules;
  /** Chance that a person of each persona has an account here. */
  rates: Record<Persona, number>;
  /** Catalogue entries answered with this platform's accounts. */
  sites: ProbeSite[];
  /** One of the sources with its own API handler in the sample web. */
  api: boolean;
  profileUrl(username: string, instance?: string): string;
}

type Rates = [number, number, number, number];

function rates([developer, creative, professional, casual]: Rates): Record<Persona, number> {
  return { developer, creative, professional, casual };
}

const DEFAULT_RULES: HandleRules = { separators: '_', minLength: 3, maxLength: 20, lowercaseOnly: false };

const KNOWN_RULES: Record<string, Partial<HandleRules>> = {
  github: { separators: '-', maxLength: 39 },
  gitlab: { separators: '_.-', maxLength: 30 },
  codeberg: { separators: '_.-', maxLength: 30 },
  devto: { separators: '_', maxLength: 30 },
  hackernews: { separators: '_-', maxLength: 15 },
  dockerhub: { separators: '', minLength: 4, maxLength: 30, lowercaseOnly: true },
  stackoverflow: { separators: '', maxLength: 12 },
  keybase: { separators: '_', maxLength: 16, lowercaseOnly: true },
  mastodon: { separators: '_', maxLength: 30 },
  bluesky: { separators: '-', maxLength: 18, lowercaseOnly: true },
  instagram: { separators: '._', maxLength: 30, lowercaseOnly: true },
  x: { separators: '_', maxLength: 15 },
  tiktok: { separators: '._', maxLength: 24, lowercaseOnly: true },
  reddit: { separators: '_-', maxLength: 20 },
  medium: { separators: '._', maxLength: 30, lowercaseOnly: true },
  telegram: { separators: '_', minLength: 5, maxLength: 32 },
  pinterest: { separators: '_', maxLength: 30, lowercaseOnly: true },
  soundcloud: { separators: '-_', maxLength: 25, lowercaseOnly: true },
  twitch: { separators: '_', minLength: 4, maxLength: 25, lowercaseOnly: true },
  behance: { separators: '_-', maxLength: 30, lowercaseOnly: true },
};

//                                  developer creative professional casual
const KNOWN_RATES: Record<string, Rates> = {
  github: [0.85, 0.12, 0.18, 0.04],
  gitlab: [0.25, 0.02, 0.03, 0.01],
  codeberg: [0.12, 0.02, 0.01, 0],
  devto: [0.3, 0.03, 0.05, 0.01],
  hackernews: [0.35, 0.05, 0.1, 0.02],
  dockerhub: [0.25, 0, 0.02, 0],
  stackoverflow: [0.55, 0.05, 0.1, 0.02],
  keybase: [0.2, 0.02, 0.03, 0.01],
  mastodon: [0.35, 0.2, 0.1, 0.05],
  bluesky: [0.35, 0.35, 0.3, 0.2],
  x: [0.5, 0.5, 0.55, 0.45],
  instagram: [0.35, 0.8, 0.5, 0.7],
  tiktok: [0.08, 0.35, 0.1, 0.35],
  reddit: [0.35, 0.25, 0.15, 0.3],
  medium: [0.15, 0.15, 0.3, 0.05],
  telegram: [0.1, 0.1, 0.1, 0.15],
  pinterest: [0.03, 0.4, 0.1, 0.25],
  soundcloud: [0.05, 0.3, 0.02, 0.08],
  twitch: [0.1, 0.15, 0.03, 0.15],
  behance: [0.01, 0.45, 0.02, 0.01],
};

const RATES_BY_CATEGORY: Record<string, Rates> = {
  coding: [0.15, 0.02, 0.03, 0.01],
  social: [0.1, 0.15, 0.1, 0.15],
  art: [0.02, 0.2, 0.02, 0.03],
  music: [0.03, 0.15, 0.02, 0.05],
  video: [0.04, 0.12, 0.03, 0.08],
  gaming: [0.08, 0.05, 0.02, 0.1],
  blog: [0.06, 0.08, 0.08, 0.03],
  business: [0.05, 0.05, 0.15, 0.03],
  images: [0.02, 0.2, 0.05, 0.08],
};

/** The API sources and the hosts that identify them in catalogue URLs. */
const API_PLATFORMS: {
  key: string;
  label: string;
  hosts: string[];
  url: (u: string, instance?: string) => string;
}[] = [
  {
    key: 'github',
    label: 'GitHub',
    hosts: ['github.com', 'api.github.com'],
    url: (u) => `https://github.com/${u}`,
  },
  {
    key: 'bluesky',
    label: 'Bluesky',
    hosts: ['bsky.app', 'public.api.bsky.app'],
    url: (u) => `https://bsky.app/profile/${u}`,
  },
  {
    key: 'mastodon',
    label: 'Mastodon',
    hosts: ['mastodon.social', 'fosstodon.org'],
    url: (u, instance) => `https://${instance ?? 'mastodon.social'}/@${u}`,
  },
  {
    key: 'stackoverflow',
    label: 'Stack Overflow',
    hosts: ['stackoverflow.com', 'api.stackexchange.com'],
    url: (u) => `https://stackoverflow.com/users/${u}`,
  },
  { key: 'keybase', label: 'Keybase', hosts: ['keybase.io'], url: (u) => `https://keybase.io/${u}` },
  { key: 'codeberg', label: 'Codeberg', hosts: ['codeberg.org'], url: (u) => `https://codeberg.org/${u}` },
  { key: 'devto', label: 'DEV Community', hosts: ['dev.to'], url: (u) => `https://dev.to/${u}` },
];

export const MASTODON_INSTANCES = ['mastodon.social', 'fosstodon.org'] as const;

function hostOf(template: string): string {
  try {
    return new URL(template.replaceAll('{account}', 'x')).hostname;
  } catch {
    return '';
  }
}

/**
 * The platform key a catalogue site's accounts belong to. Usually `platformKey(site.name)`; a site on the host
 * of an API source shares that source's accounts and key ("DEV Community" → 'devto').
 */
export function platformForSite(site: ProbeSite): string {
  const hosts = [hostOf(site.uri_check), hostOf(site.uri_pretty ?? site.uri_check)];
  for (const api of API_PLATFORMS) {
    if (hosts.some((h) => api.hosts.includes(h))) return api.key;
  }
  return platformKey(site.name);
}

/** Every platform of the sample web: the API sources, then each catalogue site not already covered. */
export function buildPlatforms(catalogue: readonly ProbeSite[] = ownCatalogue): PlatformSpec[] {
  const specs = new Map<string, PlatformSpec>();
  // A long catalogue of little-known sites should not give everyone dozens of accounts.
  const unknown = new Set(catalogue.map(platformForSite).filter((key) => !KNOWN_RATES[key])).size;
  const dilution = Math.min(1, 15 / Math.max(1, unknown));
  for (const api of API_PLATFORMS) {
    specs.set(api.key, {
      key: api.key,
      label: api.label,
      rules: { ...DEFAULT_RULES, ...KNOWN_RULES[api.key] },
      rates: rates(KNOWN_RATES[api.key] ?? [0.05, 0.05, 0.05, 0.05]),
      sites: [],
      api: true,
      profileUrl: api.url,
    });
  }
  for (const site of catalogue) {
    const key = platformForSite(site);
    const existing = specs.get(key);
    if (existing) {
      existing.sites.push(site);
      continue;
    }
    const known = KNOWN_RATES[key];
    const base = RATES_BY_CATEGORY[site.cat] ?? [0.03, 0.03, 0.03, 0.03];
    // A username that is part of a host name can only use letters, digits and hyphens.
    const inHost = /^https?:\/\/[^/]*\{account\}/.test(site.uri_check);
    specs.set(key, {
      key,
      label: site.name,
      rules: {
        ...DEFAULT_RULES,
        ...KNOWN_RULES[key],
        ...(inHost ? { separators: '-', lowercaseOnly: true } : {}),
      },
      rates: rates(known ?? (base.map((r) => r * dilution) as Rates)),
      sites: [site],
      api: false,
      profileUrl: (u) => profileUrl(site, u),
    });
  }
  return [...specs.values()];
}

export const API_HOSTS: Record<string, string> = Object.fromEntries(
  API_PLATFORMS.flatMap((api) => api.hosts.map((host) => [host, api.key])),
);

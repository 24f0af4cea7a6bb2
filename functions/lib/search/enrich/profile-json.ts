import { identityFor, identityFromUrl } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import { htmlLinks, htmlToText } from './page-meta.ts';

/** What a profile API's JSON (a probe's answer) says about the account's owner. */
export interface JsonProfile {
  names: string[];
  bios: string[];
  locations: string[];
  employers: string[];
  /** Accounts and sites the owner links to, with the field they came from. */
  links: { target: Identity; via: string }[];
}

const NAME_KEYS = ['name', 'full_name', 'fullName', 'display_name', 'displayName'];
const BIO_KEYS = ['bio', 'summary', 'description', 'about', 'note', 'public_description'];
const LOCATION_KEYS = ['location'];
const EMPLOYER_KEYS = ['company', 'organization', 'employer'];
const SITE_KEYS = ['website', 'website_url', 'websiteUrl', 'blog', 'profile_url'];
const HANDLE_KEYS: Record<string, string> = {
  twitter_username: 'x',
  twitter: 'x',
  github_username: 'github',
  github: 'github',
  linkedin: 'linkedin',
  instagram: 'instagram',
};
const NESTED_KEYS = ['data', 'user', 'profile', 'subreddit'];

function strings(record: Record<string, unknown>, keys: string[]): string[] {
  return keys
    .map((key) => record[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
}

function visit(value: unknown, base: string, profile: JsonProfile, depth: number): void {
  if (depth > 2) return;
  const node = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  const record = node as Record<string, unknown>;
  profile.names.push(...strings(record, NAME_KEYS));
  for (const bio of strings(record, BIO_KEYS)) {
    profile.bios.push(htmlToText(bio));
    for (const url of htmlLinks(bio, base)) {
      const target = identityFromUrl(url);
      if (target) profile.links.push({ target, via: 'bio link' });
    }
  }
  profile.locations.push(...strings(record, LOCATION_KEYS));
  profile.employers.push(...strings(record, EMPLOYER_KEYS).map((employer) => employer.replace(/^@/, '')));
  for (const [key, site] of SITE_KEYS.map((k) => [k, record[k]] as const)) {
    if (typeof site !== 'string' || site.trim() === '') continue;
    const target = identityFromUrl(site);
    if (target) profile.links.push({ target, via: key });
  }
  for (const [key, platform] of Object.entries(HANDLE_KEYS)) {
    const handle = record[key];
    if (typeof handle !== 'string' || handle.trim() === '') continue;
    const target = handle.includes('/') ? identityFromUrl(handle) : identityFor(platform, handle);
    if (target) profile.links.push({ target, via: key });
  }
  for (const key of NESTED_KEYS) visit(record[key], base, profile, depth + 1);
}

/** Reads the common profile fields of a JSON answer; anything unrecognised is ignored. */
export function readProfileJson(data: unknown, base: string): JsonProfile {
  const profile: JsonProfile = { names: [], bios: [], locations: [], employers: [], links: [] };
  visit(data, base, profile, 0);
  return profile;
}

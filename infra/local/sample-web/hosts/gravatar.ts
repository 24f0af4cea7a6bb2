import { json } from '../server/http.ts';
import type { HostHandler } from '../server/http.ts';
import type { SampleIndex } from '../server/sample-index.ts';
import { sha256 } from '../server/sample-index.ts';

const SERVICE_LABELS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  instagram: 'Instagram',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  stackoverflow: 'Stack Overflow',
  tiktok: 'TikTok',
  reddit: 'Reddit',
};

/** Gravatar profiles (REST v3) for the share of email owners who made one. */
export function gravatarHosts(index: SampleIndex): Record<string, HostHandler> {
  const api: HostHandler = (req) => {
    const m = /^\/v3\/profiles\/([^/]+)\/?$/.exec(req.path);
    if (!m?.[1]) return json(404, { error: 'Not found', code: 'not_found' });
    const key = m[1].toLowerCase();
    const found = index.gravatar.get(key) ?? index.gravatar.get(sha256(key));
    if (!found) return json(404, { error: 'Profile not found', code: 'profile_not_found' });
    const { person, email } = found;
    const hash = sha256(email);
    const photo = person.accounts.find((a) => a.avatarKey)?.avatarKey;
    const verified = person.accounts
      .filter((a) => SERVICE_LABELS[a.platform] && !a.dormant)
      .slice(0, 4)
      .map((a) => ({
        service_type: a.platform,
        service_label: SERVICE_LABELS[a.platform] ?? a.platform,
        service_icon: `https://gravatar.com/icons/${a.platform}.svg`,
        url: a.url,
        is_hidden: false,
      }));
    const slug = person.accounts[0]?.username.toLowerCase() ?? person.id;
    return json(200, {
      hash,
      display_name: person.name,
      profile_url: `https://gravatar.com/${slug}`,
      avatar_url: `https://0.gravatar.com/avatar/${hash}`,
      avatar_alt_text: photo ? `${person.givenName}'s profile picture` : '',
      location: person.cityVariants[0] ?? '',
      description: person.accounts.find((a) => a.bio)?.bio ?? '',
      job_title: person.jobTitle,
      company: person.employer ?? '',
      verified_accounts: verified,
      pronunciation: '',
      pronouns: '',
      header_image: '',
      background_color: '',
      number_verified_accounts: verified.length,
    });
  };
  return { 'api.gravatar.com': api };
}

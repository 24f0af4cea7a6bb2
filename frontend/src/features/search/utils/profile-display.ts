import type { Account, Profile } from '../../../../../shared/search/results.ts';

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Display name, else canonical name, else 'Possible Match'. */
export function profileName(profile: Profile): string {
  return present(profile.displayName) ?? present(profile.canonicalName) ?? 'Possible Match';
}

/** The summary, else the first account's description, else its snippet. */
export function profileSummary(profile: Profile): string | null {
  const first = profile.accounts[0];
  return present(profile.summary) ?? present(first?.ogDescription) ?? present(first?.snippet);
}

export function accountTitle(account: Account): string | null {
  return present(account.title) ?? present(account.ogTitle);
}

export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '?');
}

/** `count` followed by the noun, singular for one. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { readMentionPages } from '../mentions/pages.ts';
import { identityFromUrl } from '../platforms.ts';
import { knownPlaces } from '../text/places.ts';
import type { MentionHit } from '../sources/types.ts';
import type { SeedSource } from './types.ts';

/** A phone number as libphonenumber-js (full metadata) reads it. */
export interface PhoneFacts {
  e164: string;
  national: string;
  international: string;
  country: CountryCode | null;
  /** MOBILE, FIXED_LINE, … or null when the metadata cannot tell. */
  type: string | null;
  /** In an assigned range. Reserved ranges (drama, examples) are possible but not valid, and are still searched. */
  valid: boolean;
}

/** Reads a number typed in any usual way; null when it cannot be a phone number anywhere. */
export function describePhone(input: string, defaultCountry?: CountryCode): PhoneFacts | null {
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed?.isPossible()) return null;
  const country = parsed.country ?? parsed.getPossibleCountries()[0] ?? null;
  return {
    e164: parsed.number,
    national: parsed.formatNational(),
    international: parsed.formatInternational(),
    country,
    type: parsed.getType() ?? null,
    valid: parsed.isValid(),
  };
}

/** The ways the number is written on pages, each searched as an exact phrase. */
export function phonePhrases(facts: PhoneFacts): string[] {
  return [...new Set([facts.national, facts.international, facts.e164])];
}

/** Does this text show the number (in any format)? */
export function textShowsPhone(text: string, facts: PhoneFacts): boolean {
  return findPhoneNumbersInText(text, { defaultCountry: facts.country ?? undefined, extended: true }).some(
    (found) => found.number.number === facts.e164,
  );
}

const NAME_BEFORE =
  /(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+|de|van|von|da|del|di|le|la)){1,3})[\s,–-]*(?:\(?\s*(?:tel|tél|phone|ph|mobile|mob|call)\.?:?\s*)?\(?\s*$/u;

/** The name written just before the number ("Treasurer: Ada Example (tel. 020 …)"), or null. */
export function nameBeforePhone(text: string, facts: PhoneFacts): string | null {
  const found = findPhoneNumbersInText(text, {
    defaultCountry: facts.country ?? undefined,
    extended: true,
  }).find((f) => f.number.number === facts.e164);
  if (!found) return null;
  const before =
    text
      .slice(Math.max(0, found.startsAt - 80), found.startsAt)
      .split(/[\n;|]/)
      .pop() ?? '';
  const m = NAME_BEFORE.exec(before);
  return m?.[1]?.trim() ?? null;
}

/** How far from the number a link may sit and still be the person's ("Ada Example (tel. …) · Instagram"). */
const LINK_REACH = 160;

/** Accounts the page links right by the number: the owner's own, on a page that lists several people. */
export function accountsNearPhone(hit: MentionHit, facts: PhoneFacts): string[] {
  if (!hit.pageText || !hit.pageLinks) return [];
  const found = findPhoneNumbersInText(hit.pageText, {
    defaultCountry: facts.country ?? undefined,
    extended: true,
  }).filter((f) => f.number.number === facts.e164);
  return hit.pageLinks
    .filter((link) => {
      const identity = identityFromUrl(link.url);
      if (!identity || identity.platform === 'website') return false;
      return found.some((f) => link.at >= f.startsAt - LINK_REACH && link.at <= f.endsAt + LINK_REACH);
    })
    .map((link) => link.url);
}

/** A place the page's title names ("Committee | Lyon Running club" → "Lyon"), or null. */
function placeInTitle(title: string): string | null {
  const words = title.split(/[\s|,:–-]+/).filter((word) => word.length > 1);
  for (let size = 3; size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      const phrase = words.slice(i, i + size).join(' ');
      if (knownPlaces(phrase).size > 0) return phrase;
    }
  }
  return null;
}

/**
 * Phone search: the number's formats as exact phrases through the mention sources; pages that really show the
 * number (checked with findPhoneNumbersInText) become mentions, and the name written next to it, with the accounts
 * linked right by it, seed the search.
 */
export function phoneSeed(facts: PhoneFacts): SeedSource {
  return {
    id: 'phone-mentions',
    label: 'Web search (phone)',
    timeoutMs: 15_000,
    async run({ web, signal, mentionSources }) {
      if (mentionSources.length === 0) return {};
      const queries = phonePhrases(facts).map((phrase) => `"${phrase}"`);
      const answers = await Promise.allSettled(
        mentionSources.flatMap((source) => queries.map((query) => source.search(query, { web, signal }))),
      );
      if (answers.every((answer) => answer.status === 'rejected')) {
        const first = answers[0];
        throw first?.status === 'rejected' ? first.reason : new Error('no answer');
      }
      const byUrl = new Map<string, MentionHit>();
      for (const answer of answers) {
        if (answer.status !== 'fulfilled') continue;
        for (const hit of answer.value) if (!byUrl.has(hit.url)) byUrl.set(hit.url, hit);
      }
      const hits = [...byUrl.values()];
      await readMentionPages(web, hits, signal);
      const confirmed = hits.filter((hit) =>
        textShowsPhone(`${hit.title}\n${hit.snippet}\n${hit.pageText ?? ''}`, facts),
      );
      const names: string[] = [];
      const locations: string[] = [];
      const urls: string[] = [];
      for (const hit of confirmed) {
        urls.push(...accountsNearPhone(hit, facts));
        const name =
          nameBeforePhone(hit.pageText ?? hit.snippet, facts) ?? nameBeforePhone(hit.snippet, facts);
        if (name) names.push(name);
        const place = placeInTitle(hit.title);
        if (place) locations.push(place);
      }
      return { names, locations, urls: [...new Set(urls)], mentions: confirmed };
    },
  };
}

import type { Faker } from '@faker-js/faker';
import { faker as fakerDe } from '@faker-js/faker/locale/de';
import { faker as fakerEn } from '@faker-js/faker/locale/en';
import { faker as fakerEnIn } from '@faker-js/faker/locale/en_IN';
import { faker as fakerEs } from '@faker-js/faker/locale/es';
import { faker as fakerEsMx } from '@faker-js/faker/locale/es_MX';
import { faker as fakerFr } from '@faker-js/faker/locale/fr';
import { faker as fakerIt } from '@faker-js/faker/locale/it';
import { faker as fakerNl } from '@faker-js/faker/locale/nl';
import { faker as fakerPl } from '@faker-js/faker/locale/pl';
import { faker as fakerPtBr } from '@faker-js/faker/locale/pt_BR';
import {
  CROWDS,
  FAMILY_BOOST,
  KNOWN_TYPOS,
  LOCALE_NAMES,
  LOCALE_WEIGHTS,
  MIDDLE_NAMES,
  NICKNAMES,
} from '../data/names.ts';
import type { LocaleNames } from '../data/names.ts';
import { PLACES } from '../data/places.ts';
import {
  HANDLE_ADJECTIVES,
  HANDLE_NOUNS,
  HANDLE_SUFFIXES,
  HOBBIES,
  JOB_TITLES,
  MAIL_DOMAINS,
} from '../data/words.ts';
import type { Rng } from '../random.ts';
import { asciiWord, capitalize, hasDiacritics, slugify, stripDiacritics } from '../text.ts';
import type { Persona, SampleOrganisation, SamplePerson, SamplePlace } from '../types.ts';
import type { GenContext, PersonTraits } from './context.ts';

interface Slot {
  givenName?: string;
  familyName?: string;
  sex?: 'female' | 'male';
  locale: string;
}

const FAMILY_LOCALES: Record<string, readonly string[]> = {
  Smith: ['en_US', 'en_GB'],
  Garcia: ['en_US', 'es_MX', 'fr'],
  García: ['es', 'es_MX'],
  Johnson: ['en_US', 'en_GB'],
  Brown: ['en_US', 'en_GB'],
  Müller: ['de'],
  Lee: ['en_US', 'ko'],
};

const LOCALES = Object.keys(LOCALE_WEIGHTS);
const LOCALE_WEIGHT_VALUES = LOCALES.map((l) => LOCALE_WEIGHTS[l] ?? 1);

/** Faker's locale data supplies the long tail of names; only its word lists are read, never its random source. */
const FAKERS: Record<string, Faker> = {
  en: fakerEn,
  de: fakerDe,
  fr: fakerFr,
  es: fakerEs,
  es_MX: fakerEsMx,
  it: fakerIt,
  pt_BR: fakerPtBr,
  nl: fakerNl,
  pl: fakerPl,
  en_IN: fakerEnIn,
};

/** Long-tail names from faker's locale data, read once per locale. */
const fakerNameCache = new Map<string, { female: string[]; male: string[]; family: string[] }>();

function fakerNames(locale: string): { female: string[]; male: string[]; family: string[] } | undefined {
  const cached = fakerNameCache.get(locale);
  if (cached) return cached;
  const person = FAKERS[locale]?.rawDefinitions.person;
  if (!person?.first_name || !person.last_name) return undefined;
  const first = person.first_name;
  const clean = (list: readonly string[] | undefined): string[] =>
    (list ?? []).filter((n) => /^[\p{L}' -]+$/u.test(n) && !n.includes(' ') && n.length <= 14);
  const result = {
    female: clean(first.female ?? first.generic),
    male: clean(first.male ?? first.generic),
    family: clean(person.last_name.generic ?? person.last_name.female ?? person.last_name.male),
  };
  fakerNameCache.set(locale, result);
  return result;
}

function pickName(rng: Rng, names: LocaleNames, kind: 'female' | 'male' | 'family'): string {
  const longTail = names.fakerLocale ? fakerNames(names.fakerLocale) : undefined;
  const tailList = longTail?.[kind];
  if (tailList && tailList.length > 0 && rng.chance(0.35)) return rng.pick(tailList);
  return rng.pick(names[kind]);
}

function buildSlots(rng: Rng, size: number): Slot[] {
  const slots: Slot[] = [];
  const cap = Math.max(1, Math.floor(size / 40));
  for (const crowd of CROWDS) {
    const count = Math.min(crowd.count, cap);
    for (let i = 0; i < count; i += 1) {
      slots.push({
        givenName: crowd.givenName,
        familyName: crowd.familyName,
        sex: crowd.sex,
        locale: rng.pick(crowd.locales),
      });
    }
  }
  for (const [family, boost] of Object.entries(FAMILY_BOOST)) {
    const count = Math.min(boost, Math.floor(size / 60));
    for (let i = 0; i < count; i += 1) {
      slots.push({ familyName: family, locale: rng.pick(FAMILY_LOCALES[family] ?? ['en_US']) });
    }
  }
  while (slots.length < size) slots.push({ locale: rng.weighted(LOCALES, LOCALE_WEIGHT_VALUES) });
  return rng.shuffle(slots.slice(0, size));
}

function pickPlace(rng: Rng, locale: string, places: SamplePlace[]): SamplePlace {
  const local = PLACES.filter((p) => p.locales.includes(locale));
  const pool = local.length > 0 && rng.chance(0.9) ? local : PLACES;
  const seed = rng.weighted(
    pool,
    pool.map((p) => p.weight),
  );
  return places.find((p) => p.key === seed.key) ?? (places[0] as SamplePlace);
}

function pickEmployer(
  rng: Rng,
  persona: Persona,
  jobTitle: string,
  place: SamplePlace,
  orgs: SampleOrganisation[],
): SampleOrganisation | null {
  const local = orgs.filter((o) => o.placeKeys.length === 1 && o.placeKeys[0] === place.key);
  if (jobTitle === 'Student') return local.find((o) => o.kind === 'university') ?? null;
  if (['Nurse', 'Paramedic', 'Pharmacist'].includes(jobTitle))
    return local.find((o) => o.kind === 'public') ?? null;
  const global = orgs.filter((o) => o.placeKeys.length > 1 && o.placeKeys.includes(place.key));
  const shares: Record<Persona, [number, number]> = {
    developer: [0.6, 0.35],
    creative: [0.25, 0.45],
    professional: [0.35, 0.55],
    casual: [0.1, 0.6],
  };
  const [pGlobal, pLocal] = shares[persona];
  const r = rng.next();
  if (r < pGlobal && global.length > 0) return rng.pick(global);
  if (r < pGlobal + pLocal) {
    const firms = local.filter((o) => o.kind === 'company');
    if (firms.length > 0) return rng.pick(firms);
  }
  return null;
}

function typo(rng: Rng, word: string): string {
  const known = KNOWN_TYPOS[word];
  if (known && known.length > 0 && rng.chance(0.7)) return rng.pick(known);
  if (word.length < 4) return word;
  const i = rng.int(1, word.length - 3);
  return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
}

/** Name forms a username may be built from, most common first, with neutral separators. */
function nameHandleForms(
  given: string,
  family: string,
  nickname: string | undefined,
  camel: boolean,
): string[] {
  const f0 = asciiWord(given);
  const l0 = asciiWord(family);
  const f = camel ? capitalize(f0) : f0;
  const l = camel ? capitalize(l0) : l0;
  const fi = f.slice(0, 1);
  const li = l.slice(0, 1);
  const forms = [
    `${f}${l}`,
    `${fi}${l}`,
    `${f}.${l}`,
    `${f}_${l}`,
    `${f}${li}`,
    `${l}${f}`,
    `${f}-${l}`,
    `${fi}.${l}`,
    `${l}.${f}`,
    `${l}${fi}`,
  ];
  if (nickname) {
    const n0 = asciiWord(nickname);
    const n = camel ? capitalize(n0) : n0;
    forms.splice(1, 0, `${n}${l}`);
    forms.push(`${n}.${l}`, `${n}${li}`, `${n}_${l}`);
  }
  return forms;
}

function wordHandleForms(rng: Rng, given: string, family: string, birthYear: number): string[] {
  const f = asciiWord(given);
  const yy = String(birthYear % 100).padStart(2, '0');
  const adj = rng.pick(HANDLE_ADJECTIVES);
  const noun = rng.pick(HANDLE_NOUNS);
  return [
    `${adj}${noun}`,
    `${adj}_${noun}`,
    `${noun}${yy}`,
    `${f}${rng.pick(HANDLE_SUFFIXES)}`,
    `${f}_${noun}`,
    `the${noun}${rng.int(1, 99)}`,
    `${adj}${asciiWord(family).slice(0, 4)}`,
  ];
}

function buildHandles(
  rng: Rng,
  given: string,
  family: string,
  nickname: string | undefined,
  birthYear: number,
): string[] {
  const camel = rng.chance(0.1);
  const names = nameHandleForms(given, family, nickname, camel);
  const words = wordHandleForms(rng, given, family, birthYear);
  const yy = String(birthYear % 100).padStart(2, '0');
  const style = rng.weighted(['name', 'word', 'mixed'], [0.5, 0.32, 0.18]);
  // Keep the common name forms in front so that name-derived guesses often hit someone.
  const head = names.slice(0, 5);
  const rest = rng.shuffle(names.slice(5));
  const orderedNames = rng.chance(0.5) ? [...head, ...rest] : [...rng.shuffle(head), ...rest];
  if (style === 'name') return [...orderedNames, ...words];
  if (style === 'word') return [...words, ...orderedNames];
  const f = asciiWord(nickname ?? given);
  return [`${f}${yy}`, `${f}${asciiWord(family).slice(0, 1)}${yy}`, ...orderedNames, ...words];
}

function uniqueHost(ctx: GenContext, base: string): string {
  let host = `${base}.example`;
  let n = 2;
  while (ctx.usedHosts.has(host)) {
    host = `${base}${n}.example`;
    n += 1;
  }
  ctx.usedHosts.add(host);
  return host;
}

export const PHONE_COUNTRIES: Record<string, (n: number) => string> = {
  // Ranges set aside for drama and examples by each numbering plan.
  US: (n) =>
    `+1${['212', '312', '415', '512', '617', '206', '305', '713'][n % 8]}55501${String(n % 100).padStart(2, '0')}`,
  GB: (n) => `+447700900${String(n % 1000).padStart(3, '0')}`,
  FR: (n) => `+3363998${String(n % 10000).padStart(4, '0')}`,
};

export function generatePeople(ctx: GenContext): void {
  const { rng } = ctx;
  const slots = buildSlots(rng, ctx.size);
  const usedEmails = new Set<string>();
  const usedPhones = new Set<string>();
  let phoneCounter = 0;
  slots.forEach((slot, index) => {
    const names = LOCALE_NAMES[slot.locale] ?? (LOCALE_NAMES['en_US'] as LocaleNames);
    const sex = slot.sex ?? (rng.chance(0.5) ? 'female' : 'male');
    let givenName = slot.givenName ?? pickName(rng, names, sex);
    let familyName = slot.familyName ?? pickName(rng, names, 'family');
    if (slot.givenName === 'Maria' && (slot.locale === 'es' || slot.locale === 'es_MX') && rng.chance(0.6)) {
      givenName = 'María';
      familyName = 'García';
    }
    if (slot.givenName === 'José' && rng.chance(0.15)) givenName = 'Jose';
    const persona = rng.weighted<Persona>(
      ['developer', 'creative', 'professional', 'casual'],
      [0.32, 0.15, 0.28, 0.25],
    );
    const jobTitle = rng.pick(JOB_TITLES[persona]);
    const place = pickPlace(rng, slot.locale, ctx.places);
    const placeVariants = place.variants;
    const cityVariants = rng.sample(placeVariants, rng.int(1, Math.min(3, placeVariants.length)));
    const formerPlace = rng.chance(0.25) ? rng.pick(ctx.places.filter((p) => p.key !== place.key)) : null;
    const employer = pickEmployer(rng, persona, jobTitle, place, ctx.organisations);
    const formerOrg = rng.chance(0.3)
      ? rng.pick(ctx.organisations.filter((o) => o.key !== employer?.key))
      : null;
    const middleName = slot.locale.startsWith('en_') && rng.chance(0.2) ? rng.pick(MIDDLE_NAMES) : null;
    const nickOptions = NICKNAMES[givenName] ?? [];
    const goesByNickname = nickOptions.length > 0 && rng.chance(0.4);
    const nickname = goesByNickname ? (rng.chance(0.7) ? nickOptions[0] : rng.pick(nickOptions)) : undefined;
    const birthYear = rng.int(1955, 2006);
    const handles = buildHandles(rng, givenName, familyName, nickname, birthYear);
    const usualName =
      nickname && rng.chance(0.25) ? `${nickname} ${familyName}` : `${givenName} ${familyName}`;
    const id = `p${String(index + 1).padStart(4, '0')}`;

    const websiteChance = { developer: 0.3, creative: 0.35, professional: 0.12, casual: 0.04 }[persona];
    const website = rng.chance(websiteChance)
      ? `https://${uniqueHost(ctx, rng.chance(0.6) ? slugify(`${givenName} ${familyName}`) : slugify(handles[0] ?? id))}/`
      : null;

    const emails: string[] = [];
    const local = rng.chance(0.5)
      ? `${asciiWord(givenName)}.${asciiWord(familyName)}`
      : (handles[0] ?? id).toLowerCase().replace(/[^a-z0-9._]/g, '');
    if (rng.chance(0.7)) {
      let email = `${local}@${rng.pick(MAIL_DOMAINS)}`;
      if (usedEmails.has(email)) email = `${local}${birthYear % 100}@${rng.pick(MAIL_DOMAINS)}`;
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        emails.push(email);
      }
    }
    if (employer && rng.chance(0.5)) {
      let email = `${asciiWord(givenName)}.${asciiWord(familyName)}@${employer.domain}`;
      if (usedEmails.has(email))
        email = `${asciiWord(givenName).slice(0, 1)}${asciiWord(familyName)}${rng.int(2, 99)}@${employer.domain}`;
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        emails.push(email);
      }
    }

    let phone: string | null = null;
    const phoneFormat = PHONE_COUNTRIES[place.countryCode];
    if (phoneFormat && rng.chance(0.3)) {
      phoneCounter += 1;
      const candidate = phoneFormat(phoneCounter * 7 + rng.int(0, 6));
      if (!usedPhones.has(candidate)) {
        usedPhones.add(candidate);
        phone = candidate;
      }
    }

    const person: SamplePerson = {
      id,
      name: usualName,
      givenName,
      familyName,
      middleName,
      nicknames: nickname ? [nickname] : [],
      nameVariants: [],
      locale: slot.locale,
      persona,
      city: place.name,
      placeKey: place.key,
      country: place.country,
      cityVariants,
      formerCity: formerPlace ? (formerPlace.variants[0] ?? formerPlace.name) : null,
      employer: employer?.name ?? null,
      employerKey: employer?.key ?? null,
      employerVariants: employer ? rng.sample(employer.variants, rng.int(1, 2)) : [],
      formerEmployer: formerOrg?.name ?? null,
      jobTitle,
      website,
      emails,
      phone,
      accounts: [],
      mentions: [],
    };
    const traits: PersonTraits = {
      sex,
      handles,
      photos: [`${id}-photo-a`, `${id}-photo-b`],
      hobbies: rng.sample(HOBBIES, 2),
      goesByNickname,
      birthYear,
    };
    ctx.people.push(person);
    ctx.traits.set(id, traits);
  });
}

/** One way of writing a person's name, chosen at random with realistic frequencies. */
export function writtenName(rng: Rng, person: SamplePerson, options: { allowTypo?: boolean } = {}): string {
  const full = `${person.givenName} ${person.familyName}`;
  const nick = person.nicknames[0];
  const r = rng.next();
  if (nick && r < 0.45) return `${nick} ${person.familyName}`;
  if (hasDiacritics(full) && r < 0.7) return stripDiacritics(full);
  if (person.middleName && r < 0.75)
    return `${person.givenName} ${person.middleName.slice(0, 1)}. ${person.familyName}`;
  if (options.allowTypo !== false && r < 0.78) {
    return rng.chance(0.5)
      ? `${typo(rng, person.givenName)} ${person.familyName}`
      : `${person.givenName} ${typo(rng, person.familyName)}`;
  }
  if (r < 0.8) return `${person.givenName.slice(0, 1)}. ${person.familyName}`;
  return person.name;
}

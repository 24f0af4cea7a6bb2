import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PLACES } from '../data/places.ts';
import { HOBBIES, JOB_TITLES, MAIL_DOMAINS } from '../data/words.ts';
import { Rng } from '../random.ts';
import { asciiWord, capitalize, fold, slugify, stripDiacritics } from '../text.ts';
import type { Archetype, Persona, SampleAccount, SamplePage, SamplePerson, SamplePlace } from '../types.ts';
import { avatarUrl, blueskyDid, sanitizeHandle } from './accounts.ts';
import { REFERENCE_TIME, isoBetween } from './context.ts';
import type { GenContext } from './context.ts';
import { PHONE_COUNTRIES } from './people.ts';

/** The curated kinds of people, in the order they are generated. */
export const ARCHETYPES: readonly Archetype[] = ['email-only', 'phone-only', 'recursion', 'blocked-site'];
/** How many people of each archetype every population has. */
export const PEOPLE_PER_ARCHETYPE = 2;
/** How many archetype people come after the regular ones. */
export const ARCHETYPE_PEOPLE = ARCHETYPES.length * PEOPLE_PER_ARCHETYPE;

/** Invented given and family names, paired only with a family name nobody in the population has. */
const GIVEN_NAMES = [
  'Ysolde',
  'Casimir',
  'Linnea',
  'Evander',
  'Perpetua',
  'Odalric',
  'Tancredi',
  'Oriel',
  'Briseis',
  'Lysander',
  'Ottoline',
  'Sabeline',
  'Isaura',
  'Thelonius',
  'Corentin',
  'Wendeline',
];
const FAMILY_NAMES = [
  'Quillfeather',
  'Hollowmere',
  'Kestermoor',
  'Duskwell',
  'Vantrigg',
  'Ombrelaine',
  'Fenwright',
  'Larkmoor',
  'Brambleton',
  'Windlecombe',
  'Tarrowby',
  'Gorsedale',
];
/** Handle words of their own, so archetype usernames never look like anyone's name. */
const HANDLE_FIRST = [
  'amber',
  'brisk',
  'cobalt',
  'dapple',
  'ember',
  'fennel',
  'hazel',
  'indigo',
  'kelp',
  'linen',
  'mossy',
  'ochre',
  'pewter',
  'quartz',
  'russet',
  'sable',
];
const HANDLE_SECOND = [
  'heron',
  'marten',
  'newt',
  'oriole',
  'plover',
  'quail',
  'stoat',
  'tern',
  'wren',
  'vole',
  'gecko',
  'ibis',
  'lark',
  'puffin',
  'shrike',
  'tapir',
];

/** Catalogue sites whose accounts Gravatar lists as verified (see hosts/gravatar.ts). */
const GRAVATAR_SERVICES = ['instagram', 'tiktok', 'reddit', 'x'];
const EMAIL_EXTRA = ['pinterest', 'soundcloud', 'flickr', 'vsco', 'ravelry', 'etsy'];
/** Where a club page's photos or notes live. */
const PHONE_LINKED = ['flickr', 'pinterest', 'instagram'];
const PHONE_EXTRA = ['letterboxd', 'lastfm', 'openstreetmap', 'tripadvisor', 'ravelry'];
/** Sites a recursion person uses with their GitHub username; never X, whose handle GitHub profiles show. */
const RECURSION_EXTRA = [
  'lichess',
  'chesscom',
  'lastfm',
  'letterboxd',
  'codewars',
  'hackernews',
  'dockerhub',
  'soundcloud',
  'twitch',
  'discogs',
  'trakt',
  'steam',
];
/** Blocked-site people: the account that links, and the site that refuses probes of the linked account. */
const BLOCKED_PAIRS: readonly { linking: 'github' | 'bluesky'; blocked: string }[] = [
  { linking: 'github', blocked: 'instagram' },
  { linking: 'bluesky', blocked: 'x' },
];
const CLUB_KINDS = ['ramblers', 'camera-club', 'birdwatchers', 'swim-club'];
const CLUB_ROLES = ['Membership secretary', 'Events', 'Treasurer', 'Bookings'];
const CLUB_PHOTOS: Record<string, string> = {
  flickr: 'Photos from our outings',
  pinterest: 'Our route ideas and photos',
  instagram: 'Pictures from our meetings',
};
const PERSONAS: Record<Archetype, Persona> = {
  'email-only': 'creative',
  'phone-only': 'casual',
  recursion: 'developer',
  'blocked-site': 'creative',
};
/** Which of the US area codes of `PHONE_COUNTRIES` (n % 8) belongs to a place, so numbers look local. */
const US_AREAS: Record<string, number> = {
  nyc: 0,
  chicago: 1,
  sf: 2,
  austin: 3,
  boston: 4,
  seattle: 5,
  miami: 6,
  houston: 7,
};
const US_AREA_COUNT = 8;
const LOCALES: Record<string, string> = { US: 'en_US', GB: 'en_GB', FR: 'fr' };
const PHONE_PLACES = new Set(Object.keys(PHONE_COUNTRIES));

/** What the regular population already uses, so archetype people collide with nobody. */
class Used {
  readonly names = new Set<string>();
  readonly families = new Set<string>();
  /** Lowercase usernames and Bluesky labels on any platform. */
  readonly usernames = new Set<string>();
  readonly ids = new Map<string, Set<number>>();
  readonly emails = new Set<string>();
  readonly phones = new Set<string>();

  constructor(people: readonly SamplePerson[]) {
    for (const p of people) {
      this.names.add(fold(`${p.givenName} ${p.familyName}`));
      this.names.add(fold(p.name));
      this.families.add(fold(p.familyName));
      for (const a of p.accounts) this.account(a);
      for (const e of p.emails) this.emails.add(e);
      if (p.phone) this.phones.add(p.phone);
    }
  }

  account(a: SampleAccount): void {
    const u = a.username.toLowerCase();
    this.usernames.add(u);
    if (a.platform === 'bluesky') this.usernames.add(u.replace(/\.bsky\.social$/, ''));
    const ids = this.ids.get(a.platform) ?? new Set<number>();
    ids.add(a.numericId);
    this.ids.set(a.platform, ids);
  }
}

interface Draft {
  person: SamplePerson;
  place: SamplePlace;
  hobbies: string[];
}

function chooseNames(rng: Rng, used: Used): [string, string][] {
  const givens = rng.shuffle(GIVEN_NAMES);
  const families = rng.shuffle(FAMILY_NAMES.filter((f) => !used.families.has(fold(f))));
  const pairs: [string, string][] = [];
  for (const given of givens) {
    const family = families.find((f) => !used.names.has(fold(`${given} ${f}`)));
    if (!family) continue;
    families.splice(families.indexOf(family), 1);
    pairs.push([given, family]);
    if (pairs.length === ARCHETYPE_PEOPLE) return pairs;
  }
  throw new Error('not enough unused archetype names');
}

/** A username unused on every platform, valid everywhere, with no part of the person's name in it. */
function chooseHandle(rng: Rng, ctx: GenContext, used: Used, person: SamplePerson): string {
  const nameParts = [person.givenName, person.familyName]
    .map((n) => asciiWord(n))
    .filter((n) => n.length >= 3);
  for (;;) {
    const handle = `${rng.pick(HANDLE_FIRST)}${rng.pick(HANDLE_SECOND)}${rng.int(2, 98)}`;
    if (handle.length > 14 || used.usernames.has(handle)) continue;
    if (nameParts.some((part) => handle.includes(part))) continue;
    if (!ctx.platforms.every((spec) => sanitizeHandle(handle, spec.rules) === handle)) continue;
    used.usernames.add(handle);
    return handle;
  }
}

function choosePlace(rng: Rng, ctx: GenContext, archetype: Archetype): SamplePlace {
  const pool = ctx.places.filter((p) => archetype !== 'phone-only' || PHONE_PLACES.has(p.countryCode));
  return rng.pick(pool);
}

function localeOf(place: SamplePlace): string {
  return LOCALES[place.countryCode] ?? PLACES.find((p) => p.key === place.key)?.locales[0] ?? 'en_US';
}

function basePerson(
  rng: Rng,
  id: string,
  [givenName, familyName]: [string, string],
  archetype: Archetype,
  place: SamplePlace,
): Draft {
  const persona = PERSONAS[archetype];
  const hobbies = rng.sample(HOBBIES, 2);
  const person: SamplePerson = {
    id,
    name: `${givenName} ${familyName}`,
    givenName,
    familyName,
    middleName: null,
    nicknames: [],
    nameVariants: [],
    locale: localeOf(place),
    persona,
    city: place.name,
    placeKey: place.key,
    country: place.country,
    cityVariants: rng.sample(place.variants, rng.int(1, Math.min(2, place.variants.length))),
    formerCity: null,
    employer: null,
    employerKey: null,
    employerVariants: [],
    formerEmployer: null,
    jobTitle: rng.pick(JOB_TITLES[persona]),
    website: null,
    emails: [],
    phone: null,
    accounts: [],
    mentions: [],
    archetype,
  };
  return { person, place, hobbies };
}

function hobbyBio(rng: Rng, hobbies: string[]): string {
  const [h1 = 'walking', h2 = 'reading'] = hobbies;
  return rng.pick([
    `${capitalize(h1)} and ${h2}`,
    `Weekend ${h1}`,
    `${capitalize(h1)} enthusiast`,
    `Into ${h2}`,
  ]);
}

interface AccountFields {
  displayName: string;
  bio: string;
  location?: string | null;
  links?: string[];
  website?: string | null;
  probeBlocked?: boolean;
}

function addAccount(
  ctx: GenContext,
  rng: Rng,
  used: Used,
  person: SamplePerson,
  platform: string,
  username: string,
  fields: AccountFields,
): SampleAccount {
  const spec = ctx.platforms.find((p) => p.key === platform);
  if (!spec) throw new Error(`no platform ${platform}`);
  const ids = used.ids.get(platform) ?? new Set<number>();
  let numericId = rng.int(50_000_000, 59_999_999);
  while (ids.has(numericId)) numericId += 1;
  const photo = `${person.id}-photo-a`;
  const did = platform === 'bluesky' ? blueskyDid(ctx.seed, username) : '';
  const account: SampleAccount = {
    platform,
    username,
    url: spec.profileUrl(username),
    displayName: fields.displayName,
    bio: fields.bio,
    links: fields.links ?? [],
    dormant: false,
    location: fields.location ?? null,
    company: null,
    website: fields.website ?? null,
    avatarUrl: avatarUrl(platform, { numericId, username }, photo, did),
    avatarKey: photo,
    numericId,
    createdAt: isoBetween(rng, 2016, Date.UTC(2024, 5, 30)),
    lastActiveAt: isoBetween(rng, 2025, REFERENCE_TIME),
  };
  if (fields.probeBlocked) account.probeBlocked = true;
  used.account(account);
  person.accounts.push(account);
  return account;
}

/** Found only through a Gravatar profile: accounts on sites no name search reaches, with usernames unlike the name. */
function emailOnly(ctx: GenContext, rng: Rng, used: Used, { person, hobbies }: Draft): void {
  const handle = chooseHandle(rng, ctx, used, person);
  const local = `${asciiWord(person.givenName)}.${asciiWord(person.familyName)}`;
  let email = `${local}@${rng.pick(MAIL_DOMAINS)}`;
  while (used.emails.has(email)) email = `${local}${rng.int(2, 99)}@${rng.pick(MAIL_DOMAINS)}`;
  used.emails.add(email);
  person.emails = [email];
  const verified = rng.sample(GRAVATAR_SERVICES, rng.int(2, 3));
  for (const platform of [...verified, rng.pick(EMAIL_EXTRA)]) {
    addAccount(ctx, rng, used, person, platform, handle, {
      displayName: person.name,
      bio: hobbyBio(rng, hobbies),
    });
  }
}

/** Found only through a club page that shows their phone number after their name and links one account. */
function phoneOnly(ctx: GenContext, rng: Rng, used: Used, draft: Draft): SamplePage {
  const { person, place, hobbies } = draft;
  const handle = chooseHandle(rng, ctx, used, person);
  const format = PHONE_COUNTRIES[place.countryCode];
  if (!format) throw new Error(`no phone range for ${place.countryCode}`);
  const area = US_AREAS[place.key];
  const pickNumber = (): string =>
    format(area === undefined ? rng.int(0, 9999) : rng.int(0, 1249) * US_AREA_COUNT + area);
  let phone = pickNumber();
  while (used.phones.has(phone)) phone = pickNumber();
  used.phones.add(phone);
  person.phone = phone;
  const linkedPlatform = rng.pick(PHONE_LINKED);
  const linked = addAccount(ctx, rng, used, person, linkedPlatform, handle, {
    displayName: person.name,
    bio: hobbyBio(rng, hobbies),
  });
  addAccount(ctx, rng, used, person, rng.pick(PHONE_EXTRA), handle, {
    displayName: person.name,
    bio: hobbyBio(rng, hobbies),
  });

  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) throw new Error(`unreadable phone ${phone}`);
  const written = rng.chance(0.5) ? parsed.formatNational() : parsed.formatInternational();
  const word = (place.name.split(',')[0] ?? place.name).replace(/ City$/, '');
  const kind = rng.pick(CLUB_KINDS);
  let host = `${slugify(stripDiacritics(word))}-${kind}.example`;
  for (let n = 2; ctx.usedHosts.has(host); n += 1)
    host = `${slugify(stripDiacritics(word))}-${kind}${n}.example`;
  ctx.usedHosts.add(host);
  const siteName = `${word} ${capitalize(kind.replace('-', ' '))}`;
  const role = rng.pick(CLUB_ROLES);
  const contact = rng.chance(0.5) ? `${person.name} (tel. ${written})` : `${person.name} – ${written}`;
  const title = `Committee | ${siteName}`;
  const paragraphs = [
    `The ${siteName} is run by volunteers and meets in ${rng.pick(place.variants)} ${rng.pick(['every second Sunday', 'on the first Saturday of the month', 'every Thursday evening'])}.`,
    'Chair: position vacant, nominations welcome at the next meeting.',
    `${role}: ${contact}`,
    `${CLUB_PHOTOS[linkedPlatform] ?? 'Photos'}: see the link below.`,
  ];
  const url = `https://${host}/committee`;
  person.mentions.push({ url, title, text: paragraphs.join('\n'), nameAsWritten: person.name });
  return {
    url,
    host,
    path: '/committee',
    kind: 'club',
    siteName,
    title,
    paragraphs,
    publishedAt: `${isoBetween(rng, 2022, REFERENCE_TIME).slice(0, 10)}T09:00:00Z`,
    personIds: [person.id],
    relMe: [],
    links: [linked.url],
  };
}

/** A GitHub account with the full name; the rest shares its username and shows no name. */
function recursion(ctx: GenContext, rng: Rng, used: Used, { person, hobbies }: Draft): void {
  const handle = chooseHandle(rng, ctx, used, person);
  const city = person.cityVariants[0] ?? person.city;
  addAccount(ctx, rng, used, person, 'github', handle, {
    displayName: person.name,
    bio: `${person.jobTitle}. ${hobbyBio(rng, hobbies)}`,
    location: rng.chance(0.5) ? city : null,
  });
  const nickname = capitalize(HANDLE_SECOND.find((w) => handle.includes(w)) ?? handle);
  for (const platform of rng.sample(RECURSION_EXTRA, rng.int(3, 4))) {
    addAccount(ctx, rng, used, person, platform, handle, {
      displayName: rng.chance(0.5) ? handle : nickname,
      bio: rng.chance(0.6) ? hobbyBio(rng, hobbies) : '',
    });
  }
}

/** A name-searchable account that links an account on a site that refuses probes of it. */
function blockedSite(ctx: GenContext, rng: Rng, used: Used, draft: Draft, index: number): void {
  const { person, hobbies } = draft;
  const pair = BLOCKED_PAIRS[index % BLOCKED_PAIRS.length] ?? { linking: 'github', blocked: 'instagram' };
  const handle = chooseHandle(rng, ctx, used, person);
  const hidden = chooseHandle(rng, ctx, used, person);
  const blockedSpec = ctx.platforms.find((p) => p.key === pair.blocked);
  const blockedUrl = blockedSpec?.profileUrl(hidden) ?? '';
  const shown = blockedUrl.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');
  const role = person.jobTitle;
  if (pair.linking === 'github') {
    addAccount(ctx, rng, used, person, 'github', handle, {
      displayName: person.name,
      bio: `${role}. ${hobbyBio(rng, hobbies)}`,
      website: blockedUrl,
    });
  } else {
    addAccount(ctx, rng, used, person, 'bluesky', `${handle}.bsky.social`, {
      displayName: person.name,
      bio: `${role} · ${hobbyBio(rng, hobbies)} · Also: ${shown}`,
      links: [blockedUrl],
    });
  }
  addAccount(ctx, rng, used, person, pair.blocked, hidden, {
    displayName: person.name,
    bio: hobbyBio(rng, hobbies),
    probeBlocked: true,
  });
}

/**
 * The curated archetype people, after the regular ones and from their own random stream, so the regular people,
 * accounts and pages of a seed stay as they are. Returns their pages.
 */
export function generateArchetypes(ctx: GenContext): SamplePage[] {
  const rng = new Rng(`${ctx.seed}/archetypes`);
  const used = new Used(ctx.people);
  const names = chooseNames(rng, used);
  const platformOrder = new Map(ctx.platforms.map((p, i) => [p.key, i]));
  const pages: SamplePage[] = [];
  let n = 0;
  for (const archetype of ARCHETYPES) {
    for (let i = 0; i < PEOPLE_PER_ARCHETYPE; i += 1) {
      const name = names[n];
      if (!name) throw new Error('archetype name missing');
      const id = `p${String(ctx.size + n + 1).padStart(4, '0')}`;
      const draft = basePerson(rng, id, name, archetype, choosePlace(rng, ctx, archetype));
      n += 1;
      if (archetype === 'email-only') emailOnly(ctx, rng, used, draft);
      else if (archetype === 'phone-only') pages.push(phoneOnly(ctx, rng, used, draft));
      else if (archetype === 'recursion') recursion(ctx, rng, used, draft);
      else blockedSite(ctx, rng, used, draft, i);
      const { person } = draft;
      person.accounts.sort(
        (a, b) => (platformOrder.get(a.platform) ?? 0) - (platformOrder.get(b.platform) ?? 0),
      );
      person.nameVariants = [
        ...new Set(person.accounts.map((a) => a.displayName).filter((d) => d !== person.name)),
      ];
      ctx.people.push(person);
    }
  }
  return pages;
}

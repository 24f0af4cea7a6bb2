import { EMOJI_DECORATIONS } from '../data/words.ts';
import { MASTODON_INSTANCES } from '../platforms.ts';
import type { HandleRules, PlatformSpec } from '../platforms.ts';
import { Rng, base32Hash, hexHash } from '../random.ts';
import { hasDiacritics, slugify } from '../text.ts';
import type { SampleAccount, SamplePerson } from '../types.ts';
import { REFERENCE_TIME, isoBetween, isoBetweenMs } from './context.ts';
import type { GenContext, PersonTraits } from './context.ts';
import { writtenName } from './people.ts';

/** Platforms whose profiles have a location field (elsewhere the place, if given, is in the bio). */
const HAS_LOCATION_FIELD = new Set([
  'github',
  'x',
  'stackoverflow',
  'codeberg',
  'devto',
  'keybase',
  'gitlab',
  'dockerhub',
  'soundcloud',
  'behance',
]);
/** Platforms whose profiles have a company field. */
const HAS_COMPANY_FIELD = new Set(['github', 'dockerhub', 'devto', 'gitlab', 'behance']);
const FIRST_YEAR: Record<string, number> = {
  bluesky: 2023,
  mastodon: 2017,
  tiktok: 2017,
  instagram: 2010,
  keybase: 2014,
  codeberg: 2019,
  devto: 2016,
  twitch: 2011,
  behance: 2010,
  telegram: 2014,
};
const DORMANT_RATE: Record<string, number> = {
  keybase: 0.5,
  x: 0.2,
  medium: 0.25,
  soundcloud: 0.3,
  codeberg: 0.1,
};

export function sanitizeHandle(handle: string, rules: HandleRules): string | null {
  let h = rules.lowercaseOnly ? handle.toLowerCase() : handle;
  const preferred = rules.separators[0] ?? '';
  h = h.replace(/[._-]/g, (c) => (rules.separators.includes(c) ? c : preferred));
  h = h.replace(/[^A-Za-z0-9._-]/g, '');
  h = h.replace(/([._-])[._-]+/g, '$1').replace(/^[._-]+|[._-]+$/g, '');
  if (h.length > rules.maxLength) h = h.slice(0, rules.maxLength).replace(/[._-]+$/, '');
  if (h.length < rules.minLength || !/^[A-Za-z]/.test(h)) return null;
  return h;
}

/** Where each platform keeps avatars; every host here is served by the sample web. */
export function avatarUrl(
  platform: string,
  account: { numericId: number; username: string },
  photo: string,
  did: string,
): string {
  const h = hexHash(`${photo}:${platform}`, 32);
  switch (platform) {
    case 'github':
      return `https://avatars.githubusercontent.com/u/${account.numericId}?v=4`;
    case 'bluesky':
      return `https://cdn.bsky.app/img/avatar/plain/${did}/bafkrei${base32Hash(photo, 52)}@jpeg`;
    case 'stackoverflow':
      return `https://www.gravatar.com/avatar/${hexHash(photo, 32)}?s=256&d=identicon&r=PG`;
    case 'keybase':
      return `https://s3.amazonaws.com/keybase_processed_uploads/${h}_360.jpg`;
    case 'codeberg':
      return `https://codeberg.org/avatars/${h}`;
    case 'devto':
      return `https://media.dev.to/uploads/user/profile_image/${account.numericId}/${h.slice(0, 8)}-${h.slice(8, 12)}.png`;
    case 'instagram':
      return `https://scontent.cdninstagram.com/v/t51.2885-19/${account.numericId}_${h.slice(0, 12)}_n.jpg`;
    case 'x':
      return `https://pbs.twimg.com/profile_images/${account.numericId}/${h.slice(0, 10)}_400x400.jpg`;
    default:
      return `https://images.sample.example/avatars/${platform}/${h.slice(0, 20)}.png`;
  }
}

export function mastodonAvatar(instance: string, numericId: number, photo: string): string {
  const id = String(numericId).padStart(9, '0');
  const path = `accounts/avatars/${id.slice(0, 3)}/${id.slice(3, 6)}/${id.slice(6, 9)}/original/${hexHash(photo, 16)}.png`;
  return instance === 'fosstodon.org'
    ? `https://cdn.fosstodon.org/${path}`
    : `https://files.mastodon.social/${path}`;
}

/** A did:plc identifier for a Bluesky account. */
export function blueskyDid(seed: number, username: string): string {
  return `did:plc:${base32Hash(`${seed}:did:${username}`, 24)}`;
}

function displayNameFor(rng: Rng, person: SamplePerson, username: string): string {
  const r = rng.next();
  if (r < 0.62) return writtenName(rng, person, { allowTypo: rng.chance(0.12) });
  if (r < 0.68) return person.name;
  if (r < 0.72) return person.nicknames[0] ?? person.givenName;
  if (r < 0.75) return person.name.toLowerCase();
  if (r < 0.78) return `${person.name} ${rng.pick(EMOJI_DECORATIONS)}`;
  if (r < 0.8) return username;
  if (r < 0.82 && person.jobTitle !== 'Student') return `${person.name} (${person.jobTitle})`;
  return hasDiacritics(person.name) && rng.chance(0.5)
    ? person.name
    : `${person.givenName} ${person.familyName}`;
}

interface Draft {
  person: SamplePerson;
  traits: PersonTraits;
  spec: PlatformSpec;
}

export function generateAccounts(ctx: GenContext): void {
  const members = new Map<string, SamplePerson[]>();
  for (const spec of ctx.platforms) {
    const prng = new Rng(`${ctx.seed}/members/${spec.key}`);
    members.set(
      spec.key,
      ctx.people.filter((p) => prng.chance(spec.rates[p.persona])),
    );
  }
  // Everyone has a few accounts somewhere.
  const counts = new Map<string, number>();
  for (const list of members.values()) for (const p of list) counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
  const fallback = ['instagram', 'x', 'reddit', 'bluesky', 'tiktok'].filter((k) => members.has(k));
  const memberSets = new Map([...members].map(([key, list]) => [key, new Set(list.map((p) => p.id))]));
  for (const person of ctx.people) {
    let n = counts.get(person.id) ?? 0;
    const tries = ctx.rng.shuffle(fallback);
    while (n < 2 && tries.length > 0) {
      const key = tries.pop() as string;
      const set = memberSets.get(key);
      if (set && !set.has(person.id)) {
        set.add(person.id);
        members.get(key)?.push(person);
        n += 1;
      }
    }
  }

  for (const spec of ctx.platforms) {
    const prng = new Rng(`${ctx.seed}/accounts/${spec.key}`);
    const taken = new Set<string>();
    const order = prng.shuffle(members.get(spec.key) ?? []);
    let nextId = 1000 + Math.floor(prng.next() * 90_000);
    for (const person of order) {
      const traits = ctx.traits.get(person.id);
      if (!traits) continue;
      nextId += prng.int(1, 4000);
      const account = buildAccount(ctx, prng, { person, traits, spec }, taken, nextId);
      person.accounts.push(account);
    }
  }
  // Accounts in a stable platform order per person.
  const platformOrder = new Map(ctx.platforms.map((p, i) => [p.key, i]));
  for (const person of ctx.people) {
    person.accounts.sort(
      (a, b) => (platformOrder.get(a.platform) ?? 0) - (platformOrder.get(b.platform) ?? 0),
    );
  }
  for (const person of ctx.people) {
    const traits = ctx.traits.get(person.id);
    if (traits) writeBios(ctx, new Rng(`${ctx.seed}/bio/${person.id}`), person, traits);
  }
}

function chooseUsername(prng: Rng, draft: Draft, taken: Set<string>): string {
  const { traits, spec } = draft;
  const prefs = prng.chance(0.75)
    ? traits.handles
    : [...prng.shuffle(traits.handles.slice(0, 4)), ...traits.handles.slice(4)];
  for (const pref of prefs) {
    const h = sanitizeHandle(pref, spec.rules);
    if (h && !taken.has(h.toLowerCase())) return h;
  }
  const base =
    sanitizeHandle(prefs[0] ?? 'user', { ...spec.rules, maxLength: spec.rules.maxLength - 4 }) ?? 'user';
  for (;;) {
    const candidate = `${base}${prng.chance(0.5) ? traits.birthYear % 100 : prng.int(1, 9999)}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
    traits.birthYear += 1;
  }
}

function buildAccount(
  ctx: GenContext,
  prng: Rng,
  draft: Draft,
  taken: Set<string>,
  numericId: number,
): SampleAccount {
  const { person, traits, spec } = draft;
  let username: string;
  let url: string;
  let instance: string | undefined;
  if (spec.key === 'stackoverflow') {
    username = String(numericId);
    url = '';
  } else if (spec.key === 'bluesky') {
    const label = chooseUsername(prng, draft, taken);
    const domainHandle = person.website && prng.chance(0.5) ? new URL(person.website).hostname : null;
    username = domainHandle && !taken.has(domainHandle) ? domainHandle : `${label.toLowerCase()}.bsky.social`;
    taken.add(label.toLowerCase());
    url = spec.profileUrl(username);
  } else {
    username = chooseUsername(prng, draft, taken);
    if (spec.key === 'mastodon') {
      instance =
        person.persona === 'developer' && prng.chance(0.6) ? MASTODON_INSTANCES[1] : MASTODON_INSTANCES[0];
    }
    url = spec.profileUrl(username, instance);
  }
  taken.add(username.toLowerCase());

  const dormant = prng.chance(DORMANT_RATE[spec.key] ?? 0.15);
  const firstYear = FIRST_YEAR[spec.key] ?? 2008;
  // Dormant accounts stopped being used at least a year before the reference time.
  const createdEnd = dormant ? Date.UTC(Math.max(firstYear, 2021), 5, 30) : Date.UTC(2025, 10, 1);
  const startYear = Math.min(
    Math.max(firstYear, traits.birthYear + 14),
    new Date(createdEnd).getUTCFullYear(),
  );
  const createdAt = isoBetween(prng, startYear, createdEnd);
  const lastActiveAt = dormant
    ? isoBetweenMs(
        prng,
        Date.parse(createdAt) + 30 * 86_400_000,
        Date.UTC(Math.max(firstYear + 1, 2022), 11, 31),
      )
    : isoBetween(prng, 2025, REFERENCE_TIME);
  const displayName = displayNameFor(prng, person, username);
  if (spec.key === 'stackoverflow')
    url = `https://stackoverflow.com/users/${username}/${slugify(displayName) || 'user'}`;

  const stalePlace = dormant && person.formerCity ? person.formerCity : null;
  const showLocation = prng.chance(HAS_LOCATION_FIELD.has(spec.key) ? 0.65 : 0.35);
  const location = showLocation ? (stalePlace ?? prng.pick(person.cityVariants)) : null;
  const staleEmployer = dormant && person.formerEmployer ? person.formerEmployer : null;
  const showCompany = prng.chance(HAS_COMPANY_FIELD.has(spec.key) ? 0.6 : 0.3);
  const company = showCompany
    ? (staleEmployer ?? (person.employerVariants.length > 0 ? prng.pick(person.employerVariants) : null))
    : null;

  const did = spec.key === 'bluesky' ? blueskyDid(ctx.seed, username) : '';
  const custom = prng.chance(dormant ? 0.6 : 0.8);
  const avatarKey = custom ? traits.photos[prng.chance(0.75) ? 0 : 1] : null;
  const avatar =
    avatarKey === null
      ? null
      : spec.key === 'mastodon'
        ? mastodonAvatar(instance ?? 'mastodon.social', numericId, avatarKey)
        : avatarUrl(spec.key, { numericId, username }, avatarKey, did);

  const account: SampleAccount = {
    platform: spec.key,
    username,
    url,
    displayName,
    bio: '',
    links: [],
    dormant,
    location,
    company,
    website: null,
    avatarUrl: avatar,
    avatarKey,
    numericId,
    createdAt,
    lastActiveAt,
  };
  if (instance) account.instance = instance;
  if ((spec.key === 'mastodon' || spec.key === 'bluesky') && prng.chance(0.04)) account.optedOut = true;
  return account;
}

/** How a bio refers to another account or a website. */
function linkText(rng: Rng, target: SampleAccount | string): string {
  if (typeof target === 'string') {
    const host = new URL(target).hostname;
    return rng.pick([target, host, `${host}/`, `🔗 ${host}`]);
  }
  const u = target.username;
  switch (target.platform) {
    case 'mastodon':
      return rng.pick([`@${u}@${target.instance ?? 'mastodon.social'}`, target.url]);
    case 'bluesky':
      return rng.pick([`@${u}`, `🦋 ${u}`, target.url]);
    case 'x':
      return rng.pick([`@${u} on X`, `x.com/${u}`, `twitter.com/${u}`, `https://x.com/${u}`]);
    case 'instagram':
      return rng.pick([`IG: @${u}`, `instagram.com/${u}`, `📷 @${u}`]);
    case 'github':
      return rng.pick([`github.com/${u}`, `https://github.com/${u}`, `GH: ${u}`]);
    default:
      return rng.pick([target.url.replace(/^https:\/\//, ''), target.url]);
  }
}

const LOCALIZED_ROLE: Record<string, (job: string, company: string | null) => string> = {
  fr: (job, company) => (company ? `${job} chez ${company}` : job),
  de: (job, company) => (company ? `${job} bei ${company}` : job),
  es: (job, company) => (company ? `${job} en ${company}` : job),
  es_MX: (job, company) => (company ? `${job} en ${company}` : job),
  it: (job, company) => (company ? `${job} presso ${company}` : job),
  pt_BR: (job, company) => (company ? `${job} na ${company}` : job),
  nl: (job, company) => (company ? `${job} bij ${company}` : job),
  pl: (job, company) => (company ? `${job} w ${company}` : job),
};
const LOCALIZED_PLACE: Record<string, (place: string) => string> = {
  fr: (p) => `Basé·e à ${p}`,
  de: (p) => `Lebt in ${p}`,
  es: (p) => `Vivo en ${p}`,
  es_MX: (p) => `Desde ${p}`,
  it: (p) => `Vivo a ${p}`,
  pt_BR: (p) => `Morando em ${p}`,
  nl: (p) => `Woont in ${p}`,
  pl: (p) => `Mieszkam w ${p}`,
};

function writeBios(ctx: GenContext, rng: Rng, person: SamplePerson, traits: PersonTraits): void {
  const accounts = person.accounts;
  for (const account of accounts) {
    const others = accounts.filter((a) => a !== account && !a.dormant && a.platform !== 'stackoverflow');
    const linkChance = account.dormant ? 0.15 : 0.4;
    const targets: (SampleAccount | string)[] = [];
    if (rng.chance(linkChance)) {
      const pool: (SampleAccount | string)[] = [...others];
      if (person.website) pool.push(person.website, person.website);
      targets.push(...rng.sample(pool, rng.int(1, 2)));
    }
    account.links = [...new Set(targets.map((t) => (typeof t === 'string' ? t : t.url)))];

    if (person.website && rng.chance(account.platform === 'github' ? 0.7 : 0.4))
      account.website = person.website;
    else if (account.platform === 'github' && others.length > 0 && rng.chance(0.15))
      account.website = rng.pick(others).url;

    const place = account.location;
    const company = account.company;
    const localized = LOCALIZED_ROLE[person.locale] && rng.chance(0.3);
    const parts: string[] = [];
    const roleCompany =
      company && !HAS_COMPANY_FIELD.has(account.platform) ? company : rng.chance(0.4) ? company : null;
    if (rng.chance(0.8)) {
      const role = localized
        ? (LOCALIZED_ROLE[person.locale] as (j: string, c: string | null) => string)(
            person.jobTitle,
            roleCompany,
          )
        : roleCompany
          ? roleCompany.startsWith('@')
            ? `${person.jobTitle} ${roleCompany}`
            : rng.pick([
                `${person.jobTitle} at ${roleCompany}`,
                `${person.jobTitle} @ ${roleCompany}`,
                `${person.jobTitle}, ${roleCompany}`,
              ])
          : person.jobTitle;
      parts.push(role);
    }
    if (place && (!HAS_LOCATION_FIELD.has(account.platform) || rng.chance(0.2))) {
      const placeText =
        localized && LOCALIZED_PLACE[person.locale]
          ? (LOCALIZED_PLACE[person.locale] as (p: string) => string)(place)
          : rng.pick([`Based in ${place}`, `📍 ${place}`, `${place}`, `Living in ${place}`]);
      parts.push(placeText);
    }
    const [h1, h2] = traits.hobbies;
    if (h1 && rng.chance(0.6)) {
      parts.push(
        rng.pick([
          `${h1} enthusiast`,
          `Into ${h1}${h2 ? ` & ${h2}` : ''}`,
          `Weekend ${h1}`,
          `${h1} on weekends`,
          'Opinions my own',
        ]),
      );
    }
    if (targets.length > 0) {
      const texts = targets.map((t) => linkText(rng, t));
      parts.push(
        rng.pick([
          `Also: ${texts.join(' · ')}`,
          texts.join(' | '),
          `Elsewhere: ${texts.join(', ')}`,
          texts.join(' '),
        ]),
      );
    }
    if (parts.length === 0)
      parts.push(rng.pick(['Hi!', '👋', 'Just here to lurk.', `${person.givenName} here.`]));
    const sep =
      account.platform === 'instagram' || account.platform === 'tiktok'
        ? ' | '
        : rng.pick([' · ', '. ', ' | ', ' — ']);
    account.bio = parts.join(sep);
  }
  person.nameVariants = [...new Set(accounts.map((a) => a.displayName).filter((d) => d !== person.name))];
}

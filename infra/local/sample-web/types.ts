/** Ground truth of the sample web. Every value is synthetic. */

/** A broad kind of person; it decides which platforms they are likely to use. */
export type Persona = 'developer' | 'creative' | 'professional' | 'casual';

export interface SamplePlace {
  /** Stable key, e.g. "nyc". */
  key: string;
  /** Canonical label, e.g. "New York City". */
  name: string;
  country: string;
  countryCode: string;
  /** Every way this place is written across the sample web ("NYC", "New York, NY", …). */
  variants: string[];
  wikidataId: string;
}

export interface SampleOrganisation {
  key: string;
  name: string;
  /** Ways the name is written in profiles ("Acme Robotics", "@acme-robotics", "ACME"). */
  variants: string[];
  /** Web domain under a reserved TLD, e.g. "acme-robotics.example". */
  domain: string;
  /** Where it has offices (place keys); global firms have many. */
  placeKeys: string[];
  kind: 'company' | 'university' | 'nonprofit' | 'public';
  wikidataId: string;
}

export interface SampleAccount {
  /** Platform key: `platformKey(site.name)` for probe sites; 'github', 'bluesky', 'mastodon', 'stackoverflow', 'keybase', 'codeberg', 'devto' for API sources. */
  platform: string;
  /** The handle as the platform shows it. Stack Overflow: the numeric user id. Bluesky: the full handle. Mastodon: the local part. */
  username: string;
  /** The real-site profile URL, e.g. https://github.com/jdoe. */
  url: string;
  displayName: string;
  bio: string;
  /** URLs of their other accounts or website mentioned in the bio. */
  links: string[];
  /** Not used for years; its profile may show a former city or employer. */
  dormant: boolean;
  /** The place as written on this profile, or null when not shown. */
  location: string | null;
  /** The employer as written on this profile, or null when not shown. */
  company: string | null;
  /** Website field of the profile (personal site or another account), or null. */
  website: string | null;
  /** Served avatar URL, or null for the platform's default picture. */
  avatarUrl: string | null;
  /** Photo behind the avatar: two accounts with the same key show the same image bytes. */
  avatarKey: string | null;
  /** The platform's numeric account id. */
  numericId: number;
  createdAt: string;
  lastActiveAt: string;
  /** Mastodon instance host. */
  instance?: string;
  /** The person asked not to be indexed (Mastodon noindex / Bluesky "!no-unauthenticated"). */
  optedOut?: boolean;
  /**
   * Every request for this profile is refused (403, or a "Just a moment..." challenge where the site uses one), so a
   * probe of it is "unknown". Only archetype accounts have it; regular accounts are refused at random per username.
   */
  probeBlocked?: boolean;
}

export interface SampleMention {
  url: string;
  title: string;
  /** Plain text of the page. */
  text: string;
  /** How the person's name is written on this page ("Bob Smith", "SMITH, John", "Jose Garcia" …). */
  nameAsWritten: string;
}

export type PageKind =
  | 'news'
  | 'team'
  | 'speakers'
  | 'talk'
  | 'race'
  | 'alumni'
  | 'contributors'
  | 'podcast'
  | 'blog'
  | 'homepage'
  | 'club'
  | 'namesakes'
  | 'noise';

/** A page of an ordinary website. */
export interface SamplePage {
  url: string;
  host: string;
  path: string;
  kind: PageKind;
  siteName: string;
  title: string;
  /** Plain-text paragraphs, in order. */
  paragraphs: string[];
  /** ISO date of publication. */
  publishedAt: string;
  /** Ids of the people the page names. */
  personIds: string[];
  /** Links the page carries with rel="me" (personal homepages). */
  relMe: string[];
  /** The person a homepage belongs to. */
  ownerId?: string;
  /** Plain links (`<a href>`, not rel="me") to profiles, shown after the text. */
  links?: string[];
}

/**
 * A curated kind of person, generated on purpose in every population so tests and benchmarks can pick them.
 */
export type Archetype =
  /**
   * Unreachable by name: no account on a name-searchable source, no username derived from the name, nothing in the
   * web index, no page names them. Their email's Gravatar profile shows the name and lists 2–3 of their accounts.
   */
  | 'email-only'
  /**
   * Unreachable by name in the same way, but their phone number is written right after their name on one club
   * page (in the web index), which also links one of their accounts.
   */
  | 'phone-only'
  /**
   * A name search finds one GitHub account (full name, a username unlike the name); their other accounts share
   * that username, show no name, carry no links and are not in the web index: only probing the username finds them.
   */
  | 'recursion'
  /**
   * A name-searchable account (GitHub or Bluesky, full name) links an account whose site refuses every probe of it
   * (`SampleAccount.probeBlocked`): that account is reachable only through the link.
   */
  | 'blocked-site';

export interface SamplePerson {
  id: string;
  /** How the name is usually written. */
  name: string;
  givenName: string;
  familyName: string;
  middleName: string | null;
  nicknames: string[];
  /** Other spellings found on profiles and pages (ASCII forms, nickname forms, typos). */
  nameVariants: string[];
  locale: string;
  persona: Persona;
  /** Canonical label of where they live. */
  city: string;
  placeKey: string;
  country: string;
  /** How their city is written in their own profiles. */
  cityVariants: string[];
  /** Where they lived before (shown by dormant accounts), or null. */
  formerCity: string | null;
  employer: string | null;
  employerKey: string | null;
  /** Employer as written in their profiles. */
  employerVariants: string[];
  formerEmployer: string | null;
  jobTitle: string;
  website: string | null;
  emails: string[];
  /** E.164, only for some people, in fictional number ranges. */
  phone: string | null;
  accounts: SampleAccount[];
  mentions: SampleMention[];
  wikidataId?: string;
  /** Set on the curated archetype people only; regular people have none. */
  archetype?: Archetype;
}

export interface Population {
  seed: number;
  /**
   * How many regular people were generated. `people` holds them first (ids p0001 …), then the curated archetype
   * people (`ARCHETYPE_PEOPLE` of them, ids continuing the numbering), so `people.length` is `size` plus those.
   */
  size: number;
  people: SamplePerson[];
  pages: SamplePage[];
  places: SamplePlace[];
  organisations: SampleOrganisation[];
}

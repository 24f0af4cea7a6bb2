import { createHash } from 'node:crypto';
import { buildPlatforms } from '../platforms.ts';
import type { PlatformSpec } from '../platforms.ts';
import { unitHash } from '../random.ts';
import { blueskyDid } from '../generate/accounts.ts';
import type {
  Population,
  SampleAccount,
  SampleOrganisation,
  SamplePage,
  SamplePerson,
  SamplePlace,
} from '../types.ts';

export interface Holder {
  person: SamplePerson;
  account: SampleAccount;
}

/** Lookups over a population, built once per server. */
export class SampleIndex {
  readonly population: Population;
  readonly seed: number;
  readonly platforms: PlatformSpec[];
  readonly people = new Map<string, SamplePerson>();
  readonly places = new Map<string, SamplePlace>();
  readonly orgs = new Map<string, SampleOrganisation>();
  private readonly byPlatform = new Map<string, Map<string, Holder>>();
  readonly holdersByPlatform = new Map<string, Holder[]>();
  readonly pagesByHost = new Map<string, Map<string, SamplePage>>();
  readonly avatars = new Map<string, string>();
  readonly dids = new Map<string, Holder>();
  readonly emails = new Map<string, SamplePerson>();
  readonly gravatar = new Map<string, { person: SamplePerson; email: string }>();
  /** Homepage rel="me" links by owner id. */
  readonly homepageRelMe = new Map<string, string[]>();

  constructor(population: Population) {
    this.population = population;
    this.seed = population.seed;
    this.platforms = buildPlatforms();
    for (const place of population.places) this.places.set(place.key, place);
    for (const org of population.organisations) this.orgs.set(org.key, org);
    for (const person of population.people) {
      this.people.set(person.id, person);
      for (const account of person.accounts) {
        const holder = { person, account };
        let map = this.byPlatform.get(account.platform);
        if (!map) {
          map = new Map();
          this.byPlatform.set(account.platform, map);
        }
        map.set(account.username.toLowerCase(), holder);
        let list = this.holdersByPlatform.get(account.platform);
        if (!list) {
          list = [];
          this.holdersByPlatform.set(account.platform, list);
        }
        list.push(holder);
        if (account.avatarUrl && account.avatarKey)
          this.avatars.set(avatarPath(account.avatarUrl), account.avatarKey);
        if (account.platform === 'bluesky') this.dids.set(blueskyDid(this.seed, account.username), holder);
      }
      for (const email of person.emails) {
        this.emails.set(email, person);
        // Archetype people are curated: only the email-only ones made a Gravatar profile, and always did.
        const hasGravatar = person.archetype
          ? person.archetype === 'email-only'
          : unitHash(`${this.seed}:gravatar:${email}`) < 0.35;
        if (hasGravatar) {
          this.gravatar.set(sha256(email), { person, email });
          this.gravatar.set(md5(email), { person, email });
        }
      }
    }
    for (const page of population.pages) {
      let map = this.pagesByHost.get(page.host);
      if (!map) {
        map = new Map();
        this.pagesByHost.set(page.host, map);
      }
      map.set(page.path, page);
      if (page.kind === 'homepage' && page.ownerId) this.homepageRelMe.set(page.ownerId, page.relMe);
    }
  }

  holder(platform: string, username: string): Holder | undefined {
    return this.byPlatform.get(platform)?.get(username.toLowerCase());
  }

  holders(platform: string): Holder[] {
    return this.holdersByPlatform.get(platform) ?? [];
  }

  accountOf(person: SamplePerson, platform: string): SampleAccount | undefined {
    return person.accounts.find((a) => a.platform === platform);
  }

  /** A link on a person's profile is "verified" when the linked page links back with rel="me". */
  linksBack(person: SamplePerson, fromUrl: string, toUrl: string): boolean {
    if (person.website && toUrl === person.website)
      return (this.homepageRelMe.get(person.id) ?? []).includes(fromUrl);
    const target = person.accounts.find((a) => a.url === toUrl);
    return target ? target.links.includes(fromUrl) || target.website === fromUrl : false;
  }

  /** Stable per-key chance, so that answers never depend on request order. */
  chance(key: string, probability: number): boolean {
    return unitHash(`${this.seed}:${key}`) < probability;
  }
}

export function avatarPath(url: string): string {
  const u = new URL(url);
  return `${u.hostname}${u.pathname}`;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text.trim().toLowerCase()).digest('hex');
}

export function md5(text: string): string {
  return createHash('md5').update(text.trim().toLowerCase()).digest('hex');
}

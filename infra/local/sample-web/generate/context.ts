import type { Rng } from '../random.ts';
import type { PlatformSpec } from '../platforms.ts';
import type { SampleOrganisation, SamplePerson, SamplePlace } from '../types.ts';

/** Everything the generation steps share. */
export interface GenContext {
  rng: Rng;
  seed: number;
  size: number;
  places: SamplePlace[];
  placeByKey: Map<string, SamplePlace>;
  organisations: SampleOrganisation[];
  orgByKey: Map<string, SampleOrganisation>;
  platforms: PlatformSpec[];
  people: SamplePerson[];
  /** Extra per-person facts the generator needs but the ground truth does not expose. */
  traits: Map<string, PersonTraits>;
  /** Hosts already used by generated sites. */
  usedHosts: Set<string>;
}

export interface PersonTraits {
  sex: 'female' | 'male';
  /** Preferred handle forms, best first, with '.', '_' and '-' as neutral separators. */
  handles: string[];
  /** Two "photos" the person uses as avatars. */
  photos: [string, string];
  hobbies: string[];
  goesByNickname: boolean;
  birthYear: number;
}

/** The moment the sample web pretends it is. Fixed, so data never depends on the clock. */
export const REFERENCE_TIME = Date.UTC(2026, 2, 1);

export function isoBetween(rng: Rng, fromYear: number, toMs: number): string {
  const from = Date.UTC(fromYear, 0, 1);
  const ms = from + Math.floor(rng.next() * Math.max(1, toMs - from));
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function isoBetweenMs(rng: Rng, fromMs: number, toMs: number): string {
  const ms = fromMs + Math.floor(rng.next() * Math.max(1, toMs - fromMs));
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

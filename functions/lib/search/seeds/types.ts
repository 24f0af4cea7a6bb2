import type { Config } from '../../config.ts';
import type { WebClient } from '../../fetch/web-client.ts';
import type { MentionHit, MentionSource } from '../sources/types.ts';

/** What an email or phone source learned about the owner: the starting points of the name search that follows. */
export interface Seed {
  names: string[];
  /** Usernames seen with the address (a commit author's login). */
  handles: string[];
  /** Accounts and sites the owner is linked to (Gravatar verified accounts, a GitHub profile). */
  urls: string[];
  locations: string[];
  employers: string[];
  /** Pages that show the phone number. */
  mentions: MentionHit[];
}

export interface SeedContext {
  web: WebClient;
  signal: AbortSignal;
  config: Config;
  mentionSources: MentionSource[];
}

/** A source that starts from an email address or a phone number. */
export interface SeedSource {
  id: string;
  label: string;
  timeoutMs: number;
  run: (context: SeedContext) => Promise<Partial<Seed>>;
}

export function emptySeed(): Seed {
  return { names: [], handles: [], urls: [], locations: [], employers: [], mentions: [] };
}

/** Adds what one source learned, keeping each value once. */
export function mergeSeed(into: Seed, part: Partial<Seed>): void {
  const add = (list: string[], values: string[] | undefined) => {
    for (const raw of values ?? []) {
      const value = raw.trim();
      if (value !== '' && !list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
    }
  };
  add(into.names, part.names);
  add(into.handles, part.handles);
  add(into.urls, part.urls);
  add(into.locations, part.locations);
  add(into.employers, part.employers);
  into.mentions.push(...(part.mentions ?? []));
}

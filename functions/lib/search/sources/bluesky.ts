import { z } from 'zod';
import { identityFor, identityFromUrl, websiteIdentity } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://public.api.bsky.app/xrpc';

const LabelSchema = z.object({ val: z.string() });
const ActorSchema = z.object({
  did: z.string(),
  handle: z.string(),
  displayName: z.string().nullish(),
  description: z.string().nullish(),
  avatar: z.string().nullish(),
  website: z.string().nullish(),
  labels: z.array(LabelSchema).nullish(),
});
const SearchSchema = z.object({ actors: z.array(ActorSchema) });
const ProfilesSchema = z.object({ profiles: z.array(ActorSchema) });
type Actor = z.infer<typeof ActorSchema>;

/** People who asked not to be shown to logged-out viewers. */
function optedOut(actor: Actor): boolean {
  return (actor.labels ?? []).some((label) => label.val === '!no-unauthenticated');
}

function isDomainHandle(handle: string): boolean {
  return !handle.endsWith('.bsky.social') && handle.includes('.') && handle !== 'handle.invalid';
}

/** Bluesky: actors by name, then their full profiles (website); a domain handle is a verified site. */
export const blueskySource: PersonSource = {
  id: 'bluesky',
  label: 'Bluesky',
  timeoutMs: 12_000,
  applies: () => true,
  async run({ plan, web, signal, report }) {
    const actors: Actor[] = [];
    for (const name of [plan.name.full, ...plan.altNames]) {
      const params = new URLSearchParams({ q: name, limit: '25' });
      const found = await web.getJson(`${API}/app.bsky.actor.searchActors?${params}`, SearchSchema, {
        signal,
      });
      for (const actor of found.actors)
        if (!actors.some((known) => known.did === actor.did)) actors.push(actor);
    }
    const candidates = actors.filter(
      (actor) =>
        !optedOut(actor) &&
        NAME_RANK[
          matchName(plan.name, actor.displayName || actor.handle.split('.')[0] || '', !!actor.displayName)
        ] >= NAME_RANK.partial,
    );
    if (candidates.length === 0) return;

    const details = new Map<string, Actor>();
    const query = new URLSearchParams();
    for (const actor of candidates.slice(0, 25)) query.append('actors', actor.did);
    try {
      const profiles = await web.getJson(`${API}/app.bsky.actor.getProfiles?${query}`, ProfilesSchema, {
        signal,
      });
      for (const profile of profiles.profiles) details.set(profile.did, profile);
    } catch {
      // The search answer alone is still worth reporting.
    }

    for (const found of candidates) {
      const actor = details.get(found.did) ?? found;
      if (optedOut(actor)) continue;
      const identity = identityFor('bluesky', actor.handle);
      if (!identity) continue;
      const links: LinkClaim[] = [];
      if (isDomainHandle(actor.handle)) {
        links.push({
          target: websiteIdentity(new URL(`https://${actor.handle}`)),
          kind: 'verified',
          via: 'bluesky domain handle',
        });
      }
      const website = actor.website ? identityFromUrl(actor.website) : null;
      if (website) links.push({ target: website, kind: 'asserted', via: 'bluesky website' });
      report({
        identity,
        source: 'bluesky',
        origin: 'search',
        names: actor.displayName ? [actor.displayName] : [],
        bios: actor.description ? [actor.description] : [],
        ogImage: actor.avatar ?? null,
        links,
      });
    }
  },
};

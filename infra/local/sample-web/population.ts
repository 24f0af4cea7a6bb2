import { generateAccounts } from './generate/accounts.ts';
import { generateArchetypes } from './generate/archetypes.ts';
import type { GenContext } from './generate/context.ts';
import { generatePages } from './generate/pages.ts';
import { generatePeople } from './generate/people.ts';
import { buildOrganisations, buildPlaces } from './generate/world.ts';
import { buildPlatforms } from './platforms.ts';
import { Rng } from './random.ts';
import { fold } from './text.ts';
import type { Population, SamplePerson } from './types.ts';

/** Picks the notable few (about 3%) who have a Wikidata item; every big crowd gets one. */
function chooseNotables(ctx: GenContext): void {
  const rng = new Rng(`${ctx.seed}/notables`);
  const target = Math.max(1, Math.round(ctx.size * 0.03));
  const chosen = new Set<SamplePerson>();
  const crowds = new Map<string, SamplePerson[]>();
  for (const p of ctx.people) {
    const key = fold(`${p.givenName} ${p.familyName}`);
    crowds.set(key, [...(crowds.get(key) ?? []), p]);
  }
  for (const members of crowds.values()) {
    if (members.length >= 12) chosen.add(rng.pick(members));
  }
  const candidates = ctx.people.filter((p) => p.accounts.length >= 3 && p.persona !== 'casual');
  for (const p of rng.shuffle(candidates)) {
    if (chosen.size >= target) break;
    chosen.add(p);
  }
  let n = 0;
  for (const p of ctx.people) {
    if (!chosen.has(p)) continue;
    p.wikidataId = `Q${7_100_000 + n * 11}`;
    n += 1;
  }
}

/**
 * The whole synthetic population, deterministic for a seed and size: `size` regular people, then the curated
 * archetype people (left out with `archetypes: false`; the regular people and pages are the same either way).
 */
export function generatePopulation(options: {
  seed: number;
  size: number;
  archetypes?: boolean;
}): Population {
  const seed = Math.trunc(options.seed);
  const size = Math.max(1, Math.trunc(options.size));
  const rng = new Rng(seed);
  const places = buildPlaces();
  const organisations = buildOrganisations(rng.fork('orgs'), places);
  const ctx: GenContext = {
    rng,
    seed,
    size,
    places,
    placeByKey: new Map(places.map((p) => [p.key, p])),
    organisations,
    orgByKey: new Map(organisations.map((o) => [o.key, o])),
    platforms: buildPlatforms(),
    people: [],
    traits: new Map(),
    usedHosts: new Set(organisations.map((o) => o.domain)),
  };
  generatePeople(ctx);
  generateAccounts(ctx);
  chooseNotables(ctx);
  const pages = generatePages(ctx);
  if (options.archetypes !== false) pages.push(...generateArchetypes(ctx));
  return { seed, size, people: ctx.people, pages, places, organisations };
}

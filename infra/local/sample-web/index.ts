export { startSampleWeb } from './server/server.ts';
export type { SampleWeb, SampleWebOptions } from './server/server.ts';
export { generatePopulation } from './population.ts';
export { ARCHETYPES, ARCHETYPE_PEOPLE, PEOPLE_PER_ARCHETYPE } from './generate/archetypes.ts';
export {
  SAMPLE_SEARCH_HOST,
  findAccountByUrl,
  findPeopleByName,
  findPersonByAccountUrl,
  namesakesOf,
  normalizeProfileUrl,
  pickArchetypes,
  pickSearchablePeople,
  searchSampleWeb,
} from './queries.ts';
export type { HintKind, SearchCase } from './queries.ts';
export { platformForSite } from './platforms.ts';
export type {
  Archetype,
  PageKind,
  Persona,
  Population,
  SampleAccount,
  SampleMention,
  SampleOrganisation,
  SamplePage,
  SamplePerson,
  SamplePlace,
} from './types.ts';

export { startSampleWeb } from './server/server.ts';
export type { SampleWeb, SampleWebOptions } from './server/server.ts';
export { generatePopulation } from './population.ts';
export {
  SAMPLE_SEARCH_HOST,
  findAccountByUrl,
  findPeopleByName,
  findPersonByAccountUrl,
  namesakesOf,
  normalizeProfileUrl,
  pickSearchablePeople,
} from './queries.ts';
export type { HintKind, SearchCase } from './queries.ts';
export { platformForSite } from './platforms.ts';
export type {
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

import { z } from 'zod';
import { fediverseIdentity, identityFor, identityFromUrl } from '../platforms.ts';
import type { Identity } from '../platforms.ts';
import { matchName, NAME_RANK } from '../text/names.ts';
import type { LinkClaim, PersonSource } from './types.ts';

const API = 'https://www.wikidata.org/w/api.php';

const SearchSchema = z.object({
  query: z.object({ search: z.array(z.object({ title: z.string() })) }),
});

const SnakSchema = z.object({
  snaktype: z.string(),
  datavalue: z.object({ value: z.unknown(), type: z.string() }).optional(),
});
const StatementSchema = z.object({
  mainsnak: SnakSchema,
  rank: z.string().optional(),
  qualifiers: z.record(z.string(), z.array(SnakSchema)).optional(),
});
const TextSchema = z.object({ value: z.string() });
const EntitySchema = z.object({
  id: z.string(),
  labels: z.record(z.string(), TextSchema).optional(),
  descriptions: z.record(z.string(), TextSchema).optional(),
  aliases: z.record(z.string(), z.array(TextSchema)).optional(),
  claims: z.record(z.string(), z.array(StatementSchema)).optional(),
});
const EntitiesSchema = z.object({
  entities: z.record(z.string(), z.union([EntitySchema, z.object({ missing: z.string() })])),
});
type Entity = z.infer<typeof EntitySchema>;
type Statement = z.infer<typeof StatementSchema>;

/** Account statements and the platform each names. */
const ACCOUNT_PROPERTIES: Record<string, string> = {
  P2002: 'x',
  P2003: 'instagram',
  P2013: 'facebook',
  P6634: 'linkedin',
  P2037: 'github',
  P12361: 'bluesky',
  P2397: 'youtube',
  P7085: 'tiktok',
};
const PLACE_PROPERTIES = ['P551'];
const EMPLOYER_PROPERTIES = ['P108'];
const ENTITY_ID = z.object({ id: z.string() });

/** Statement values in use: deprecated ones and those with an end time (P582) are left out; preferred first. */
function liveValues(statements: Statement[] | undefined): unknown[] {
  const live = (statements ?? []).filter(
    (statement) =>
      statement.rank !== 'deprecated' &&
      statement.mainsnak.snaktype === 'value' &&
      !statement.qualifiers?.P582?.length,
  );
  const preferred = live.filter((statement) => statement.rank === 'preferred');
  return (preferred.length > 0 ? preferred : live).map((statement) => statement.mainsnak.datavalue?.value);
}

function stringValues(entity: Entity, property: string): string[] {
  return liveValues(entity.claims?.[property]).filter((value): value is string => typeof value === 'string');
}

function itemValues(entity: Entity, property: string): string[] {
  return liveValues(entity.claims?.[property])
    .map((value) => ENTITY_ID.safeParse(value))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data.id);
}

function english(record: Record<string, { value: string }> | undefined): string | null {
  return record?.en?.value ?? record?.mul?.value ?? null;
}

function accountLinks(entity: Entity): LinkClaim[] {
  const links: LinkClaim[] = [];
  const add = (target: Identity | null, property: string) => {
    if (target) links.push({ target, kind: 'curated', via: `wikidata ${property}` });
  };
  for (const [property, platform] of Object.entries(ACCOUNT_PROPERTIES)) {
    for (const handle of stringValues(entity, property)) add(identityFor(platform, handle), property);
  }
  for (const address of stringValues(entity, 'P4033')) add(fediverseIdentity(address), 'P4033');
  for (const site of stringValues(entity, 'P856')) add(identityFromUrl(site), 'P856');
  return links;
}

/**
 * Wikidata: people (P31=Q5) whose label matches the name, with the accounts their statements list, residence and
 * employer; plus a reverse lookup of the handles in the hints.
 */
export const wikidataSource: PersonSource = {
  id: 'wikidata',
  label: 'Wikidata',
  timeoutMs: 15_000,
  applies: () => true,
  async run({ plan, web, signal, report }) {
    const searches = [`${plan.name.full} haswbstatement:P31=Q5`];
    const handles = plan.hintHandles.filter((handle) => /^[\w.-]+$/.test(handle));
    if (handles.length > 0) {
      const properties = ['P2002', 'P2037', 'P2003', 'P7085', 'P12361'];
      const clauses = handles.flatMap((handle) => properties.map((p) => `${p}=${handle}`));
      searches.push(`haswbstatement:${clauses.join('|')}`);
    }
    const ids: string[] = [];
    for (const search of searches) {
      const params = new URLSearchParams({
        action: 'query',
        list: 'search',
        srsearch: search,
        srnamespace: '0',
        srlimit: '10',
        format: 'json',
      });
      const found = await web.getJson(`${API}?${params}`, SearchSchema, { signal });
      for (const hit of found.query.search)
        if (/^Q\d+$/.test(hit.title) && !ids.includes(hit.title)) ids.push(hit.title);
    }
    if (ids.length === 0) return;

    const entities = await getEntities(web, ids, 'labels|descriptions|aliases|claims', signal);
    const people = ids
      .map((id) => entities.get(id))
      .filter((entity): entity is Entity => entity !== undefined)
      .filter((entity) => {
        const names = [english(entity.labels), ...(entity.aliases?.en ?? []).map((alias) => alias.value)];
        const fromHint =
          handles.length > 0 && accountLinks(entity).some((link) => handles.includes(link.target.handle));
        return (
          fromHint || names.some((name) => name && NAME_RANK[matchName(plan.name, name)] >= NAME_RANK.typo)
        );
      });
    if (people.length === 0) return;

    const referenced = [
      ...new Set(
        people.flatMap((p) =>
          [...PLACE_PROPERTIES, ...EMPLOYER_PROPERTIES].flatMap((prop) => itemValues(p, prop)),
        ),
      ),
    ].slice(0, 50);
    const labels =
      referenced.length > 0
        ? await getEntities(web, referenced, 'labels', signal)
        : new Map<string, Entity>();
    const labelOf = (id: string) => english(labels.get(id)?.labels) ?? null;

    for (const entity of people) {
      const label = english(entity.labels);
      const identity = identityFor('wikidata', entity.id);
      if (!identity) continue;
      const description = english(entity.descriptions);
      report({
        identity,
        source: 'wikidata',
        origin: 'search',
        names: [label, ...(entity.aliases?.en ?? []).map((alias) => alias.value)].filter(
          (n): n is string => !!n,
        ),
        descriptions: description ? [description] : [],
        locations: PLACE_PROPERTIES.flatMap((p) => itemValues(entity, p))
          .map(labelOf)
          .filter((l): l is string => !!l),
        employers: EMPLOYER_PROPERTIES.flatMap((p) => itemValues(entity, p))
          .map(labelOf)
          .filter((l): l is string => !!l),
        title: label,
        links: accountLinks(entity),
      });
    }
  },
};

async function getEntities(
  web: Parameters<PersonSource['run']>[0]['web'],
  ids: string[],
  props: string,
  signal: AbortSignal,
): Promise<Map<string, Entity>> {
  const params = new URLSearchParams({
    action: 'wbgetentities',
    ids: ids.slice(0, 50).join('|'),
    props,
    languages: 'en',
    format: 'json',
  });
  const answer = await web.getJson(`${API}?${params}`, EntitiesSchema, { signal });
  const entities = new Map<string, Entity>();
  for (const [id, entity] of Object.entries(answer.entities)) if ('id' in entity) entities.set(id, entity);
  return entities;
}

import { COUNTRY_ADJECTIVES } from '../data/words.ts';
import { hash32, hexHash } from '../random.ts';
import { escapeHtml, fold, normalizedPhrase, stripDiacritics, tokens } from '../text.ts';
import type { SamplePerson } from '../types.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { SampleIndex } from '../server/sample-index.ts';
import { splitQuery, tokensOf, unquote } from './common.ts';

type ClaimValue = { kind: 'item'; id: string } | { kind: 'external-id' | 'url' | 'string'; value: string };

interface Claim {
  property: string;
  value: ClaimValue;
  rank: 'preferred' | 'normal' | 'deprecated';
  endTime?: string;
}

interface Item {
  id: string;
  label: string;
  language: string;
  description: string;
  aliases: string[];
  claims: Claim[];
  modified: string;
}

const CLASS_ITEMS: Item[] = [
  { id: 'Q5', label: 'human', description: 'any member of Homo sapiens', aliases: ['person', 'people'] },
  { id: 'Q4167410', label: 'Wikimedia disambiguation page', description: 'navigational page', aliases: [] },
  {
    id: 'Q15632617',
    label: 'fictional human',
    description: 'human who exists only in a work of fiction',
    aliases: [],
  },
  {
    id: 'Q4830453',
    label: 'business',
    description: 'organization undertaking commercial activity',
    aliases: ['company'],
  },
  { id: 'Q3918', label: 'university', description: 'academic institution', aliases: [] },
  { id: 'Q16917', label: 'hospital', description: 'health care institution', aliases: [] },
  { id: 'Q515', label: 'city', description: 'large human settlement', aliases: [] },
].map((i) => ({ ...i, language: 'en', claims: [], modified: '2025-06-01T00:00:00Z' }));

const ACCOUNT_PROPERTIES: Record<string, string> = {
  github: 'P2037',
  x: 'P2002',
  instagram: 'P2003',
  mastodon: 'P4033',
  bluesky: 'P12361',
  reddit: 'P4265',
  tiktok: 'P7085',
  telegram: 'P3789',
};

const LANGUAGE_OF_LOCALE: Record<string, string> = {
  de: 'de',
  fr: 'fr',
  es: 'es',
  es_MX: 'es',
  it: 'it',
  pt_BR: 'pt',
  nl: 'nl',
  pl: 'pl',
};

function item(id: string): ClaimValue {
  return { kind: 'item', id };
}

function personItem(index: SampleIndex, person: SamplePerson): Item {
  const place = index.places.get(person.placeKey);
  const adjective = COUNTRY_ADJECTIVES[place?.countryCode ?? ''] ?? '';
  const claims: Claim[] = [{ property: 'P31', value: item('Q5'), rank: 'normal' }];
  const employer = person.employerKey ? index.orgs.get(person.employerKey) : undefined;
  if (employer) claims.push({ property: 'P108', value: item(employer.wikidataId), rank: 'normal' });
  const former = index.population.organisations.find((o) => o.name === person.formerEmployer);
  if (former)
    claims.push({
      property: 'P108',
      value: item(former.wikidataId),
      rank: 'normal',
      endTime: '+2019-00-00T00:00:00Z',
    });
  if (place) claims.push({ property: 'P551', value: item(place.wikidataId), rank: 'normal' });
  if (person.website)
    claims.push({ property: 'P856', value: { kind: 'url', value: person.website }, rank: 'normal' });
  for (const account of person.accounts) {
    const property = ACCOUNT_PROPERTIES[account.platform];
    if (!property || !index.chance(`wd:${person.id}:${account.platform}`, 0.85)) continue;
    const value =
      account.platform === 'mastodon'
        ? `${account.username}@${account.instance ?? 'mastodon.social'}`
        : account.username;
    const claim: Claim = {
      property,
      value: { kind: 'external-id', value },
      rank: account.dormant ? 'normal' : 'preferred',
    };
    if (account.dormant) claim.endTime = `+${account.lastActiveAt.slice(0, 4)}-00-00T00:00:00Z`;
    claims.push(claim);
  }
  if (index.chance(`wd:${person.id}:deprecated`, 0.15)) {
    claims.push({
      property: 'P2002',
      value: { kind: 'external-id', value: `${fold(person.familyName).replace(/[^a-z]/g, '')}_official_old` },
      rank: 'deprecated',
    });
  }
  const aliases = new Set<string>();
  const plain = `${person.givenName} ${person.familyName}`;
  for (const alias of [
    plain,
    stripDiacritics(plain),
    ...person.nicknames.map((n) => `${n} ${person.familyName}`),
  ]) {
    if (alias !== person.name) aliases.add(alias);
  }
  if (person.middleName) aliases.add(`${person.givenName} ${person.middleName} ${person.familyName}`);
  return {
    id: person.wikidataId ?? 'Q0',
    label: person.name,
    language: LANGUAGE_OF_LOCALE[person.locale] ?? 'en',
    description: `${adjective} ${person.jobTitle.toLowerCase()}`.trim(),
    aliases: [...aliases],
    claims,
    modified: '2025-11-20T10:00:00Z',
  };
}

export function buildItems(index: SampleIndex): Map<string, Item> {
  const items = new Map<string, Item>();
  for (const i of CLASS_ITEMS) items.set(i.id, i);
  for (const place of index.population.places) {
    items.set(place.wikidataId, {
      id: place.wikidataId,
      label: place.name,
      language: 'en',
      description: `city in ${place.country}`,
      aliases: place.variants.filter((v) => v !== place.name),
      claims: [{ property: 'P31', value: item('Q515'), rank: 'normal' }],
      modified: '2025-05-01T00:00:00Z',
    });
  }
  for (const org of index.population.organisations) {
    const city = index.places.get(org.placeKeys[0] ?? '');
    const classId = org.kind === 'university' ? 'Q3918' : org.kind === 'public' ? 'Q16917' : 'Q4830453';
    const claims: Claim[] = [{ property: 'P31', value: item(classId), rank: 'normal' }];
    if (city) claims.push({ property: 'P159', value: item(city.wikidataId), rank: 'normal' });
    claims.push({
      property: 'P856',
      value: { kind: 'url', value: `https://${org.domain}/` },
      rank: 'normal',
    });
    items.set(org.wikidataId, {
      id: org.wikidataId,
      label: org.name,
      language: 'en',
      description:
        org.placeKeys.length > 1
          ? 'company'
          : `${org.kind === 'company' ? 'company' : org.kind === 'university' ? 'university' : 'hospital'} in ${city?.name ?? 'the city'}`,
      aliases: org.variants.filter((v) => v !== org.name && !v.startsWith('@')),
      claims,
      modified: '2025-05-01T00:00:00Z',
    });
  }
  const counts = new Map<string, number>();
  for (const person of index.population.people) {
    if (person.wikidataId) items.set(person.wikidataId, personItem(index, person));
    const key = `${person.givenName} ${person.familyName}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let n = 0;
  for (const [name, count] of counts) {
    if (count < 6) continue;
    const id = `Q${9_300_000 + n * 5}`;
    n += 1;
    items.set(id, {
      id,
      label: name,
      language: 'en',
      description: 'Wikimedia disambiguation page',
      aliases: [],
      claims: [{ property: 'P31', value: item('Q4167410'), rank: 'normal' }],
      modified: '2024-01-01T00:00:00Z',
    });
  }
  if (counts.has('John Smith')) {
    items.set('Q9399001', {
      id: 'Q9399001',
      label: 'John Smith',
      language: 'en',
      description: 'fictional detective in a series of novels',
      aliases: ['Detective John Smith'],
      claims: [{ property: 'P31', value: item('Q15632617'), rank: 'normal' }],
      modified: '2024-01-01T00:00:00Z',
    });
  }
  return items;
}

function pageId(id: string): number {
  return 1_000_000 + (hash32(id) % 90_000_000);
}

function claimJson(itemId: string, claim: Claim, i: number): Record<string, unknown> {
  const datavalue =
    claim.value.kind === 'item'
      ? {
          value: { 'entity-type': 'item', 'numeric-id': Number(claim.value.id.slice(1)), id: claim.value.id },
          type: 'wikibase-entityid',
        }
      : { value: claim.value.value, type: 'string' };
  const datatype =
    claim.value.kind === 'item' ? 'wikibase-item' : claim.value.kind === 'url' ? 'url' : claim.value.kind;
  const out: Record<string, unknown> = {
    mainsnak: { snaktype: 'value', property: claim.property, datavalue, datatype },
    type: 'statement',
    id: `${itemId}$${hexHash(`${itemId}:${claim.property}:${i}`, 8)}-${hexHash(`${itemId}:${i}`, 4)}-${hexHash(`${claim.property}:${i}`, 4)}`,
    rank: claim.rank,
  };
  if (claim.endTime) {
    out.qualifiers = {
      P582: [
        {
          snaktype: 'value',
          property: 'P582',
          datavalue: {
            value: {
              time: claim.endTime,
              timezone: 0,
              before: 0,
              after: 0,
              precision: 9,
              calendarmodel: 'http://www.wikidata.org/entity/Q1985727',
            },
            type: 'time',
          },
          datatype: 'time',
        },
      ],
    };
    out['qualifiers-order'] = ['P582'];
  }
  return out;
}

function entityJson(it: Item, props: Set<string>, languages: Set<string> | null): Record<string, unknown> {
  const langs = [...new Set(['en', it.language])].filter((l) => !languages || languages.has(l));
  const out: Record<string, unknown> = { type: 'item', id: it.id };
  if (props.has('info')) {
    Object.assign(out, {
      pageid: pageId(it.id),
      ns: 0,
      title: it.id,
      lastrevid: 2_000_000_000 + (hash32(it.id) % 100_000_000),
      modified: it.modified,
    });
  }
  if (props.has('labels'))
    out.labels = Object.fromEntries(langs.map((l) => [l, { language: l, value: it.label }]));
  if (props.has('descriptions')) {
    out.descriptions =
      languages && !languages.has('en') ? {} : { en: { language: 'en', value: it.description } };
  }
  if (props.has('aliases')) {
    out.aliases =
      it.aliases.length > 0 && (!languages || languages.has('en'))
        ? { en: it.aliases.map((a) => ({ language: 'en', value: a })) }
        : {};
  }
  if (props.has('claims')) {
    const claims: Record<string, unknown[]> = {};
    it.claims.forEach((c, i) => {
      (claims[c.property] ??= []).push(claimJson(it.id, c, i));
    });
    out.claims = claims;
  }
  if (props.has('sitelinks') || props.has('sitelinks/urls')) out.sitelinks = {};
  return out;
}

function matchesStatement(it: Item, spec: string): boolean {
  return spec.split('|').some((alt) => {
    const [property, value] = alt.split('=');
    if (!property) return false;
    return it.claims.some((c) => {
      if (c.property !== property || c.rank === 'deprecated') return false;
      if (value === undefined) return true;
      return c.value.kind === 'item' ? c.value.id === value : c.value.value === value;
    });
  });
}

const searchTexts = new WeakMap<Item, string>();

function searchText(it: Item): string {
  let text = searchTexts.get(it);
  if (text === undefined) {
    text = normalizedPhrase([it.label, ...it.aliases, it.description].join(' | '));
    searchTexts.set(it, text);
  }
  return text;
}

function cirrusSearch(items: Map<string, Item>, req: SampleRequest): SampleResponse {
  const srsearch = req.query.get('srsearch') ?? '';
  const limit = intParam(req.query, 'srlimit', 10, 1, 500);
  const offset = intParam(req.query, 'sroffset', 0, 0, 10_000);
  const must: string[] = [];
  const mustNot: string[] = [];
  const words: string[] = [];
  for (const part of splitQuery(srsearch)) {
    const m = /^(-?)haswbstatement:(.+)$/i.exec(part);
    if (m?.[2]) (m[1] ? mustNot : must).push(unquote(m[2]));
    else words.push(unquote(part));
  }
  const phrases = words.map((w) => normalizedPhrase(w)).filter((p) => p.trim() !== '');
  const hits: Item[] = [];
  for (const it of items.values()) {
    if (!must.every((s) => matchesStatement(it, s))) continue;
    if (mustNot.some((s) => matchesStatement(it, s))) continue;
    if (phrases.length > 0) {
      const text = searchText(it);
      if (!phrases.every((p) => text.includes(p))) continue;
    }
    if (must.length === 0 && phrases.length === 0) continue;
    hits.push(it);
  }
  const wantedLabel = normalizedPhrase(words.join(' '));
  const exact = (it: Item): number =>
    phrases.length > 0 && normalizedPhrase(it.label) === wantedLabel ? 1 : 0;
  hits.sort((a, b) => exact(b) - exact(a) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const slice = hits.slice(offset, offset + limit);
  const highlight = (text: string): string => {
    let out = escapeHtml(text);
    for (const w of words.flatMap((x) => x.split(/\s+/))) {
      if (w.length < 2) continue;
      out = out.replace(
        new RegExp(`\\b(${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})\\b`, 'gi'),
        '<span class="searchmatch">$1</span>',
      );
    }
    return out;
  };
  const body: Record<string, unknown> = { batchcomplete: '' };
  if (offset + limit < hits.length) body.continue = { sroffset: offset + limit, continue: '-||' };
  body.query = {
    searchinfo: { totalhits: hits.length },
    search: slice.map((it) => ({
      ns: 0,
      title: it.id,
      pageid: pageId(it.id),
      size: 800 + it.claims.length * 700,
      wordcount: 10 + it.claims.length * 6,
      snippet: highlight(`${it.label}, ${it.description}`),
      timestamp: it.modified,
    })),
  };
  return json(200, body);
}

function searchEntities(items: Map<string, Item>, req: SampleRequest): SampleResponse {
  const search = req.query.get('search') ?? '';
  const language = req.query.get('language') ?? 'en';
  const limit = intParam(req.query, 'limit', 7, 1, 50);
  const offset = intParam(req.query, 'continue', 0, 0, 10_000);
  if (search.trim() === '') {
    return json(
      200,
      { error: { code: 'paramempty', info: 'The "search" parameter must be set.' } },
      { 'mediawiki-api-error': 'paramempty' },
    );
  }
  const wanted = tokens(search).join(' ');
  const hits: { it: Item; type: 'label' | 'alias'; text: string; exact: boolean }[] = [];
  for (const it of items.values()) {
    const label = tokensOf(it.label).join(' ');
    if (label.startsWith(wanted)) {
      hits.push({ it, type: 'label', text: it.label, exact: label === wanted });
      continue;
    }
    const alias = it.aliases.find((a) => tokensOf(a).join(' ').startsWith(wanted));
    if (alias) hits.push({ it, type: 'alias', text: alias, exact: tokensOf(alias).join(' ') === wanted });
  }
  hits.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      Number(b.it.claims.length > 4) - Number(a.it.claims.length > 4) ||
      Number(a.it.id.slice(1)) - Number(b.it.id.slice(1)),
  );
  const slice = hits.slice(offset, offset + limit);
  const body: Record<string, unknown> = {
    searchinfo: { search },
    search: slice.map(({ it, type, text: matched }) => {
      const entry: Record<string, unknown> = {
        id: it.id,
        title: it.id,
        pageid: pageId(it.id),
        concepturi: `http://www.wikidata.org/entity/${it.id}`,
        repository: 'wikidata',
        url: `//www.wikidata.org/wiki/${it.id}`,
        display: {
          label: { value: it.label, language: 'en' },
          description: { value: it.description, language: 'en' },
        },
        label: it.label,
        description: it.description,
        match: { type, language, text: matched },
      };
      if (type === 'alias') entry.aliases = [matched];
      return entry;
    }),
  };
  if (offset + limit < hits.length) body['search-continue'] = offset + limit;
  body.success = 1;
  return json(200, body);
}

function getEntities(items: Map<string, Item>, req: SampleRequest): SampleResponse {
  const ids = (req.query.get('ids') ?? '').split('|').filter((s) => s !== '');
  if (ids.length === 0)
    return json(200, {
      error: {
        code: 'param-missing',
        info: 'Either provide the item "ids" or pairs of "sites" and "titles" for corresponding pages',
      },
    });
  if (ids.length > 50) {
    return json(200, {
      error: {
        code: 'toomanyvalues',
        info: 'Too many values supplied for parameter "ids". The limit is 50.',
        limit: 50,
      },
    });
  }
  const bad = ids.find((id) => !/^[QPL]\d+$/.test(id));
  if (bad)
    return json(200, {
      error: { code: 'no-such-entity', info: `Could not find an entity with the ID "${bad}".`, id: bad },
    });
  const propsParam = req.query.get('props');
  const props = new Set(
    propsParam
      ? propsParam.split('|')
      : ['info', 'sitelinks', 'aliases', 'labels', 'descriptions', 'claims', 'datatype'],
  );
  const langParam = req.query.get('languages');
  const languages = langParam ? new Set(langParam.split('|')) : null;
  const entities: Record<string, unknown> = {};
  for (const id of ids) {
    const it = items.get(id);
    entities[id] = it ? entityJson(it, props, languages) : { id, missing: '' };
  }
  return json(200, { entities, success: 1 });
}

export function wikidataHosts(index: SampleIndex): Record<string, HostHandler> {
  let items: Map<string, Item> | null = null;
  const all = (): Map<string, Item> => (items ??= buildItems(index));
  const handler: HostHandler = (req) => {
    if (req.path === '/w/api.php') {
      const action = req.query.get('action');
      if (action === 'wbsearchentities') return searchEntities(all(), req);
      if (action === 'wbgetentities') return getEntities(all(), req);
      if (action === 'query' && req.query.get('list') === 'search') return cirrusSearch(all(), req);
      return json(200, {
        error: { code: 'badvalue', info: `Unrecognized value for parameter "action": ${action ?? ''}.` },
      });
    }
    const data = /^\/wiki\/Special:EntityData\/(Q\d+)\.json$/.exec(req.path);
    if (data?.[1]) {
      const it = all().get(data[1]);
      if (!it) return json(404, { error: 'not found' });
      return json(200, {
        entities: {
          [it.id]: entityJson(
            it,
            new Set(['info', 'labels', 'descriptions', 'aliases', 'claims', 'sitelinks']),
            null,
          ),
        },
      });
    }
    const wiki = /^\/wiki\/(Q\d+)$/.exec(req.path);
    if (wiki?.[1]) {
      const it = all().get(wiki[1]);
      if (!it)
        return html(
          404,
          '<!doctype html><title>Not found - Wikidata</title><p>This entity does not exist.</p>',
        );
      return html(
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(it.label)} - Wikidata</title></head><body><h1>${escapeHtml(it.label)} (${it.id})</h1><p>${escapeHtml(it.description)}</p></body></html>`,
      );
    }
    return undefined;
  };
  return { 'www.wikidata.org': handler, 'wikidata.org': handler };
}

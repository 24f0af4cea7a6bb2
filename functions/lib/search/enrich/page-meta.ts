import { Parser } from 'htmlparser2';

/** A Person described by a page's JSON-LD or schema.org microdata. */
export interface LinkedDataPerson {
  name: string | null;
  description: string | null;
  locations: string[];
  employers: string[];
  /** sameAs and url: the person's other accounts and sites. */
  links: string[];
  image: string | null;
}

/** What a profile page says about its owner. */
export interface PageMeta {
  title: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  description: string | null;
  /** `rel="me"` links (on `<a>` and `<link>`), absolute. */
  relMe: string[];
  /** The page's own address: `<link rel="canonical">`, else og:url. */
  canonical: string | null;
  people: LinkedDataPerson[];
  /** Visible text, capped, for matching facts. */
  text: string;
  /** The page's links, absolute, each with where it sits in `text` (the length of the text before it). */
  links: { url: string; at: number }[];
}

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
/** Microdata properties of a Person read as text, and where each goes. */
const MICRODATA_TEXT: Record<string, 'name' | 'description' | 'locations' | 'employers'> = {
  name: 'name',
  description: 'description',
  homeLocation: 'locations',
  address: 'locations',
  workLocation: 'locations',
  worksFor: 'employers',
  affiliation: 'employers',
};
const MICRODATA_LINKS = new Set(['url', 'sameAs']);

/** One open element while reading microdata: the Person it starts, or the property whose text it holds. */
interface MicrodataFrame {
  person?: LinkedDataPerson;
  /** Starts an item of another type: properties inside it are not the Person's. */
  otherItem?: boolean;
  property?: (typeof MICRODATA_TEXT)[string];
  text: string;
}
const TEXT_CAP = 20_000;

function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function clean(text: string | null | undefined): string | null {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value === '' ? null : value;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return clean(value);
  const record = asRecord(value);
  if (!record) return null;
  return textOf(record.name) ?? textOf(record['@value']);
}

function placeOf(value: unknown): string | null {
  if (typeof value === 'string') return clean(value);
  const record = asRecord(value);
  if (!record) return null;
  const address = asRecord(record.address) ?? (record.addressLocality !== undefined ? record : null);
  if (address) {
    const parts = [address.addressLocality, address.addressRegion, address.addressCountry]
      .map((part) => textOf(part))
      .filter((part): part is string => part !== null);
    if (parts.length > 0) return parts.join(', ');
  }
  if (typeof record.address === 'string') return clean(record.address);
  return textOf(record.name);
}

function isType(node: Record<string, unknown>, type: string): boolean {
  return asList(node['@type']).some((value) => value === type);
}

/** Finds Person nodes in a JSON-LD document: top level, @graph, ProfilePage.mainEntity. */
function collectPeople(value: unknown, base: string, into: LinkedDataPerson[], depth = 0): void {
  if (depth > 4) return;
  for (const item of asList(value)) {
    const node = asRecord(item);
    if (!node) continue;
    if (node['@graph']) collectPeople(node['@graph'], base, into, depth + 1);
    if (node.mainEntity) collectPeople(node.mainEntity, base, into, depth + 1);
    if (node.author && !isType(node, 'Person')) collectPeople(node.author, base, into, depth + 1);
    if (!isType(node, 'Person')) continue;
    const links = [...asList(node.sameAs), node.url]
      .map((link) => (typeof link === 'string' ? absolute(link, base) : null))
      .filter((link): link is string => link !== null);
    const image = asList(node.image)
      .map((img) => (typeof img === 'string' ? img : textOf(asRecord(img)?.url)))
      .find((img): img is string => typeof img === 'string' && img.length > 0);
    into.push({
      name: textOf(node.name),
      description: textOf(node.description),
      locations: [...asList(node.homeLocation), ...asList(node.address), ...asList(node.workLocation)]
        .map((place) => placeOf(place))
        .filter((place): place is string => place !== null),
      employers: [...asList(node.worksFor), ...asList(node.affiliation)]
        .map((org) => textOf(org))
        .filter((org): org is string => org !== null),
      links,
      image: image ?? null,
    });
  }
}

function isPersonScope(attributes: Record<string, string>): boolean {
  return 'itemscope' in attributes && /schema\.org\/Person\/?$/i.test((attributes.itemtype ?? '').trim());
}

/** Reads a profile page's OpenGraph tags, rel=me links, JSON-LD and microdata Person and visible text. */
export function readPageMeta(html: string, pageUrl: string): PageMeta {
  const meta: Record<string, string> = {};
  const frames: MicrodataFrame[] = [];
  const anchors: { url: string; rawAt: number }[] = [];
  const microdata: LinkedDataPerson[] = [];
  const personOf = (from: number): LinkedDataPerson | undefined => {
    for (let i = from; i >= 0; i--) {
      const frame = frames[i];
      if (frame?.person) return frame.person;
      if (frame?.otherItem) return undefined;
    }
    return undefined;
  };
  const relMe: string[] = [];
  let canonical: string | null = null;
  const ldBlocks: string[] = [];
  let title = '';
  let text = '';
  let skipDepth = 0;
  let inTitle = false;
  let inLd = false;
  let ld = '';

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (key && attributes.content !== undefined && meta[key] === undefined)
            meta[key] = attributes.content;
        }
        if ((name === 'a' || name === 'link') && attributes.href) {
          const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (name === 'link' && rel.includes('canonical') && canonical === null) {
            canonical = absolute(attributes.href, pageUrl);
          }
          if (name === 'a' && skipDepth === 0) {
            const href = absolute(attributes.href, pageUrl);
            if (href) anchors.push({ url: href, rawAt: text.length });
          }
          if (rel.includes('me')) {
            const href = absolute(attributes.href, pageUrl);
            if (href && !relMe.includes(href)) relMe.push(href);
          }
        }
        if (name === 'title') inTitle = true;
        if (name === 'script' && (attributes.type ?? '').toLowerCase() === 'application/ld+json') {
          inLd = true;
          ld = '';
        }
        if (SKIP_TEXT.has(name)) skipDepth++;
        const frame: MicrodataFrame = { text: '' };
        const owner = personOf(frames.length - 1);
        for (const property of (attributes.itemprop ?? '').split(/\s+/)) {
          if (!owner || property === '') continue;
          const link = attributes.href ?? attributes.content;
          if (MICRODATA_LINKS.has(property) && link) {
            const href = absolute(link, pageUrl);
            if (href && !owner.links.includes(href)) owner.links.push(href);
          } else if (MICRODATA_TEXT[property]) {
            frame.property = MICRODATA_TEXT[property];
            if (attributes.content !== undefined) frame.text = attributes.content;
          }
        }
        if (isPersonScope(attributes)) {
          frame.person = {
            name: null,
            description: null,
            locations: [],
            employers: [],
            links: [],
            image: null,
          };
          microdata.push(frame.person);
        } else if ('itemscope' in attributes) {
          frame.otherItem = true;
        }
        frames.push(frame);
      },
      ontext(data) {
        if (inTitle) title += data;
        if (inLd) ld += data;
        for (const frame of frames) if (frame.property) frame.text += data;
        if (skipDepth === 0 && text.length < TEXT_CAP) text += data;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'script' && inLd) {
          inLd = false;
          ldBlocks.push(ld);
        }
        if (SKIP_TEXT.has(name) && skipDepth > 0) skipDepth--;
        if (skipDepth === 0 && text.length < TEXT_CAP) text += ' ';
        const frame = frames.pop();
        const owner = personOf(frames.length - 1);
        const value = clean(frame?.text);
        if (!frame?.property || !owner || value === null) return;
        if (frame.property === 'name' || frame.property === 'description') owner[frame.property] ??= value;
        else if (!owner[frame.property].includes(value)) owner[frame.property].push(value);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const people: LinkedDataPerson[] = [];
  for (const block of ldBlocks) {
    try {
      collectPeople(JSON.parse(block) as unknown, pageUrl, people);
    } catch {
      // A broken JSON-LD block says nothing; the rest of the page still counts.
    }
  }
  for (const person of microdata) {
    if (person.name || person.locations.length > 0 || person.employers.length > 0) people.push(person);
  }
  const ogImage = meta['og:image'] ? absolute(meta['og:image'], pageUrl) : null;
  return {
    title: clean(title),
    ogTitle: clean(meta['og:title'] ?? meta['twitter:title']),
    ogDescription: clean(meta['og:description'] ?? meta['twitter:description']),
    ogImage,
    description: clean(meta.description),
    relMe,
    canonical: canonical ?? (meta['og:url'] ? absolute(meta['og:url'], pageUrl) : null),
    people,
    text: clean(text.slice(0, TEXT_CAP)) ?? '',
    links: anchors
      .filter((anchor) => anchor.rawAt < TEXT_CAP)
      .map((anchor) => ({
        url: anchor.url,
        at: text.slice(0, anchor.rawAt).replace(/\s+/g, ' ').trimStart().length,
      })),
  };
}

/** The visible text of an HTML fragment (a Mastodon note, a Stack Exchange display name). */
export function htmlToText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext(data) {
        text += data;
      },
      onopentag(name) {
        if (name === 'br' || name === 'p') text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** The links of an HTML fragment, absolute; with `relMeOnly`, only those marked rel="me". */
export function htmlLinks(html: string, base: string, relMeOnly = false): string[] {
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'a' || !attributes.href) return;
      if (relMeOnly && !(attributes.rel ?? '').toLowerCase().split(/\s+/).includes('me')) return;
      const href = absolute(attributes.href, base);
      if (href && !links.includes(href)) links.push(href);
    },
  });
  parser.write(html);
  parser.end();
  return links;
}

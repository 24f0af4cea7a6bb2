import { hash32 } from '../random.ts';
import { escapeHtml, normalizedPhrase, tokens } from '../text.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { SampleIndex } from '../server/sample-index.ts';
import { splitQuery } from './common.ts';

interface Doc {
  url: string;
  title: string;
  paragraphs: string[];
  publishedDate: string | null;
  /** Folded title and text, space-padded for whole-word phrase tests. */
  normTitle: string;
  normText: string;
}

const ENGINES = ['brave', 'duckduckgo', 'mojeek', 'qwant', 'startpage', 'wikipedia'];
const RESULTS_PER_PAGE = 10;

/** Profile pages that show up in web results for popular platforms, titled the way each site titles them. */
function profileTitle(platform: string, displayName: string, username: string): string {
  switch (platform) {
    case 'x':
      return `${displayName} (@${username}) / X`;
    case 'instagram':
      return `${displayName} (@${username}) • Instagram photos and videos`;
    case 'github':
      return `${username} (${displayName}) · GitHub`;
    case 'tiktok':
      return `${displayName} (@${username}) | TikTok`;
    case 'stackoverflow':
      return `User ${displayName} - Stack Overflow`;
    case 'devto':
      return `${displayName} - DEV Community`;
    default:
      return `${displayName} (@${username})`;
  }
}

const INDEXED_PLATFORMS = new Set([
  'x',
  'instagram',
  'github',
  'tiktok',
  'bluesky',
  'reddit',
  'medium',
  'stackoverflow',
  'devto',
  'soundcloud',
  'pinterest',
  'mastodon',
]);

export class SearchIndex {
  private readonly docs: Doc[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(index: SampleIndex) {
    for (const page of index.population.pages) {
      this.add({
        url: page.url,
        title: page.title,
        paragraphs: page.paragraphs,
        publishedDate: page.publishedAt.replace(/Z$/, ''),
      });
    }
    for (const person of index.population.people) {
      // Archetype people are built to be found only by their own path: none of their profiles is in the index.
      for (const account of person.archetype ? [] : person.accounts) {
        if (!INDEXED_PLATFORMS.has(account.platform) || account.optedOut) continue;
        if (!index.chance(`searx:${account.url}`, 0.3)) continue;
        this.add({
          url: account.url,
          title: profileTitle(account.platform, account.displayName, account.username),
          paragraphs: [account.bio || `${account.displayName} is on ${account.platform}.`],
          publishedDate: null,
        });
      }
      if (person.wikidataId) {
        this.add({
          url: `https://www.wikidata.org/wiki/${person.wikidataId}`,
          title: `${person.name} - Wikidata`,
          paragraphs: [`${person.name}: ${person.jobTitle.toLowerCase()}. Wikidata item.`],
          publishedDate: null,
        });
      }
    }
  }

  private add(doc: Omit<Doc, 'normTitle' | 'normText'>): void {
    const titleTokens = tokens(doc.title);
    const textTokens = tokens(doc.paragraphs.join(' \n '));
    const full: Doc = {
      ...doc,
      normTitle: ` ${titleTokens.join(' ')} `,
      normText: ` ${textTokens.join(' ')} `,
    };
    const id = this.docs.length;
    this.docs.push(full);
    for (const t of new Set([...titleTokens, ...textTokens])) {
      let list = this.postings.get(t);
      if (!list) {
        list = [];
        this.postings.set(t, list);
      }
      list.push(id);
    }
  }

  get size(): number {
    return this.docs.length;
  }

  search(q: string): { doc: Doc; score: number; phrase: string | null }[] {
    const phrases: string[] = [];
    const words: string[] = [];
    const excluded: string[] = [];
    let site: string | null = null;
    for (const part of splitQuery(q)) {
      if (part.startsWith('"')) {
        const p = tokens(part);
        if (p.length > 0) phrases.push(p.join(' '));
      } else if (/^site:/i.test(part)) site = part.slice(5).toLowerCase();
      else if (part.startsWith('-') && part.length > 1) excluded.push(...tokens(part.slice(1)));
      else words.push(...tokens(part));
    }
    if (phrases.length === 0 && words.length === 0) return [];
    const required = phrases.flatMap((p) => p.split(' '));
    let candidates: number[] | null = null;
    for (const t of required) {
      const list = this.postings.get(t) ?? [];
      candidates = candidates === null ? list : intersect(candidates, list);
      if (candidates.length === 0) return [];
    }
    if (candidates === null) {
      const union = new Set<number>();
      for (const w of words) for (const id of this.postings.get(w) ?? []) union.add(id);
      candidates = [...union].sort((a, b) => a - b);
    }
    const needWords = phrases.length > 0 ? 0 : words.length <= 2 ? words.length : words.length - 1;
    const hits: { doc: Doc; score: number; phrase: string | null }[] = [];
    for (const id of candidates) {
      const doc = this.docs[id];
      if (!doc) continue;
      if (site && !new URL(doc.url).hostname.endsWith(site)) continue;
      if (excluded.some((x) => doc.normTitle.includes(` ${x} `) || doc.normText.includes(` ${x} `))) continue;
      let score = 0;
      let ok = true;
      for (const p of phrases) {
        const inTitle = doc.normTitle.includes(` ${p} `);
        const count = countOf(doc.normText, ` ${p} `);
        if (!inTitle && count === 0) {
          ok = false;
          break;
        }
        score += (inTitle ? 4 : 0) + Math.min(3, count);
      }
      if (!ok) continue;
      let matched = 0;
      for (const w of words) {
        const inTitle = doc.normTitle.includes(` ${w} `);
        const inText = doc.normText.includes(` ${w} `);
        if (inTitle || inText) matched += 1;
        score += (inTitle ? 2.5 : 0) + (inText ? 2 : 0);
      }
      if (matched < needWords) continue;
      score += (hash32(`${doc.url}|${q}`) % 300) / 1000;
      hits.push({ doc, score, phrase: phrases[0] ?? words[0] ?? null });
    }
    hits.sort((a, b) => b.score - a.score || (a.doc.url < b.doc.url ? -1 : 1));
    return hits;
  }
}

function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out;
}

function countOf(haystack: string, needle: string): number {
  let n = 0;
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    n += 1;
    at = haystack.indexOf(needle, at + needle.length - 1);
  }
  return n;
}

function snippet(doc: Doc, phrase: string | null): string {
  const paragraphs = doc.paragraphs;
  let i = phrase ? paragraphs.findIndex((p) => normalizedPhrase(p).includes(` ${phrase} `)) : 0;
  if (i < 0) i = 0;
  const text = paragraphs.slice(i, i + 2).join(' ');
  const prefix = i > 0 ? '… ' : '';
  return text.length > 230 ? `${prefix}${text.slice(0, 229).trimEnd()}…` : `${prefix}${text}`;
}

function parsedUrl(url: string): string[] {
  const u = new URL(url);
  return [
    u.protocol.replace(':', ''),
    u.host,
    u.pathname,
    '',
    u.search.replace(/^\?/, ''),
    u.hash.replace(/^#/, ''),
  ];
}

function search(searchIndex: SearchIndex, req: SampleRequest): SampleResponse {
  const params = req.method === 'POST' ? new URLSearchParams(req.body) : req.query;
  const q = (params.get('q') ?? '').trim();
  const format = params.get('format') ?? 'html';
  if (format !== 'json' && format !== 'html')
    return html(403, '<!doctype html><title>403 Forbidden</title><h1>Forbidden</h1>');
  const page = intParam(params, 'pageno', 1, 1, 50);
  const hits = q === '' ? [] : searchIndex.search(q);
  const slice = hits.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);
  const results = slice.map(({ doc, score, phrase }, i) => {
    const h = hash32(doc.url);
    const engine = ENGINES[h % (ENGINES.length - 1)] ?? 'brave';
    const engines = [engine, ...(h % 3 === 0 ? [ENGINES[(h >>> 3) % (ENGINES.length - 1)] ?? 'mojeek'] : [])];
    const unique = [...new Set(engines)];
    return {
      url: doc.url,
      title: doc.title,
      content: snippet(doc, phrase),
      publishedDate: doc.publishedDate,
      thumbnail: '',
      engine,
      template: 'default.html',
      parsed_url: parsedUrl(doc.url),
      img_src: '',
      priority: '',
      engines: unique,
      positions: unique.map(() => (page - 1) * RESULTS_PER_PAGE + i + 1),
      score: Math.round(score * unique.length * 1000) / 1000,
      category: 'general',
    };
  });
  if (format === 'html') {
    const items = results.map(
      (r) =>
        `<article class="result"><h3><a href="${escapeHtml(r.url)}">${escapeHtml(r.title)}</a></h3><p class="content">${escapeHtml(r.content)}</p></article>`,
    );
    return html(
      200,
      `<!doctype html>\n<html><head><title>${escapeHtml(q)} - SearXNG</title></head><body>\n${items.join('\n')}\n</body></html>`,
    );
  }
  const unresponsive = hash32(q) % 3 === 0 ? [['google', 'CAPTCHA']] : [];
  return json(200, {
    query: q,
    number_of_results: 0,
    results,
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: unresponsive,
  });
}

export function searxHosts(index: SampleIndex): Record<string, HostHandler> {
  let built: SearchIndex | null = null;
  const handler: HostHandler = (req) => {
    if (req.path !== '/search' && req.path !== '/') return undefined;
    built ??= new SearchIndex(index);
    return search(built, req);
  };
  return { 'search.sample.example': handler };
}

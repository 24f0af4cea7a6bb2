import pLimit from 'p-limit';
import { fetchPage } from '../../fetch/web-client.ts';
import type { WebClient, WebResult } from '../../fetch/web-client.ts';
import { logger } from '../../logger.ts';
import type { AccountRecord, Findings } from '../findings.ts';
import { identityFromUrl, identityKey } from '../platforms.ts';
import type { AccountFacts, LinkClaim } from '../sources/types.ts';
import { readMastodonAccount } from '../sources/mastodon.ts';
import { nameFromTitle } from '../text/names.ts';
import { AvatarReader } from './avatars.ts';
import { readPageMeta } from './page-meta.ts';
import { readProfileJson } from './profile-json.ts';

export interface EnricherOptions {
  web: WebClient;
  findings: Findings;
  signal: AbortSignal;
  /** Called when an account's page or avatar has been read. */
  onChange: (record: AccountRecord) => void;
  /** Pages read at most per search. */
  maxPages?: number;
  /** Cross-link hops followed from accounts the sources found. */
  maxDepth?: number;
  concurrency?: number;
}

const PAGE_TIMEOUT_MS = 6000;
/** Sources whose answers already are the profile; their pages add nothing. */
const NO_PAGE = new Set(['wikidata']);

function looksLikeJson(result: WebResult): boolean {
  const type = result.headers.get('content-type') ?? '';
  return type.includes('json') || /^\s*[[{]/.test(result.body.slice(0, 20));
}

interface ReadFacts {
  facts: AccountFacts;
  links: LinkClaim[];
  /** How the page writes its own address or username, when it says. */
  canonical: string | null;
}

function pageFacts(html: string, url: string): ReadFacts {
  const meta = readPageMeta(html, url);
  const links: LinkClaim[] = [];
  for (const href of meta.relMe) {
    const target = identityFromUrl(href);
    if (target) links.push({ target, kind: 'asserted', via: 'rel=me' });
  }
  const person = meta.people[0];
  for (const href of person?.links ?? []) {
    const target = identityFromUrl(href);
    if (target) links.push({ target, kind: 'asserted', via: 'json-ld sameAs' });
  }
  const pageNames = [nameFromTitle(meta.ogTitle), nameFromTitle(meta.title)].filter(
    (name): name is string => !!name,
  );
  return {
    facts: {
      names: person?.name ? [person.name] : [],
      pageNames,
      bios: person?.description ? [person.description] : [],
      locations: person?.locations ?? [],
      employers: person?.employers ?? [],
      title: meta.title,
      ogTitle: meta.ogTitle,
      ogDescription: meta.ogDescription ?? meta.description,
      ogImage: meta.ogImage ?? person?.image ?? null,
    },
    links,
    canonical: meta.canonical,
  };
}

function jsonFacts(result: WebResult): ReadFacts | null {
  let data: unknown;
  try {
    data = JSON.parse(result.body);
  } catch {
    return null;
  }
  const profile = readProfileJson(data, result.url);
  return {
    facts: {
      names: profile.names,
      bios: profile.bios,
      locations: profile.locations,
      employers: profile.employers,
    },
    links: profile.links.map((link) => ({ target: link.target, kind: 'asserted', via: link.via })),
    canonical: null,
  };
}

/**
 * Takes the page's own spelling of the account ("AdaExample" where a guess or a link said "adaexample"), when it
 * names the same account. Sources that listed the account already spell it their way.
 */
function adoptCanonical(record: AccountRecord, read: ReadFacts): void {
  if (!read.canonical || record.origins.has('search')) return;
  const canonical = identityFromUrl(read.canonical);
  if (canonical && identityKey(canonical) === record.key && canonical.url !== record.identity.url) {
    record.identity = { ...record.identity, handle: canonical.handle, url: canonical.url };
  }
}

/**
 * Reads each account's own page once (OpenGraph, rel=me, JSON-LD), or the probe's JSON answer, and follows the
 * cross-links found there a few hops, so linked accounts are confirmed and join their owner's profile.
 */
export class Enricher {
  private readonly limit;
  private readonly scheduled = new Set<string>();
  private readonly prefetched = new Map<string, WebResult>();
  private readonly running = new Set<Promise<void>>();
  private pages = 0;
  private readonly avatars: AvatarReader;

  constructor(private readonly options: EnricherOptions) {
    this.limit = pLimit(options.concurrency ?? 8);
    this.avatars = new AvatarReader(options.web, options.signal);
  }

  /** Keeps a probe's answer so the account's page is not requested twice. */
  prefetch(key: string, result: WebResult): void {
    this.prefetched.set(key, result);
  }

  schedule(record: AccountRecord): void {
    if (this.scheduled.has(record.key) || record.depth > (this.options.maxDepth ?? 2)) return;
    if (NO_PAGE.has(record.identity.platform)) return;
    this.scheduled.add(record.key);
    const task = this.limit(() => this.enrich(record)).catch((error: unknown) => {
      if (!this.options.signal.aborted) {
        logger.debug('Profile page not read', {
          url: record.identity.url,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    });
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  /** Resolves when every scheduled page (and those they led to) has been read or given up. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  get pending(): number {
    return this.running.size;
  }

  private async enrich(record: AccountRecord): Promise<void> {
    await this.readPage(record);
    await this.readAvatar(record);
  }

  /** The avatar of an account that exists, once its page or source named one; equal images may join accounts. */
  private async readAvatar(record: AccountRecord): Promise<void> {
    if (this.options.signal.aborted || record.state !== 'found' || !record.ogImage) return;
    const hash = await this.avatars.hashOf(record.ogImage);
    if (hash && record.avatar === null) {
      record.avatar = hash;
      this.options.onChange(record);
    }
  }

  private async readPage(record: AccountRecord): Promise<void> {
    const { web, findings, signal } = this.options;
    if (signal.aborted || this.pages >= (this.options.maxPages ?? 80)) return;

    if (record.identity.platform === 'mastodon') {
      this.pages += 1;
      const account = await readMastodonAccount(web, record.identity, signal, 'pages', 'link');
      if (!account) findings.markGone(record.key);
      else {
        findings.confirm(record.key);
        findings.addFacts(record, account, account.links);
      }
      this.options.onChange(record);
      return;
    }

    const probe = this.prefetched.get(record.key);
    if (probe) {
      const fromProbe = looksLikeJson(probe) ? jsonFacts(probe) : null;
      if (fromProbe) findings.addFacts(record, fromProbe.facts, fromProbe.links);
      else if (probe.url === record.identity.url) {
        const page = pageFacts(probe.body, probe.url);
        adoptCanonical(record, page);
        findings.addFacts(record, page.facts, page.links);
        this.options.onChange(record);
        return;
      }
    }

    this.pages += 1;
    const page = await fetchPage(web, record.identity.url, {
      signal,
      timeoutMs: PAGE_TIMEOUT_MS,
      maxBodyBytes: 800_000,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    if (page.status === 404 || page.status === 410) {
      // A link to a deleted account. Accounts a source saw stay: its API is better evidence than a page.
      if (record.state === 'linked') findings.markGone(record.key);
    } else if (page.status === 200 && !page.loginWall) {
      findings.confirm(record.key);
      const facts = looksLikeJson(page) ? jsonFacts(page) : pageFacts(page.body, page.finalUrl);
      if (facts) {
        adoptCanonical(record, facts);
        findings.addFacts(record, facts.facts, facts.links);
      }
    }
    this.options.onChange(record);
  }
}

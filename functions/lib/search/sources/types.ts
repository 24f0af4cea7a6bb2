import type { Config } from '../../config.ts';
import type { WebClient, WebResult } from '../../fetch/web-client.ts';
import type { Identity } from '../platforms.ts';
import type { SearchPlan } from '../query.ts';

/**
 * How sure a cross-link is. `curated`: a curated knowledge base lists both accounts for one person (Wikidata).
 * `verified`: checked both ways or cryptographically (Keybase proofs, Mastodon verified fields, a Bluesky domain
 * handle). `asserted`: the account's owner says so one way (a bio link, rel=me, twitter_username, blog).
 */
export type LinkKind = 'curated' | 'verified' | 'asserted';

export interface LinkClaim {
  target: Identity;
  kind: LinkKind;
  /** Where the link came from, for logs and tests ("keybase proof", "rel=me"). */
  via: string;
}

/** How an account came to be known. */
export type Origin = 'search' | 'probe' | 'link' | 'hint';

/** Facts an account shows about its owner. Structured name fields are `names`; page titles are `pageNames`. */
export interface AccountFacts {
  names?: string[];
  pageNames?: string[];
  bios?: string[];
  locations?: string[];
  employers?: string[];
  descriptions?: string[];
  title?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
}

/** One thing a source learned: an account and what it shows. */
export interface AccountFinding extends AccountFacts {
  identity: Identity;
  source: string;
  origin: Origin;
  links?: LinkClaim[];
  /** The probe's own response, so the page is not fetched twice. */
  prefetched?: WebResult;
}

/** A web page that mentions the name, as a search engine returned it. */
export interface MentionHit {
  url: string;
  title: string;
  snippet: string;
  /** Position in the engine's answer, from 0. */
  rank: number;
  source: string;
  /** The page's own visible text, when it was read. */
  pageText?: string;
  /** The links of the page, when it was read, each with where it sits in `pageText`. */
  pageLinks?: { url: string; at: number }[];
}

export interface SourceContext {
  plan: SearchPlan;
  web: WebClient;
  signal: AbortSignal;
  /**
   * When the search wraps up (epoch ms): a source with many small requests (the username probes) stops starting
   * new ones and stops waiting for slow ones then; what it did not hear back about counts as unknown.
   */
  deadline: number;
  config: Config;
  report: (finding: AccountFinding) => void;
}

/** A source of accounts for a search (an API, or the username probes). */
export interface PersonSource {
  id: string;
  /** The name shown in `failedSources`. */
  label: string;
  timeoutMs: number;
  applies: (plan: SearchPlan) => boolean;
  run: (context: SourceContext) => Promise<void>;
}

/** What a mention source needs for one query. */
export type MentionContext = Pick<SourceContext, 'web' | 'signal'>;

/** A search engine for pages that mention the name. */
export interface MentionSource {
  id: string;
  label: string;
  timeoutMs: number;
  search: (query: string, context: MentionContext) => Promise<MentionHit[]>;
}

import { linksInText } from './enrich/text-links.ts';
import { identityKey } from './platforms.ts';
import type { Identity } from './platforms.ts';
import type { AccountFacts, AccountFinding, LinkClaim, LinkKind, Origin } from './sources/types.ts';

/** `found`: seen by a source or its page answered; `linked`: only named by a cross-link so far; `gone`: 404. */
export type AccountState = 'found' | 'linked' | 'gone';

export interface StoredLink {
  target: string;
  kind: LinkKind;
  via: string;
}

/** Everything learned about one account, from every source that saw it. */
export interface AccountRecord {
  key: string;
  identity: Identity;
  state: AccountState;
  sources: Set<string>;
  origins: Set<Origin>;
  /** Hops from an account a source found (0) through cross-links. */
  depth: number;
  names: string[];
  pageNames: string[];
  bios: string[];
  locations: string[];
  employers: string[];
  descriptions: string[];
  title: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  /** A hash of the avatar image's bytes, once read (see enrich/avatars.ts). */
  avatar: string | null;
  links: Map<string, StoredLink>;
}

const KIND_RANK: Record<LinkKind, number> = { curated: 3, verified: 2, asserted: 1 };
const ORIGIN_RANK: Record<Origin, number> = { search: 0, probe: 1, hint: 2, link: 3 };

function pushUnique(list: string[], values: string[] | undefined): void {
  for (const raw of values ?? []) {
    const value = raw.replace(/\s+/g, ' ').trim();
    if (value !== '' && !list.includes(value)) list.push(value);
  }
}

/** The accounts of one search, merged by identity as sources report them. */
export class Findings {
  private readonly records = new Map<string, AccountRecord>();
  private readonly listeners: ((record: AccountRecord) => void)[] = [];

  /** Called once for every new account, found or linked. */
  onNew(listener: (record: AccountRecord) => void): void {
    this.listeners.push(listener);
  }

  get(key: string): AccountRecord | undefined {
    return this.records.get(key);
  }

  /** All accounts, sorted by key so that what follows does not depend on arrival order. */
  all(): AccountRecord[] {
    return [...this.records.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  get size(): number {
    return this.records.size;
  }

  /** Merges a finding in; accounts it links to become `linked` accounts one hop further. */
  add(finding: AccountFinding, depth = 0): AccountRecord {
    const record = this.ensure(finding.identity, depth, finding.origin === 'link' ? 'linked' : 'found');
    if (finding.origin !== 'link' && record.state === 'linked') record.state = 'found';
    // The way the best-placed source writes the account wins (a link may spell "AdaEx" as "adaex").
    const rank = ORIGIN_RANK[finding.origin];
    const current = Math.min(...[...record.origins].map((origin) => ORIGIN_RANK[origin]), 9);
    if (rank < current || (rank === current && finding.identity.url < record.identity.url)) {
      record.identity = finding.identity;
    }
    record.sources.add(finding.source);
    record.origins.add(finding.origin);
    this.addFacts(record, finding, finding.links ?? []);
    return record;
  }

  /** Adds what an account's own page or API says about it, without changing how it was found. */
  addFacts(record: AccountRecord, facts: AccountFacts, links: LinkClaim[] = []): void {
    pushUnique(record.names, facts.names);
    pushUnique(record.pageNames, facts.pageNames);
    pushUnique(record.bios, facts.bios);
    pushUnique(record.locations, facts.locations);
    pushUnique(record.employers, facts.employers);
    pushUnique(record.descriptions, facts.descriptions);
    record.title ??= facts.title ?? null;
    record.ogTitle ??= facts.ogTitle ?? null;
    record.ogDescription ??= facts.ogDescription ?? null;
    record.ogImage ??= facts.ogImage ?? null;
    for (const link of links) this.link(record, link.target, link.kind, link.via);
    for (const bio of facts.bios ?? []) {
      for (const target of linksInText(bio)) this.link(record, target, 'asserted', 'bio link');
    }
  }

  /** An account only known from a link turned out to exist. */
  confirm(key: string): void {
    const record = this.records.get(key);
    if (record && record.state === 'linked') record.state = 'found';
  }

  /** Records that `from` links to `target`, creating the target as a linked account when new. */
  link(from: AccountRecord, target: Identity, kind: LinkKind, via: string): void {
    const key = identityKey(target);
    if (key === from.key) return;
    const existing = from.links.get(key);
    if (!existing || KIND_RANK[kind] > KIND_RANK[existing.kind])
      from.links.set(key, { target: key, kind, via });
    const record = this.ensure(target, from.depth + 1, 'linked');
    record.origins.add('link');
  }

  markGone(key: string): void {
    const record = this.records.get(key);
    if (record) record.state = 'gone';
  }

  private ensure(identity: Identity, depth: number, state: AccountState): AccountRecord {
    const key = identityKey(identity);
    let record = this.records.get(key);
    if (record) {
      record.depth = Math.min(record.depth, depth);
      return record;
    }
    record = {
      key,
      identity,
      state,
      sources: new Set(),
      origins: new Set(),
      depth,
      names: [],
      pageNames: [],
      bios: [],
      locations: [],
      employers: [],
      descriptions: [],
      title: null,
      ogTitle: null,
      ogDescription: null,
      ogImage: null,
      avatar: null,
      links: new Map(),
    };
    this.records.set(key, record);
    for (const listener of this.listeners) listener(record);
    return record;
  }
}

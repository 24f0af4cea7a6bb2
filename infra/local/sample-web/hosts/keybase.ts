import { hexHash } from '../random.ts';
import { renderProfilePage } from '../server/html.ts';
import { html, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import type { SampleAccount } from '../types.ts';
import { avatarOf, epochSeconds, wordsMatch } from './common.ts';

const PROOF_TYPES: Record<string, string> = {
  github: 'github',
  x: 'twitter',
  reddit: 'reddit',
  hackernews: 'hackernews',
};

interface Proof {
  proof_type: string;
  nametag: string;
  state: number;
  service_url: string;
  proof_url: string;
  sig_id: string;
  proof_id: string;
  human_url: string;
  presentation_group: string;
  presentation_tag: string;
}

const proofMemo = new WeakMap<Holder, Proof[]>();

function proofs(index: SampleIndex, holder: Holder): Proof[] {
  const cached = proofMemo.get(holder);
  if (cached) return cached;
  const made = makeProofs(index, holder);
  proofMemo.set(holder, made);
  return made;
}

function makeProofs(index: SampleIndex, { person, account }: Holder): Proof[] {
  const out: Proof[] = [];
  const make = (
    type: string,
    nametag: string,
    serviceUrl: string,
    proofUrl: string,
    stale: boolean,
  ): Proof => {
    const sig = hexHash(`${account.username}:${type}:${nametag}`, 64);
    return {
      proof_type: type,
      nametag,
      state: stale ? 2 : 1,
      service_url: serviceUrl,
      proof_url: proofUrl,
      sig_id: `${sig}0f`,
      proof_id: hexHash(`${sig}:id`, 22),
      human_url: proofUrl,
      presentation_group: type === 'generic_web_site' || type === 'dns' ? new URL(serviceUrl).hostname : type,
      presentation_tag: type,
    };
  };
  for (const other of person.accounts) {
    const type = PROOF_TYPES[other.platform];
    if (!type || !index.chance(`kb-proof:${account.username}:${other.platform}`, 0.8)) continue;
    const proofUrl =
      type === 'github'
        ? `https://gist.github.com/${other.username}/${hexHash(`${other.username}:gist`, 32)}`
        : `${other.url}${type === 'twitter' ? `/status/${1_000_000_000_000 + (other.numericId % 1_000_000)}` : ''}`;
    out.push(
      make(
        type,
        other.username,
        other.url,
        proofUrl,
        other.dormant && index.chance(`kb-stale:${other.url}`, 0.5),
      ),
    );
  }
  if (person.website && index.chance(`kb-web:${account.username}`, 0.6)) {
    out.push(
      make(
        'generic_web_site',
        new URL(person.website).hostname,
        person.website,
        `${person.website}.well-known/keybase.txt`,
        false,
      ),
    );
  }
  return out;
}

function them(index: SampleIndex, holder: Holder): Record<string, unknown> {
  const { account } = holder;
  const all = proofs(index, holder);
  const byGroup: Record<string, Proof[]> = {};
  for (const p of all) (byGroup[p.presentation_group] ??= []).push(p);
  const location = account.location ?? '';
  return {
    id: uid(account),
    basics: {
      username: account.username.toLowerCase(),
      ctime: epochSeconds(account.createdAt),
      mtime: epochSeconds(account.lastActiveAt),
      id_version: 12,
      track_version: 3,
      last_id_change: epochSeconds(account.lastActiveAt),
      username_cased: account.username,
      status: 0,
      salt: hexHash(`${account.username}:salt`, 32),
      eldest_seqno: 1,
    },
    profile: {
      mtime: epochSeconds(account.lastActiveAt),
      full_name: account.displayName,
      location,
      bio: account.bio,
    },
    pictures: account.avatarUrl ? { primary: { url: account.avatarUrl, source: null } } : {},
    proofs_summary: {
      all,
      by_presentation_group: byGroup,
      by_sig_id: Object.fromEntries(all.map((p) => [p.sig_id, p])),
      has_web: all.some((p) => p.proof_type === 'generic_web_site'),
    },
    cryptocurrency_addresses: {},
    devices: {},
    stellar: { hidden: true, primary: null },
  };
}

function uid(account: SampleAccount): string {
  return `${hexHash(`kb:${account.username}`, 30)}19`;
}

function lookup(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = req.query;
  let found: (Holder | undefined)[];
  const usernames = q.get('usernames') ?? q.get('username');
  if (usernames) {
    found = usernames.split(',').map((u) => index.holder('keybase', u.trim()));
  } else {
    const service = ['github', 'twitter', 'reddit', 'hackernews', 'domain'].find((s) => q.has(s));
    if (!service)
      return json(200, {
        status: { code: 100, desc: 'need a username or a service parameter', name: 'INPUT_ERROR' },
      });
    const values = (q.get(service) ?? '').split(',').map((v) => v.trim().toLowerCase());
    found = values.map((value) =>
      index
        .holders('keybase')
        .find((h) =>
          proofs(index, h).some(
            (p) =>
              (service === 'domain' ? p.proof_type === 'generic_web_site' : p.proof_type === service) &&
              p.nametag.toLowerCase() === value,
          ),
        ),
    );
  }
  const list = found.map((h) => (h ? them(index, h) : null));
  if (list.every((x) => x === null))
    return json(200, { status: { code: 205, desc: 'Not found', name: 'NOT_FOUND' }, them: list });
  return json(200, { status: { code: 0, name: 'OK' }, them: list });
}

function userSearch(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = (req.query.get('q') ?? '').trim();
  const wanted = Number.parseInt(req.query.get('num_wanted') ?? '10', 10);
  const limit = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1), 100) : 10;
  if (q === '') return json(200, { status: { code: 100, desc: 'missing q', name: 'INPUT_ERROR' } });
  const hits: { holder: Holder; score: number; components: Record<string, unknown> }[] = [];
  for (const holder of index.holders('keybase')) {
    const { account } = holder;
    const components: Record<string, unknown> = {};
    let score = 0;
    if (account.username.toLowerCase().startsWith(q.toLowerCase())) {
      score += account.username.toLowerCase() === q.toLowerCase() ? 1 : 0.6;
      components.username = { val: account.username, score: 0.6 };
    }
    if (wordsMatch(q, account.displayName)) {
      score += 0.5;
      components.full_name = { val: account.displayName, score: 0.5 };
    }
    for (const p of proofs(index, holder)) {
      if (p.nametag.toLowerCase() === q.toLowerCase()) {
        score += 0.4;
        components[p.proof_type === 'generic_web_site' ? 'websites' : p.proof_type] = {
          val: p.nametag,
          score: 0.4,
        };
      }
    }
    if (score > 0) hits.push({ holder, score, components });
  }
  hits.sort((a, b) => b.score - a.score || a.holder.account.numericId - b.holder.account.numericId);
  return json(200, {
    status: { code: 0, name: 'OK' },
    list: hits.slice(0, limit).map(({ holder, score, components }) => ({
      keybase: {
        username: holder.account.username.toLowerCase(),
        uid: uid(holder.account),
        full_name: holder.account.displayName,
        picture_url: holder.account.avatarUrl,
        raw_score: score,
        is_followee: false,
      },
      components,
      score: Math.round(score * 1000) / 1000,
    })),
  });
}

export function keybaseHosts(index: SampleIndex): Record<string, HostHandler> {
  const handler: HostHandler = (req) => {
    if (req.path === '/_/api/1.0/user/lookup.json') return lookup(index, req);
    if (req.path === '/_/api/1.0/user/user_search.json' || req.path === '/_/api/1.0/user/autocomplete.json')
      return userSearch(index, req);
    if (req.path.startsWith('/_/api/'))
      return json(404, { status: { code: 404, name: 'NOT_FOUND', desc: 'no such endpoint' } });
    const m = /^\/([^/]+)\/?$/.exec(req.path);
    const holder = m?.[1] ? index.holder('keybase', m[1]) : undefined;
    if (!holder)
      return m?.[1]
        ? html(
            404,
            '<!doctype html><html><head><title>Keybase</title></head><body><h1>User not found</h1></body></html>',
          )
        : undefined;
    const { account } = holder;
    const relMe = proofs(index, holder)
      .filter((p) => p.state === 1)
      .map((p) => p.service_url);
    return html(
      200,
      renderProfilePage({
        siteName: 'Keybase',
        title: `${account.username} (${account.displayName}) | Keybase`,
        ogTitle: `${account.username} (${account.displayName}) | Keybase`,
        description: account.bio,
        image: avatarOf(account),
        url: account.url,
        displayName: account.displayName,
        handle: account.username,
        bio: account.bio,
        location: account.location,
        relMe: [...new Set([...relMe, ...account.links])],
      }),
    );
  };
  return { 'keybase.io': handler };
}

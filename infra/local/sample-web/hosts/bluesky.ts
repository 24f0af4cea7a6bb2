import { base32Hash } from '../random.ts';
import { renderProfilePage } from '../server/html.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { blueskyDid } from '../generate/accounts.ts';
import { avatarOf, countFor, wordsMatch, withMillis } from './common.ts';

function labels({ account }: Holder, did: string): unknown[] {
  if (!account.optedOut) return [];
  return [
    {
      src: did,
      uri: `at://${did}/app.bsky.actor.profile/self`,
      cid: `bafyrei${base32Hash(`${did}:label`, 52)}`,
      val: '!no-unauthenticated',
      cts: withMillis(account.createdAt),
    },
  ];
}

function profileView(index: SampleIndex, holder: Holder): Record<string, unknown> {
  const { account } = holder;
  const did = blueskyDid(index.seed, account.username);
  const view: Record<string, unknown> = {
    did,
    handle: account.username,
    displayName: account.displayName,
    description: account.bio,
    avatar: account.avatarUrl ?? undefined,
    associated: { lists: 0, feedgens: 0, starterPacks: 0, labeler: false },
    indexedAt: withMillis(account.lastActiveAt),
    createdAt: withMillis(account.createdAt),
    labels: labels(holder, did),
  };
  if (!account.avatarUrl) delete view.avatar;
  return view;
}

function detailed(index: SampleIndex, holder: Holder): Record<string, unknown> {
  const { person, account } = holder;
  const out: Record<string, unknown> = {
    ...profileView(index, holder),
    followersCount: countFor(person, account, 'followers', 50_000),
    followsCount: countFor(person, account, 'follows', 2000),
    postsCount: countFor(person, account, 'posts', 20_000),
  };
  if (account.website) out.website = account.website;
  return out;
}

function invalid(message: string): SampleResponse {
  return json(400, { error: 'InvalidRequest', message });
}

function searchActors(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = (req.query.get('q') ?? req.query.get('term') ?? '').trim();
  if (q === '') return invalid('Error: Params must have the property "q"');
  const limit = intParam(req.query, 'limit', 25, 1, 100);
  const cursor = intParam(req.query, 'cursor', 0, 0, 10_000);
  const query = q.replace(/^@/, '');
  const hits: { holder: Holder; score: number }[] = [];
  for (const holder of index.holders('bluesky')) {
    const { account } = holder;
    let score = 0;
    if (account.username.toLowerCase() === query.toLowerCase()) score = 100;
    else if (wordsMatch(query, account.displayName)) score = 10;
    else if (wordsMatch(query, account.username.replace(/\./g, ' '))) score = 6;
    else if (
      wordsMatch(query, `${account.displayName} ${account.username.replace(/\./g, ' ')} ${account.bio}`)
    )
      score = 2;
    if (score === 0) continue;
    hits.push({ holder, score: score + countFor(holder.person, account, 'followers', 50_000) / 100_000 });
  }
  hits.sort((a, b) => b.score - a.score || a.holder.account.numericId - b.holder.account.numericId);
  const page = hits.slice(cursor, cursor + limit);
  const body: Record<string, unknown> = {};
  if (cursor + limit < hits.length) body.cursor = String(cursor + limit);
  body.actors = page.map(({ holder }) => profileView(index, holder));
  return json(200, body);
}

function findActor(index: SampleIndex, actor: string): Holder | undefined {
  const a = actor.replace(/^@/, '').toLowerCase();
  return a.startsWith('did:') ? index.dids.get(a) : index.holder('bluesky', a);
}

function api(index: SampleIndex): HostHandler {
  return (req) => {
    switch (req.path) {
      case '/xrpc/app.bsky.actor.searchActors':
      case '/xrpc/app.bsky.actor.searchActorsTypeahead':
        return searchActors(index, req);
      case '/xrpc/app.bsky.actor.getProfile': {
        const actor = req.query.get('actor');
        if (!actor) return invalid('Error: Params must have the property "actor"');
        const holder = findActor(index, actor);
        return holder ? json(200, detailed(index, holder)) : invalid('Profile not found');
      }
      case '/xrpc/app.bsky.actor.getProfiles': {
        const actors = req.query.getAll('actors').slice(0, 25);
        const found = actors.map((a) => findActor(index, a)).filter((h): h is Holder => h !== undefined);
        return json(200, { profiles: found.map((h) => detailed(index, h)) });
      }
      default:
        return json(404, { error: 'MethodNotImplemented', message: 'Method Not Implemented' });
    }
  };
}

function site(index: SampleIndex): HostHandler {
  return (req) => {
    const m = /^\/profile\/([^/]+)\/?$/.exec(req.path);
    const holder = m?.[1] ? findActor(index, m[1]) : undefined;
    if (!holder)
      return html(
        404,
        '<!doctype html><html><head><title>Bluesky</title></head><body><p>Profile not found</p></body></html>',
      );
    const { account } = holder;
    const did = blueskyDid(index.seed, account.username);
    if (account.optedOut) {
      return html(
        200,
        renderProfilePage({
          siteName: 'Bluesky',
          title: `@${account.username} on Bluesky`,
          ogTitle: `@${account.username}`,
          description: 'This user has requested that their content only be shown to signed-in users.',
          image: 'https://images.sample.example/default/bluesky.png',
          url: account.url,
          displayName: `@${account.username}`,
          handle: `@${account.username}`,
          bio: '',
          location: null,
          relMe: [],
        }),
      );
    }
    return html(
      200,
      renderProfilePage({
        siteName: 'Bluesky Social',
        title: `${account.displayName} (@${account.username}) — Bluesky`,
        ogTitle: `${account.displayName} (@${account.username})`,
        description: account.bio,
        image: avatarOf(account),
        url: account.url,
        displayName: account.displayName,
        handle: `@${account.username}`,
        bio: account.bio,
        location: null,
        website: account.website,
        relMe: account.links,
        head: `<link rel="alternate" href="at://${did}/app.bsky.actor.profile/self">`,
      }),
    );
  };
}

export function blueskyHosts(index: SampleIndex): Record<string, HostHandler> {
  const apiHandler = api(index);
  return { 'public.api.bsky.app': apiHandler, 'api.bsky.app': apiHandler, 'bsky.app': site(index) };
}

import { Rng, hexHash } from '../random.ts';
import { escapeHtml, fold, normalizedPhrase, tokens } from '../text.ts';
import type { SampleAccount, SamplePerson } from '../types.ts';
import { renderProfilePage } from '../server/html.ts';
import { html, intParam, json } from '../server/http.ts';
import type { HostHandler, SampleRequest, SampleResponse } from '../server/http.ts';
import type { Holder, SampleIndex } from '../server/sample-index.ts';
import { countFor, phraseOf, qualifier, splitQuery, unquote } from './common.ts';

const API = 'https://api.github.com';
const RATE_HEADERS = (resource: 'core' | 'search'): Record<string, string> => ({
  'x-ratelimit-limit': resource === 'search' ? '10' : '60',
  'x-ratelimit-remaining': resource === 'search' ? '9' : '59',
  'x-ratelimit-reset': '1772323200',
  'x-ratelimit-used': '1',
  'x-ratelimit-resource': resource,
  'x-github-api-version-selected': '2022-11-28',
});

function notFound(doc: string): SampleResponse {
  return json(
    404,
    { message: 'Not Found', documentation_url: `https://docs.github.com/rest/${doc}`, status: '404' },
    RATE_HEADERS('core'),
  );
}

function simpleUser(account: SampleAccount): Record<string, unknown> {
  const login = account.username;
  const url = `${API}/users/${login}`;
  return {
    login,
    id: account.numericId,
    node_id: `U_kgDO${hexHash(login, 8).toUpperCase()}`,
    avatar_url: avatarOrIdenticon(account),
    gravatar_id: '',
    url,
    html_url: account.url,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'User',
    user_view_type: 'public',
    site_admin: false,
  };
}

/** GitHub shows an identicon at the same URL form when no picture was uploaded. */
function avatarOrIdenticon(account: SampleAccount): string {
  return account.avatarUrl ?? `https://avatars.githubusercontent.com/u/${account.numericId}?v=4`;
}

function publicEmail(index: SampleIndex, person: SamplePerson, account: SampleAccount): string | null {
  const email = person.emails[0];
  return email && !account.dormant && index.chance(`gh-email:${account.username}`, 0.25) ? email : null;
}

function fullUser(index: SampleIndex, { person, account }: Holder): Record<string, unknown> {
  const x = index.accountOf(person, 'x');
  const showX = x && index.chance(`gh-x:${account.username}`, 0.5);
  return {
    ...simpleUser(account),
    name:
      account.displayName === account.username && index.chance(`gh-noname:${account.username}`, 0.5)
        ? null
        : account.displayName,
    company: account.company,
    blog: account.website ?? '',
    location: account.location,
    email: publicEmail(index, person, account),
    hireable: null,
    bio: account.bio || null,
    twitter_username: showX ? x.username : null,
    public_repos: countFor(person, account, 'repos', 300),
    public_gists: countFor(person, account, 'gists', 40),
    followers: countFor(person, account, 'followers', 20000),
    following: countFor(person, account, 'following', 300),
    created_at: account.createdAt,
    updated_at: account.lastActiveAt,
  };
}

interface UserQuery {
  words: string[];
  inFields: Set<string>;
  fullname?: string;
  location?: string;
  user?: string;
  repos?: (n: number) => boolean;
  followers?: (n: number) => boolean;
  type?: string;
}

function numberFilter(spec: string): (n: number) => boolean {
  const range = /^(\d+)\.\.(\d+)$/.exec(spec);
  if (range) return (n) => n >= Number(range[1]) && n <= Number(range[2]);
  const m = /^(>=|<=|>|<)?(\d+)$/.exec(spec);
  if (!m) return () => true;
  const v = Number(m[2]);
  switch (m[1]) {
    case '>':
      return (n) => n > v;
    case '>=':
      return (n) => n >= v;
    case '<':
      return (n) => n < v;
    case '<=':
      return (n) => n <= v;
    default:
      return (n) => n === v;
  }
}

function parseUserQuery(q: string): UserQuery {
  const query: UserQuery = { words: [], inFields: new Set() };
  for (const part of splitQuery(q)) {
    const qual = part.startsWith('"') ? null : qualifier(part);
    if (!qual) {
      query.words.push(unquote(part));
      continue;
    }
    const [key, value] = qual;
    if (key === 'in') for (const f of value.split(',')) query.inFields.add(f.trim().toLowerCase());
    else if (key === 'fullname') query.fullname = value;
    else if (key === 'location') query.location = value;
    else if (key === 'user') query.user = value;
    else if (key === 'type') query.type = value.toLowerCase();
    else if (key === 'repos') query.repos = numberFilter(value);
    else if (key === 'followers') query.followers = numberFilter(value);
  }
  return query;
}

function searchUsers(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = req.query.get('q')?.trim() ?? '';
  if (q === '') {
    return json(
      422,
      {
        message: 'Validation Failed',
        errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
        documentation_url: 'https://docs.github.com/v3/search',
        status: '422',
      },
      RATE_HEADERS('search'),
    );
  }
  const perPage = intParam(req.query, 'per_page', 30, 1, 100);
  const page = intParam(req.query, 'page', 1, 1, 1000);
  if ((page - 1) * perPage >= 1000) {
    return json(
      422,
      {
        message: 'Only the first 1000 search results are available',
        documentation_url: 'https://docs.github.com/v3/search/',
        status: '422',
      },
      RATE_HEADERS('search'),
    );
  }
  const query = parseUserQuery(q);
  const fields = query.inFields.size > 0 ? query.inFields : new Set(['login', 'email']);
  const hits: { holder: Holder; score: number; followers: number; repos: number }[] = [];
  if (query.type === 'org')
    return json(200, { total_count: 0, incomplete_results: false, items: [] }, RATE_HEADERS('search'));
  const words = query.words.map((word) => ({ word, w: fold(word), wordTokens: tokens(word) }));
  const fullname = query.fullname === undefined ? null : normalizedPhrase(query.fullname);
  const location = query.location === undefined ? null : normalizedPhrase(query.location);
  for (const holder of index.holders('github')) {
    const { person, account } = holder;
    const login = account.username.toLowerCase();
    const name = account.displayName;
    const email = fields.has('email') ? publicEmail(index, person, account) : null;
    let score = 1;
    if (query.user && login !== query.user.toLowerCase()) continue;
    if (query.fullname !== undefined) {
      if (!fullname || !phraseOf(name).includes(fullname)) continue;
      score += 5;
    }
    if (query.location !== undefined) {
      if (!location || !account.location || !phraseOf(account.location).includes(location)) continue;
      score += 1;
    }
    let all = true;
    for (const { word, w, wordTokens } of words) {
      let hit = false;
      if (fields.has('login') && login.includes(w.replace(/\s+/g, ''))) {
        hit = true;
        score += login === w ? 20 : 3;
      }
      if (
        !hit &&
        fields.has('name') &&
        wordTokens.length > 0 &&
        phraseOf(name).includes(` ${wordTokens.join(' ')} `)
      ) {
        hit = true;
        score += 4;
      }
      if (!hit && fields.has('email') && email && email.toLowerCase().includes(word.toLowerCase())) {
        hit = true;
        score += 10;
      }
      if (!hit) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    const followers = countFor(person, account, 'followers', 20000);
    const repos = countFor(person, account, 'repos', 300);
    if (query.followers && !query.followers(followers)) continue;
    if (query.repos && !query.repos(repos)) continue;
    hits.push({ holder, score: score + Math.log10(1 + followers), followers, repos });
  }
  const sort = req.query.get('sort');
  const desc = req.query.get('order') !== 'asc';
  hits.sort((a, b) => {
    let d: number;
    if (sort === 'followers') d = a.followers - b.followers;
    else if (sort === 'repositories') d = a.repos - b.repos;
    else if (sort === 'joined')
      d = Date.parse(a.holder.account.createdAt) - Date.parse(b.holder.account.createdAt);
    else d = a.score - b.score;
    if (d === 0) d = b.holder.account.numericId - a.holder.account.numericId;
    return desc ? -d : d;
  });
  const items = hits
    .slice((page - 1) * perPage, page * perPage)
    .map(({ holder, score }) => ({ ...simpleUser(holder.account), score: Math.round(score * 1000) / 1000 }));
  return json(200, { total_count: hits.length, incomplete_results: false, items }, RATE_HEADERS('search'));
}

function searchCommits(index: SampleIndex, req: SampleRequest): SampleResponse {
  const q = req.query.get('q')?.trim() ?? '';
  if (q === '')
    return json(422, {
      message: 'Validation Failed',
      errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
      status: '422',
    });
  let email: string | null = null;
  let authorName: string | null = null;
  for (const part of splitQuery(q)) {
    const qual = qualifier(part);
    if (!qual) continue;
    if (qual[0] === 'author-email' || qual[0] === 'committer-email') email = qual[1].toLowerCase();
    if (qual[0] === 'author-name' || qual[0] === 'committer-name') authorName = qual[1];
  }
  const matches: { person: SamplePerson; account: SampleAccount | undefined; email: string }[] = [];
  if (email) {
    const noreply = /^(?:(\d+)\+)?([a-z0-9-]+)@users\.noreply\.github\.com$/.exec(email);
    if (noreply?.[2]) {
      const holder = index.holder('github', noreply[2]);
      if (holder) matches.push({ person: holder.person, account: holder.account, email });
    } else {
      const person = index.emails.get(email);
      const gh = person ? index.accountOf(person, 'github') : undefined;
      if (person && (gh || person.persona === 'developer') && index.chance(`commits:${email}`, 0.7)) {
        matches.push({
          person,
          account: gh && index.chance(`commit-linked:${email}`, 0.8) ? gh : undefined,
          email,
        });
      }
    }
  } else if (authorName) {
    const wanted = normalizedPhrase(authorName);
    for (const holder of index.holders('github')) {
      if (phraseOf(holder.person.name) === wanted && holder.person.emails[0]) {
        matches.push({ person: holder.person, account: holder.account, email: holder.person.emails[0] });
      }
      if (matches.length >= 30) break;
    }
  }
  const items = matches.flatMap(({ person, account, email: address }) => {
    const rng = new Rng(`commits:${address}`);
    const count = rng.int(1, 3);
    const owner = account?.username ?? person.employerKey ?? 'sample-org';
    return Array.from({ length: count }, (_, i) => {
      const sha = hexHash(`${address}:${i}`, 40);
      const repo = `${owner}/${rng.pick(['dotfiles', 'notes', 'website', 'toolkit', 'scripts', 'experiments'])}`;
      const date = new Date(
        Date.parse(account?.lastActiveAt ?? '2024-01-01T00:00:00Z') - i * 86_400_000 * rng.int(1, 60),
      )
        .toISOString()
        .replace('.000Z', 'Z');
      const who = { name: account?.displayName ?? person.name, email: address, date };
      return {
        url: `${API}/repos/${repo}/commits/${sha}`,
        sha,
        node_id: `C_${hexHash(sha, 12)}`,
        html_url: `https://github.com/${repo}/commit/${sha}`,
        commit: {
          author: who,
          committer: who,
          message: rng.pick([
            'Fix typo',
            'Update README',
            'Add tests',
            'Refactor config loading',
            'Bump dependencies',
          ]),
          comment_count: 0,
        },
        author: account
          ? {
              login: account.username,
              id: account.numericId,
              avatar_url: avatarOrIdenticon(account),
              html_url: account.url,
              type: 'User',
              site_admin: false,
            }
          : null,
        committer: account
          ? { login: account.username, id: account.numericId, html_url: account.url, type: 'User' }
          : null,
        parents: [],
        repository: {
          id: rng.int(10_000, 900_000_000),
          name: repo.split('/')[1],
          full_name: repo,
          private: false,
          html_url: `https://github.com/${repo}`,
        },
        score: 1,
      };
    });
  });
  return json(200, { total_count: items.length, incomplete_results: false, items }, RATE_HEADERS('search'));
}

function api(index: SampleIndex): HostHandler {
  return (req) => {
    if (req.path === '/search/users') return searchUsers(index, req);
    if (req.path === '/search/commits') return searchCommits(index, req);
    const user = /^\/users\/([^/]+)\/?$/.exec(req.path);
    if (user?.[1]) {
      const holder = index.holder('github', user[1]);
      if (!holder) return notFound('users/users#get-a-user');
      return json(200, fullUser(index, holder), RATE_HEADERS('core'));
    }
    if (req.path === '/rate_limit') {
      return json(200, {
        resources: {
          core: { limit: 60, remaining: 59, reset: 1772323200, used: 1 },
          search: { limit: 10, remaining: 9, reset: 1772323200, used: 1 },
        },
      });
    }
    return notFound('');
  };
}

const NOT_FOUND_PAGE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="utf-8"><title>Page not found · GitHub</title></head>',
  '<body><h1>404</h1><p>This is not the web page you are looking for.</p></body>',
  '</html>',
].join('\n');

function site(index: SampleIndex): HostHandler {
  return (req) => {
    const m = /^\/([^/]+)\/?$/.exec(req.path);
    const holder = m?.[1] ? index.holder('github', m[1]) : undefined;
    if (!holder) return html(404, NOT_FOUND_PAGE);
    const { person, account } = holder;
    const user = fullUser(index, holder);
    const name = typeof user.name === 'string' ? user.name : null;
    const x = typeof user.twitter_username === 'string' ? user.twitter_username : null;
    const social = [...account.links];
    if (x) social.push(`https://x.com/${x}`);
    const repos = Number(user.public_repos);
    const e = escapeHtml;
    const body = [
      '<div class="vcard-details">',
      name ? `<span class="p-name vcard-fullname" itemprop="name">${e(name)}</span>` : '',
      `<span class="p-nickname vcard-username" itemprop="additionalName">${e(account.username)}</span>`,
      account.company ? `<span class="p-org" itemprop="worksFor">${e(account.company)}</span>` : '',
      account.location ? `<span class="p-label" itemprop="homeLocation">${e(account.location)}</span>` : '',
      account.website
        ? `<a rel="nofollow me" class="Link--primary" itemprop="url" href="${e(account.website)}">${e(account.website)}</a>`
        : '',
      '</div>',
    ].join('\n');
    const description = `${account.bio ? `${account.bio} ` : ''}${account.username} has ${repos} repositories available. Follow their code on GitHub.`;
    return html(
      200,
      renderProfilePage({
        siteName: 'GitHub',
        title: name ? `${account.username} (${name}) · GitHub` : `${account.username} · GitHub`,
        ogTitle: `${account.username} - Overview`,
        description,
        image: avatarOrIdenticon(account),
        url: account.url,
        displayName: name ?? account.username,
        handle: account.username,
        bio: account.bio,
        location: null,
        relMe: [...new Set(social)],
        containerAttrs: 'itemscope itemtype="http://schema.org/Person"',
        containerClass: 'h-card',
        body,
        head: person.wikidataId ? '<meta name="octolytics-dimension-user_is_notable" content="true">' : '',
      }),
    );
  };
}

export function githubHosts(index: SampleIndex): Record<string, HostHandler> {
  return { 'api.github.com': api(index), 'github.com': site(index) };
}

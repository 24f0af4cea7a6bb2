import { escapeHtml } from '../text.ts';
import type { SamplePage } from '../types.ts';
import { avatarPng } from '../server/avatars.ts';
import { scriptJson } from '../server/html.ts';
import { html, text } from '../server/http.ts';
import type { SampleRequest, SampleResponse } from '../server/http.ts';
import type { SampleIndex } from '../server/sample-index.ts';

function jsonLdFor(index: SampleIndex, page: SamplePage): unknown {
  if (page.kind !== 'homepage' && !(page.kind === 'team' && page.personIds.length === 1)) return undefined;
  const person = index.people.get(page.ownerId ?? page.personIds[0] ?? '');
  if (!person) return undefined;
  const employer = person.employerKey ? index.orgs.get(person.employerKey) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.jobTitle,
    ...(employer
      ? { worksFor: { '@type': 'Organization', name: employer.name, url: `https://${employer.domain}/` } }
      : {}),
    address: { '@type': 'PostalAddress', addressLocality: person.cityVariants[0] ?? person.city },
    url: page.url,
    ...(page.relMe.length > 0 ? { sameAs: page.relMe } : {}),
  };
}

export function renderPage(index: SampleIndex, page: SamplePage): string {
  const e = escapeHtml;
  const description = (page.paragraphs[0] ?? '').slice(0, 200);
  const jsonLd = jsonLdFor(index, page);
  const fullTitle = page.kind === 'homepage' ? page.title : `${page.title} | ${page.siteName}`;
  const isList =
    ['team', 'speakers', 'race', 'alumni', 'contributors', 'club'].includes(page.kind) &&
    page.paragraphs.length > 3;
  const [intro, ...rest] = page.paragraphs;
  const bodyParagraphs = isList
    ? [`<p>${e(intro ?? '')}</p>`, '<ul class="entries">', ...rest.map((p) => `<li>${e(p)}</li>`), '</ul>']
    : page.paragraphs.map((p) => `<p>${e(p)}</p>`);
  const owner = page.ownerId ? index.people.get(page.ownerId) : undefined;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${e(fullTitle)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    `<meta property="og:title" content="${e(page.title)}">`,
    `<meta property="og:site_name" content="${e(page.siteName)}">`,
    `<meta property="og:type" content="${page.kind === 'homepage' ? 'profile' : 'article'}">`,
    `<meta property="og:url" content="${e(page.url)}">`,
    page.kind === 'homepage'
      ? ''
      : `<meta property="article:published_time" content="${e(page.publishedAt)}">`,
    ...page.relMe.map((href) => `<link rel="me" href="${e(href)}">`),
    jsonLd ? `<script type="application/ld+json">${scriptJson(jsonLd)}</script>` : '',
    '</head>',
    '<body>',
    `<header><a href="/">${e(page.siteName)}</a></header>`,
    `<article${owner ? ' class="h-card"' : ''}>`,
    `<h1${owner ? ' class="p-name"' : ''}>${e(page.title)}</h1>`,
    page.kind === 'homepage'
      ? ''
      : `<time datetime="${e(page.publishedAt)}">${e(page.publishedAt.slice(0, 10))}</time>`,
    ...bodyParagraphs,
    page.links && page.links.length > 0
      ? `<ul class="links">${page.links.map((href) => `<li><a href="${e(href)}">${e(href.replace(/^https:\/\/(www\.)?/, ''))}</a></li>`).join('')}</ul>`
      : '',
    page.relMe.length > 0
      ? `<ul class="elsewhere">${page.relMe.map((href) => `<li><a rel="me" class="u-url" href="${e(href)}">${e(href.replace(/^https:\/\//, ''))}</a></li>`).join('')}</ul>`
      : '',
    '</article>',
    `<footer>© ${e(page.siteName)}</footer>`,
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** Ordinary websites: mention pages, plus a home page listing them when the site has none. */
export function siteResponse(index: SampleIndex, req: SampleRequest): SampleResponse | undefined {
  const pages = index.pagesByHost.get(req.host);
  if (!pages) return undefined;
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  const page = pages.get(path) ?? pages.get(`${path}/`);
  if (page) return html(200, renderPage(index, page));
  if (path === '/robots.txt') return text(200, 'User-agent: *\nAllow: /\n');
  if (path === '/') {
    const first = pages.values().next().value;
    const siteName = first?.siteName ?? req.host;
    const links = [...pages.values()].map(
      (p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`,
    );
    return html(
      200,
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(siteName)}</title></head>\n<body>\n<h1>${escapeHtml(siteName)}</h1>\n<ul>${links.join('\n')}</ul>\n</body>\n</html>`,
    );
  }
  return html(
    404,
    `<!doctype html>\n<html><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>`,
  );
}

/** Avatar images. Known pictures keep their bytes across platforms; anything else gets a stable identicon. */
export function avatarResponse(index: SampleIndex, req: SampleRequest): SampleResponse {
  const key = `${req.host}${req.path}`;
  let photo = index.avatars.get(key);
  const gravatar = /^\/avatar\/([0-9a-f]{32,64})/.exec(req.path);
  if (!photo && gravatar?.[1] && req.host.endsWith('gravatar.com')) {
    const found = index.gravatar.get(gravatar[1]);
    if (found)
      photo = found.person.accounts.find((a) => a.avatarKey)?.avatarKey ?? `${found.person.id}-photo-a`;
    else if (req.query.get('d') === '404') {
      return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found', kind: 'asset' };
    }
  }
  const png = avatarPng(photo ?? key);
  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'max-age=300' },
    body: png,
    kind: 'asset',
  };
}

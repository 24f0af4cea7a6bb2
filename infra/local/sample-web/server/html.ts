import { escapeHtml } from '../text.ts';

export interface ProfilePage {
  siteName: string;
  /** Text of <title>. */
  title: string;
  ogTitle: string;
  /** og:description, normally the bio. */
  description: string;
  image: string;
  /** Canonical URL of the profile. */
  url: string;
  displayName: string;
  handle: string;
  bio: string;
  location: string | null;
  company?: string | null;
  website?: string | null;
  /** Other accounts or sites the profile links with rel="me". */
  relMe: string[];
  jsonLd?: unknown;
  /** Extra markup, already escaped, placed in <head> and in the profile body. */
  head?: string;
  body?: string;
  /** Extra attributes of the profile container (no class), already escaped. */
  containerAttrs?: string;
  containerClass?: string;
}

/** JSON for an inline script: "<" is escaped so no text can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderProfilePage(page: ProfilePage): string {
  const e = escapeHtml;
  const links = page.relMe.map(
    (href) => `<li><a rel="me nofollow" href="${e(href)}">${e(href.replace(/^https?:\/\//, ''))}</a></li>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${e(page.title)}</title>`,
    `<meta name="description" content="${e(page.description)}">`,
    '<meta property="og:type" content="profile">',
    `<meta property="og:site_name" content="${e(page.siteName)}">`,
    `<meta property="og:title" content="${e(page.ogTitle)}">`,
    `<meta property="og:description" content="${e(page.description)}">`,
    `<meta property="og:image" content="${e(page.image)}">`,
    `<meta property="og:url" content="${e(page.url)}">`,
    `<link rel="canonical" href="${e(page.url)}">`,
    page.jsonLd === undefined ? '' : `<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`,
    page.head ?? '',
    '</head>',
    '<body>',
    `<main class="profile${page.containerClass ? ` ${page.containerClass}` : ''}"${page.containerAttrs ? ` ${page.containerAttrs}` : ''}>`,
    `<img class="avatar" src="${e(page.image)}" alt="" width="120" height="120">`,
    `<h1 class="profile-name">${e(page.displayName)}</h1>`,
    `<p class="profile-handle">${e(page.handle)}</p>`,
    page.bio ? `<p class="profile-bio">${e(page.bio)}</p>` : '',
    page.location ? `<p class="profile-location">${e(page.location)}</p>` : '',
    page.company ? `<p class="profile-company">${e(page.company)}</p>` : '',
    page.website
      ? `<p class="profile-website"><a rel="me nofollow" href="${e(page.website)}">${e(page.website)}</a></p>`
      : '',
    links.length > 0 ? `<ul class="profile-links">${links.join('')}</ul>` : '',
    page.body ?? '',
    '</main>',
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function renderSimplePage(title: string, heading: string, paragraphs: string[], head = ''): string {
  const e = escapeHtml;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${e(title)}</title>`,
    head,
    '</head>',
    '<body>',
    `<h1>${e(heading)}</h1>`,
    ...paragraphs.map((p) => `<p>${e(p)}</p>`),
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** A bot-protection interstitial like the ones big sites show to scripts. */
export function challengePage(host: string): string {
  return [
    '<!doctype html>',
    '<html lang="en-US">',
    '<head><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"></head>',
    '<body>',
    `<h1>${escapeHtml(host)}</h1>`,
    '<h2>Checking if the site connection is secure</h2>',
    '<noscript>Enable JavaScript and cookies to continue</noscript>',
    '<div id="challenge-running">Verifying you are human. This may take a few seconds.</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

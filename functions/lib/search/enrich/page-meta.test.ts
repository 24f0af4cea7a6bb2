import { describe, expect, it } from 'vitest';
import { htmlLinks, htmlToText, readPageMeta } from './page-meta.ts';

const page = `<!doctype html><html><head>
<title>Ada Example &amp; friends</title>
<meta property="og:title" content="Ada Example (@ada_ex)">
<meta property="og:description" content="Engineer in London">
<meta property="og:image" content="/img/ada.png">
<link rel="me" href="https://social.example/@ada">
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"ProfilePage","mainEntity":{"@type":"Person","name":"Ada Example",
"address":{"@type":"PostalAddress","addressLocality":"London","addressCountry":"UK"},
"worksFor":{"@type":"Organization","name":"Example Co"},"sameAs":["https://github.com/ada-example"]}}
</script>
<script type="application/ld+json">{ not json</script>
<style>.x{}</style></head>
<body><a rel="me noopener" href="https://x.com/ada_ex">X</a><p>Hello <b>there</b></p><script>var a = 1;</script></body></html>`;

describe('readPageMeta', () => {
  const meta = readPageMeta(page, 'https://ada.example.org/');

  it('reads OpenGraph and the title', () => {
    expect(meta.title).toBe('Ada Example & friends');
    expect(meta.ogTitle).toBe('Ada Example (@ada_ex)');
    expect(meta.ogDescription).toBe('Engineer in London');
    expect(meta.ogImage).toBe('https://ada.example.org/img/ada.png');
  });

  it('collects rel=me links from <link> and <a>', () => {
    expect(meta.relMe).toEqual(['https://social.example/@ada', 'https://x.com/ada_ex']);
  });

  it('reads a JSON-LD Person, even inside a ProfilePage, and skips broken blocks', () => {
    expect(meta.people).toEqual([
      {
        name: 'Ada Example',
        description: null,
        locations: ['London, UK'],
        employers: ['Example Co'],
        links: ['https://github.com/ada-example'],
        image: null,
      },
    ]);
  });

  it('keeps visible text only', () => {
    expect(meta.text).toBe('X Hello there');
  });
});

describe('HTML fragments', () => {
  it('turns a bio into text and links', () => {
    const note =
      '<p>Engineer &amp; writer. <a href="https://ada.example.org" rel="me">ada.example.org</a></p>';
    expect(htmlToText(note)).toBe('Engineer & writer. ada.example.org');
    expect(htmlLinks(note, 'https://social.example/@ada', true)).toEqual(['https://ada.example.org/']);
  });
});

describe('readPageMeta microdata', () => {
  const profile = `<!doctype html><html><head><title>adaex (Ada Example) · Code host</title></head><body>
<div itemscope itemtype="http://schema.org/Person">
  <h1><span itemprop="name"> Ada
    Example </span><span itemprop="additionalName">adaex</span></h1>
  <ul>
    <li itemprop="worksFor" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Example Co</span></li>
    <li itemprop="homeLocation"><span>Lyon, France</span></li>
    <li><a itemprop="url" href="https://ada.example/">ada.example</a></li>
  </ul>
  <div itemprop="colleague" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Bo Other</span></div>
</div></body></html>`;
  const meta = readPageMeta(profile, 'https://code.example/adaex');

  it('reads a schema.org Person written as microdata, each nested person on its own', () => {
    expect(meta.people).toEqual([
      {
        name: 'Ada Example',
        description: null,
        locations: ['Lyon, France'],
        employers: ['Example Co'],
        links: ['https://ada.example/'],
        image: null,
      },
      { name: 'Bo Other', description: null, locations: [], employers: [], links: [], image: null },
    ]);
  });

  it('ignores itemprops outside a Person', () => {
    const other = readPageMeta(
      '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Example Co</span></div>',
      'https://example.org/',
    );
    expect(other.people).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { linksInText } from './text-links.ts';

const keys = (text: string) => linksInText(text).map((identity) => `${identity.platform}:${identity.handle}`);

describe('linksInText', () => {
  it('reads URLs and bare addresses', () => {
    expect(keys('Blog: https://ada.example.org/. Code: github.com/ada-example')).toEqual([
      'website:ada.example.org',
      'github:ada-example',
    ]);
    expect(keys('🔗 ada-example.example')).toEqual(['website:ada-example.example']);
  });

  it('reads the usual handle prefixes', () => {
    expect(keys('IG: @ada.ex · @ada_ex on X · GH: adaex').sort()).toEqual([
      'github:adaex',
      'instagram:ada.ex',
      'x:ada_ex',
    ]);
    expect(keys('🦋 ada.bsky.social')).toEqual(['bluesky:ada.bsky.social']);
    expect(keys('Also @ada@social.example')).toEqual(['mastodon:ada@social.example']);
  });

  it('leaves emails, product names and sentence ends alone', () => {
    expect(keys('Write to ada@example.org. I like Node.js and ASP.NET.')).toEqual([]);
  });
});

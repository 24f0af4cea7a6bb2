import { describe, expect, it } from 'vitest';
import { planSearch } from './query.ts';

const hints = (over: Partial<{ location: string; profile: string; other: string }> = {}) => ({
  location: '',
  profile: '',
  other: '',
  ...over,
});

describe('planSearch', () => {
  it('guesses usernames from the name, folding diacritics, most common first', () => {
    const plan = planSearch('Zoë Exämple', hints());
    expect(plan?.usernames.slice(0, 5)).toEqual([
      'zoeexample',
      'zoe.example',
      'zoe_example',
      'zexample',
      'zoe-example',
    ]);
  });

  it('adds the formal name for a nickname', () => {
    expect(planSearch('Bob Sample', hints())?.usernames).toContain('robertsample');
  });

  it('reads handles, profile URLs and Mastodon addresses from the profile hint', () => {
    const plan = planSearch(
      'Ada Example',
      hints({ profile: '@ada_ex github.com/ada-example ada@social.example' }),
    );
    expect(plan?.hintHandles).toEqual(['ada_ex', 'ada-example']);
    expect(plan?.hintIdentities.map((i) => `${i.platform}:${i.handle}`)).toEqual([
      'github:ada-example',
      'mastodon:ada@social.example',
    ]);
  });

  it('turns free text into terms and finds a city in it', () => {
    const plan = planSearch('Ada Example', hints({ other: 'works at Example Co, lives in NYC' }));
    expect(plan?.terms).toEqual(['example co']);
    expect(plan?.place?.places).toEqual(new Set(['new york']));
  });

  it('keeps an employer named after a city as an employer, not as the place', () => {
    const plan = planSearch('Ada Example', hints({ other: 'New York City General' }));
    expect(plan?.terms).toEqual(['new york city general']);
    expect(plan?.place).toBeNull();
    expect(planSearch('Ada Example', hints({ other: 'Lyon, France' }))?.place?.places).toEqual(
      new Set(['lyon']),
    );
  });

  it('has nothing to search for without letters', () => {
    expect(planSearch('  !!! ', hints())).toBeNull();
  });
});

import type { Mention, Profile } from '../../../../../shared/search/results.ts';

/** The static example shown on /results: a made-up person on made-up sites (reserved .example domains). */
export const SAMPLE_TARGET = 'Jordan Sample';

export const SAMPLE_PROFILES: Profile[] = [
  {
    id: 'sample-1',
    displayName: 'Jordan Sample',
    canonicalName: 'jordan sample',
    summary:
      'Product designer in Portland, Oregon. Writes about accessible interfaces and restores old bikes.',
    confidence: 0.94,
    totalAccounts: 4,
    totalMentions: 2,
    accounts: [
      {
        platform: 'CodeHub',
        handle: 'jordansample',
        url: 'https://codehub.example/jordansample',
        title: 'jordansample · CodeHub',
        ogTitle: null,
        ogDescription: 'Design systems and small tools.',
        snippet: null,
      },
      {
        platform: 'Photogram',
        handle: '@jordan.sample',
        url: 'https://photogram.example/jordan.sample',
        title: 'Jordan (@jordan.sample)',
        ogTitle: null,
        ogDescription: null,
        snippet: null,
      },
      {
        platform: 'ProNet',
        handle: 'jordan-sample',
        url: 'https://pronet.example/in/jordan-sample',
        title: 'Jordan Sample – Product Designer',
        ogTitle: null,
        ogDescription: null,
        snippet: null,
      },
      {
        platform: 'Threadly',
        handle: 'u/js_builds',
        url: 'https://threadly.example/u/js_builds',
        title: null,
        ogTitle: 'js_builds',
        ogDescription: null,
        snippet: 'Restoring a 1984 touring frame, part 3',
      },
    ],
    mentions: [
      {
        domain: 'portland-design-week.example',
        samples: [
          {
            url: 'https://portland-design-week.example/speakers',
            title: 'Speakers 2024: Jordan Sample on accessible forms',
          },
        ],
      },
      {
        domain: 'bike-restorers.example',
        samples: [
          { url: 'https://bike-restorers.example/builds/184', title: 'Member build: the 1984 tourer' },
        ],
      },
    ],
  },
  {
    id: 'sample-2',
    displayName: 'J. Sample',
    canonicalName: 'j sample',
    summary: 'Accountant in Leeds, United Kingdom.',
    confidence: 0.58,
    totalAccounts: 2,
    totalMentions: 1,
    accounts: [
      {
        platform: 'ProNet',
        handle: 'j-sample-cpa',
        url: 'https://pronet.example/in/j-sample-cpa',
        title: 'J. Sample – Chartered Accountant',
        ogTitle: null,
        ogDescription: null,
        snippet: null,
      },
      {
        platform: 'Chirper',
        handle: '@jsample_leeds',
        url: 'https://chirper.example/jsample_leeds',
        title: null,
        ogTitle: null,
        ogDescription: 'Numbers by day, fell running by weekend.',
        snippet: null,
      },
    ],
    mentions: [
      {
        domain: 'leeds-runners.example',
        samples: [
          { url: 'https://leeds-runners.example/results/2024', title: 'Club results, autumn season' },
        ],
      },
    ],
  },
  {
    id: 'sample-3',
    displayName: null,
    canonicalName: 'jordan s.',
    summary: null,
    confidence: 0.31,
    totalAccounts: 1,
    totalMentions: 0,
    accounts: [
      {
        platform: 'Streamly',
        handle: 'jordan_s',
        url: 'https://streamly.example/jordan_s',
        title: 'jordan_s – Streamly',
        ogTitle: null,
        ogDescription: null,
        snippet: 'Weekend strategy-game streams.',
      },
    ],
    mentions: [],
  },
];

export const SAMPLE_MENTIONS: Mention[] = SAMPLE_PROFILES.flatMap((profile) => profile.mentions);

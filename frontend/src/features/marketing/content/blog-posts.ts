export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  readTime: string;
  category: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'check-your-own-digital-footprint',
    title: 'How to check your own digital footprint in 15 minutes',
    excerpt:
      'Search yourself the way a recruiter or a new acquaintance would: the names, usernames and old accounts to try, and what to do with what you find.',
    date: '2025-03-18',
    readTime: '6 min read',
    category: 'Guides',
  },
  {
    id: 'signs-of-a-fake-dating-profile',
    title: "Five signs a dating profile isn't who it claims to be",
    excerpt:
      'Brand-new accounts, photos that appear under other names, stories that never touch a real place. The patterns that show up again and again in romance scams.',
    date: '2025-02-27',
    readTime: '5 min read',
    category: 'Online safety',
  },
  {
    id: 'what-recruiters-may-check',
    title: "What recruiters can and can't check about a candidate",
    excerpt:
      'Confirming identity and public work is fair game; using a people-search result to reject someone is not. Where the FCRA draws the line for hiring teams.',
    date: '2025-02-10',
    readTime: '7 min read',
    category: 'Hiring',
  },
  {
    id: 'alias-accounts-explained',
    title: 'Alias accounts: why one person often has many usernames',
    excerpt:
      'Most people reuse a handful of usernames across a decade of sign-ups. How matching handles, avatars and links reveal the accounts that belong together.',
    date: '2025-01-22',
    readTime: '8 min read',
    category: 'Research',
  },
  {
    id: 'clean-up-forgotten-accounts',
    title: 'Cleaning up the accounts you forgot you had',
    excerpt:
      'That forum profile from 2012 still shows your name. A practical checklist for finding, closing or locking down old accounts, and asking sites to remove pages.',
    date: '2024-12-05',
    readTime: '6 min read',
    category: 'Privacy',
  },
  {
    id: 'people-search-and-the-fcra',
    title: 'People search and the FCRA: what you need to know',
    excerpt:
      'Why results from public sources are not a background check, which decisions they must never drive, and what a consumer reporting agency does differently.',
    date: '2024-11-14',
    readTime: '9 min read',
    category: 'Legal',
  },
];

/** A publication date as the page shows it: "March 18, 2025". */
export function formatPostDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

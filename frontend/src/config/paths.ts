/** Every route of the app, in one place. Components link with `getHref`; the router uses `path`. */

export type SearchHref = { name: string; info?: string } | { jobId: string; type?: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  features: { getHref: () => '/#features' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  blog: { path: '/blog', getHref: () => '/blog' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** The opt-out form (built with the search engine); /privacy links to it. */
  optOut: { path: '/privacy/opt-out', getHref: () => '/privacy/opt-out' },
  terms: { path: '/terms', getHref: () => '/terms' },
  security: { path: '/security', getHref: () => '/security' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  sampleResults: { path: '/results', getHref: () => '/results' },
  search: {
    path: '/search',
    getHref: (query: SearchHref) => withQuery('/search', query),
  },
  signIn: {
    path: '/signin',
    getHref: (redirect?: string) => withQuery('/signin', { redirect }),
  },
  signUp: {
    path: '/signup',
    getHref: (redirect?: string) => withQuery('/signup', { redirect }),
  },
  account: { path: '/account', getHref: () => '/account' },
  paymentSuccess: { path: '/payment/success', getHref: () => '/payment/success' },
} as const;

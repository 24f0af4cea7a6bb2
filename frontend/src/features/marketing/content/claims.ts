/** The numbers marketing quotes (spec §1). */
export const STATS = [
  { value: '8,000+', label: 'Users' },
  { value: '2000+', label: 'Job offers saved' },
  { value: '95%', label: 'Threats caught early' },
  { value: '$1M+', label: 'Value protected' },
] as const;

/** Sample testimonials: made-up people, shown as examples of what users tell us. */
export const TESTIMONIALS = [
  {
    quote:
      'Before every final-round interview we check that the candidate is who their CV says. Footprint turned a morning of tabs into a two-minute search.',
    name: 'Dana K.',
    role: 'Talent acquisition lead',
  },
  {
    quote:
      'A match seemed too good to be true. Footprint found the same photos under three different names. I unmatched and reported the profile the same evening.',
    name: 'Sophie L.',
    role: 'Online dater',
  },
  {
    quote:
      'We were about to wire a deposit to a new supplier. The founder had no footprint older than two months. That one search was worth every cent.',
    name: 'Marco T.',
    role: 'Founder, import business',
  },
] as const;

import { env } from './env.ts';

export const site = {
  name: 'Footprint',
  description:
    'Search a name and see the digital footprint behind it: possible matching profiles, their social accounts and the websites that mention them, grouped per person.',
  supportEmail: env.SUPPORT_EMAIL,
  robots: env.ROBOTS,
} as const;

import { env } from './env.ts';

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

export const site = {
  name: 'Footprint',
  description:
    'Search a name and see the digital footprint behind it: possible matching profiles, their social accounts and the websites that mention them, grouped per person.',
  supportEmail: env.SUPPORT_EMAIL,
  /** Addresses for privacy requests and the press, on the support address's domain. */
  privacyEmail: `privacy@${domainOf(env.SUPPORT_EMAIL)}`,
  pressEmail: `press@${domainOf(env.SUPPORT_EMAIL)}`,
  securityEmail: `security@${domainOf(env.SUPPORT_EMAIL)}`,
  robots: env.ROBOTS,
} as const;

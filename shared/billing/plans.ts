import type { PaidTier, Plan } from './checkout.ts';

/** One plan as the pricing page shows it and the server enforces it. */
export interface PlanFacts {
  plan: Plan;
  name: string;
  /** Price per month in US dollars. */
  priceUsd: number;
  /** The same price in cents, as the payment provider takes it. */
  priceCents: number;
  /** Searches with full results per calendar month (UTC); null means unlimited. */
  searchesPerMonth: number | null;
  features: readonly string[];
  mostPopular: boolean;
}

/** The three plans of the product (spec §9), in the order the pricing page lists them. */
export const PLANS = [
  {
    plan: 'NONE',
    name: 'Free',
    priceUsd: 0,
    priceCents: 0,
    searchesPerMonth: 1,
    features: ['1 search per month', 'Basic social media results', 'Email support'],
    mostPopular: false,
  },
  {
    plan: 'BASIC',
    name: 'Basic',
    priceUsd: 19,
    priceCents: 1900,
    searchesPerMonth: 10,
    features: [
      '10 searches per month',
      'Advanced social results',
      'Hidden account detection',
      'Priority support',
    ],
    mostPopular: true,
  },
  {
    plan: 'PREMIUM',
    name: 'Premium',
    priceUsd: 49,
    priceCents: 4900,
    searchesPerMonth: null,
    features: [
      'Unlimited searches',
      'Advanced AI analysis',
      'Deep background checks',
      '24/7 priority support',
    ],
    mostPopular: false,
  },
] as const satisfies readonly PlanFacts[];

/** The one-time pass: unlocks the full results of one search, permanently (decisions.md). */
export const ONE_TIME_PASS = {
  name: 'One-time pass',
  priceUsd: 4.99,
  priceCents: 499,
  currency: 'USD',
} as const;

/** The facts of one plan. */
export function planFacts(plan: Plan): PlanFacts {
  const found = PLANS.find((facts) => facts.plan === plan);
  if (!found) throw new Error(`Unknown plan ${plan}`);
  return found;
}

/** Whether a plan is one of the paid subscriptions. */
export function isPaidTier(plan: Plan): plan is PaidTier {
  return plan === 'BASIC' || plan === 'PREMIUM';
}

/** A price as the page shows it: `$19`, `$0`, `$4.99`. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

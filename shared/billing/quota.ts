import type { Plan } from './checkout.ts';
import { planFacts } from './plans.ts';

/** The calendar month (UTC) a moment belongs to, `YYYY-MM`: quotas count per such month. */
export function monthOf(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** Whether a subscription status grants the plan's benefits. */
export function isActiveSubscription(status: string): boolean {
  return status === 'active' || status === 'trialing';
}

/** The plan whose allowance applies: the subscribed plan while the subscription is active, else Free. */
export function effectivePlan(plan: Plan, subscriptionStatus: string): Plan {
  return plan !== 'NONE' && isActiveSubscription(subscriptionStatus) ? plan : 'NONE';
}

/** Full-result searches a plan allows per calendar month; null means unlimited. */
export function monthlyAllowance(plan: Plan): number | null {
  return planFacts(plan).searchesPerMonth;
}

/** What the results say once a month's allowance is used up. */
export function allowanceUsedNotice(plan: Plan): string {
  const allowance = monthlyAllowance(plan);
  if (plan === 'NONE') return "You've used this month's free full-result search.";
  return `You've used this month's ${allowance ?? 'unlimited'} full-result searches of the ${planFacts(plan).name} plan.`;
}

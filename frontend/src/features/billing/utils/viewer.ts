import type { Plan } from '../../../../../shared/billing/checkout.ts';

/** What billing needs to know about the visitor; the app passes it in from the auth state. */
export interface BillingViewer {
  status: 'loading' | 'signed-in' | 'signed-out';
  plan: Plan;
  subscriptionStatus: string;
}

/** Whether the viewer's subscription to `plan` is the active one. */
export function isCurrentPlan(viewer: BillingViewer, plan: Plan): boolean {
  return viewer.status === 'signed-in' && viewer.subscriptionStatus === 'active' && viewer.plan === plan;
}

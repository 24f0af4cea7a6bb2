import type { Plan } from '../../../../../shared/billing/checkout.ts';

/** Set to '1' while signed in (spec §4): a visitor without it never loads the auth library on page load. */
export const SIGNED_IN_FLAG = 'hv_signed_in';
/** The plan, upper-cased (spec §3); NONE or empty means no paid plan. */
export const PLAN_KEY = 'hv_plan';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasSignedInFlag(): boolean {
  return storage()?.getItem(SIGNED_IN_FLAG) === '1';
}

/** Whether this page load is the hosted sign-in returning with an authorization code. */
export function isHostedSignInReturn(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('code') && params.has('state');
}

export function markSignedIn(): void {
  storage()?.setItem(SIGNED_IN_FLAG, '1');
}

/** Keeps the plan where the rest of the page reads it: local storage and the root's data-plan attribute. */
export function storePlan(plan: Plan): void {
  const value = plan.toUpperCase();
  storage()?.setItem(PLAN_KEY, value);
  document.documentElement.dataset.plan = value;
}

/** Forgets the session's traces on sign-out. */
export function clearLocalSession(): void {
  storage()?.removeItem(SIGNED_IN_FLAG);
  storage()?.removeItem(PLAN_KEY);
  delete document.documentElement.dataset.plan;
}

/** The X-Membership header value: the stored plan lower-cased, when one is stored (informational only). */
export function membershipHeader(): string | undefined {
  const plan = storage()?.getItem(PLAN_KEY);
  return plan ? plan.toLowerCase() : undefined;
}

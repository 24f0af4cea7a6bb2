import type { Access } from '../../../shared/billing/access.ts';
import type { Plan } from '../../../shared/billing/checkout.ts';
import { ForbiddenError } from '../errors.ts';
import type { Caller } from './caller.ts';

/** The caller's current plan. Every account starts on NONE; paid plans come from checkout. */
export async function planOf(_caller: Caller): Promise<Plan> {
  return 'NONE';
}

/** 403 unless the caller holds a paid plan. */
export async function requirePaidPlan(caller: Caller, message: string): Promise<void> {
  const plan = await planOf(caller);
  if (plan !== 'BASIC' && plan !== 'PREMIUM') throw new ForbiddenError(message);
}

/** Whether the caller sees a job's full results or the limited preview. */
export async function accessToJob(caller: Caller | undefined, _jobId: string): Promise<Access> {
  if (!caller) return 'limited';
  const plan = await planOf(caller);
  return plan === 'NONE' ? 'limited' : 'full';
}

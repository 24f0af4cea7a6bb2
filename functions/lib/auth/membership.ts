import type { Access } from '../../../shared/billing/access.ts';
import type { Plan } from '../../../shared/billing/checkout.ts';
import {
  allowanceUsedNotice,
  effectivePlan,
  monthOf,
  monthlyAllowance,
} from '../../../shared/billing/quota.ts';
import { targetLabel, type Job } from '../jobs/job.ts';
import {
  claimAllowance,
  getJobGrant,
  putJobGrant,
  releaseAllowance,
  upgradeJobGrant,
  type Holder,
} from '../accounts/access-repository.ts';
import { ensureUser, type StoredUser } from '../accounts/users-repository.ts';
import { ForbiddenError } from '../errors.ts';
import type { Caller } from './caller.ts';

/** The plan whose benefits the user has now: the subscribed plan while its subscription is active, else NONE. */
export function planOfUser(user: StoredUser): Plan {
  return effectivePlan(user.plan, user.subscriptionStatus);
}

/** The caller's current plan, from their record (created on this first call if need be). */
export async function planOf(caller: Caller): Promise<Plan> {
  return planOfUser(await ensureUser(caller));
}

/**
 * 403 unless the caller holds an active paid plan and a verified email address (decisions.md: email and mobile
 * searches need both).
 */
export async function requirePaidPlan(
  caller: Caller,
  planMessage: string,
  verifyMessage: string,
): Promise<void> {
  const plan = await planOf(caller);
  if (plan !== 'BASIC' && plan !== 'PREMIUM') throw new ForbiddenError(planMessage);
  if (!caller.emailVerified) throw new ForbiddenError(verifyMessage);
}

/** What a caller sees of a job, and why when it is limited. */
export interface JobAccess {
  access: Access;
  notice?: string;
}

/** Who is looking: the signed-in caller, and the browser's id when it has one (passes bought signed out). */
export interface Viewer {
  caller?: Caller;
  browserId?: string;
}

/**
 * Counts a job against the caller's allowance the first time they start (or open) it, and remembers the
 * outcome, so reading the results again never counts again. A job seen limited because the allowance was used
 * is counted (and turns full) once the allowance allows it again, e.g. after subscribing.
 */
export async function entitleCaller(caller: Caller, job: Job, now = new Date()): Promise<JobAccess> {
  const holder: Holder = { kind: 'user', uid: caller.userId };
  const existing = await getJobGrant(holder, job.jobId, now);
  if (existing?.access === 'full') return { access: 'full' };

  const user = await ensureUser(caller, now);
  const plan = planOfUser(user);
  const month = monthOf(now);
  const counted = await claimAllowance(caller.userId, month, monthlyAllowance(plan), now);

  if (existing) {
    if (!counted) return { access: 'limited', notice: allowanceUsedNotice(plan) };
    if (await upgradeJobGrant(holder, job.jobId)) return { access: 'full' };
    // A concurrent request upgraded it first.
    await releaseAllowance(caller.userId, month);
    return { access: 'full' };
  }

  const created = await putJobGrant(holder, {
    jobId: job.jobId,
    access: counted ? 'full' : 'limited',
    via: counted ? 'allowance' : 'over-allowance',
    type: job.query.type,
    target: targetLabel(job.query),
    startedAt: now.toISOString(),
    expiresAt: job.expiresAt,
  });
  if (!created) {
    // A concurrent request recorded this job first: give back what was counted here and use its outcome.
    if (counted) await releaseAllowance(caller.userId, month);
    const winner = await getJobGrant(holder, job.jobId, now);
    if (winner?.access === 'full') return { access: 'full' };
    return { access: 'limited', notice: allowanceUsedNotice(plan) };
  }
  return counted ? { access: 'full' } : { access: 'limited', notice: allowanceUsedNotice(plan) };
}

/**
 * Whether the viewer sees a job's full results (decisions.md, "Access and plans"): a pass for the job (theirs or
 * their browser's), or, signed in, the job counted within their monthly allowance. Everyone else: limited.
 */
export async function accessToJob(viewer: Viewer, job: Job, now = new Date()): Promise<JobAccess> {
  if (viewer.browserId) {
    const browserGrant = await getJobGrant({ kind: 'browser', browserId: viewer.browserId }, job.jobId, now);
    if (browserGrant?.access === 'full') return { access: 'full' };
  }
  if (!viewer.caller) return { access: 'limited' };
  return entitleCaller(viewer.caller, job, now);
}

/** Whether the viewer already sees the job in full, without counting anything. */
export async function alreadyUnlocked(viewer: Viewer, jobId: string, now = new Date()): Promise<boolean> {
  const holders: Holder[] = [
    ...(viewer.caller ? [{ kind: 'user', uid: viewer.caller.userId } as const] : []),
    ...(viewer.browserId ? [{ kind: 'browser', browserId: viewer.browserId } as const] : []),
  ];
  for (const holder of holders) {
    if ((await getJobGrant(holder, jobId, now))?.access === 'full') return true;
  }
  return false;
}

import type { MeResponse } from '../../shared/account/user.ts';
import { monthOf, monthlyAllowance } from '../../shared/billing/quota.ts';
import { listStartedSearches, usedInMonth } from '../lib/accounts/access-repository.ts';
import { ensureUser } from '../lib/accounts/users-repository.ts';
import { requireCaller } from '../lib/auth/caller.ts';
import { planOfUser } from '../lib/auth/membership.ts';
import { apiHandler, json } from '../lib/http/api-handler.ts';

/** How many past searches the account page lists. */
const SEARCHES_LISTED = 50;

/**
 * GET /api/me — the caller's record (created with the defaults on their first call), this month's usage
 * against their plan's allowance, and their searches, newest first.
 */
export const handler = apiHandler(async (event) => {
  const caller = await requireCaller(event);
  const now = new Date();
  const user = await ensureUser(caller, now);
  const month = monthOf(now);
  const [used, searches] = await Promise.all([
    usedInMonth(user.uid, month),
    listStartedSearches(user.uid, SEARCHES_LISTED, now),
  ]);
  const body: MeResponse = {
    user: {
      uid: user.uid,
      email: user.email ?? caller.email ?? null,
      emailVerified: caller.emailVerified,
      createdAt: user.createdAt,
      plan: user.plan,
      subscriptionStatus: user.subscriptionStatus,
      stripeCustomerId: user.stripeCustomerId,
      role: user.role,
      currentPeriodEnd: user.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
    },
    usage: { month, used, allowance: monthlyAllowance(planOfUser(user)) },
    searches: searches.flatMap((grant) =>
      grant.startedAt && grant.type
        ? [
            {
              jobId: grant.jobId,
              type: grant.type,
              target: grant.target ?? '',
              startedAt: grant.startedAt,
              fullResults: grant.access === 'full',
            },
          ]
        : [],
    ),
  };
  return json(200, body);
});

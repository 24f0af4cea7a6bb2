import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '../../../../../shared/account/user.ts';
import { paths } from '../../../config/paths.ts';
import type { AuthState } from '../auth-state.tsx';
import { VerifyEmail } from './verify-email.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">{title}</h2>
      <div className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
    </section>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function subscriptionLine(account: MeResponse | undefined): string | null {
  const user = account?.user;
  if (!user || user.subscriptionStatus === 'none') return null;
  const end = user.currentPeriodEnd ? dateFormat.format(new Date(user.currentPeriodEnd)) : null;
  if (user.subscriptionStatus === 'active' && end) {
    return user.cancelAtPeriodEnd ? `Cancelled: your plan ends on ${end}.` : `Renews on ${end}.`;
  }
  if (user.subscriptionStatus === 'past_due') {
    return 'Your last payment failed. Update your card in Manage subscription to keep your plan.';
  }
  if (user.subscriptionStatus === 'canceled') return 'Your subscription has ended.';
  return `Subscription status: ${user.subscriptionStatus}.`;
}

function usageLine(account: MeResponse): string {
  const { used, allowance } = account.usage;
  if (allowance === null) return `Searches this month: ${used} (unlimited).`;
  return `Searches this month: ${used} of ${allowance} with full results.`;
}

const TYPE_LABEL = { name: 'Name', email: 'Email', phone: 'Mobile' } as const;

/**
 * The account page's content for a signed-in user: profile, plan (with usage and the billing action the page
 * passes in), email verification, and past searches newest first.
 */
export function AccountDetails({
  auth,
  account,
  billingAction,
}: {
  auth: AuthState;
  account: MeResponse | undefined;
  billingAction: ReactNode;
}) {
  const subscription = subscriptionLine(account);
  return (
    <div className="flex flex-col gap-6">
      <Section title="Profile">
        <dl className="grid gap-2 sm:grid-cols-[6rem_1fr]">
          <dt className="font-medium text-zinc-500 dark:text-zinc-400">Email</dt>
          <dd className="break-all">{auth.user?.email ?? '(no email)'}</dd>
          <dt className="font-medium text-zinc-500 dark:text-zinc-400">UID</dt>
          <dd className="font-mono text-xs break-all sm:text-sm">{auth.user?.uid}</dd>
        </dl>
        {!auth.emailVerified && (
          <div className="mt-5 border-t border-zinc-200 pt-5 dark:border-zinc-800">
            <VerifyEmail />
          </div>
        )}
      </Section>

      <Section title="Plan">
        <p className="text-base font-semibold text-zinc-900 dark:text-white">Current plan: {auth.plan}</p>
        {subscription && <p className="mt-1">{subscription}</p>}
        {account && <p className="mt-1">{usageLine(account)}</p>}
        <div className="mt-4 flex flex-wrap gap-2">{billingAction}</div>
      </Section>

      <Section title="Past searches">
        {!account ? (
          <p>Loading...</p>
        ) : account.searches.length === 0 ? (
          <p>
            No searches yet.{' '}
            <Link
              to={paths.home.getHref()}
              className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
            >
              Search a name
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {account.searches.map((search) => (
              <li key={search.jobId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <Link
                  to={paths.search.getHref({ jobId: search.jobId, type: search.type })}
                  className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                >
                  {TYPE_LABEL[search.type]}: {search.target}
                </Link>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  {dateTimeFormat.format(new Date(search.startedAt))} ·{' '}
                  {search.fullResults ? 'Full results' : 'Preview'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

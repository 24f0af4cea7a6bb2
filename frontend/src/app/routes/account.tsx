import { Link, useLocation } from 'react-router';
import { Head } from '../../components/seo/head.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAccountQuery } from '../../features/auth/api/get-account.ts';
import { useAuth } from '../../features/auth/auth-state.tsx';
import { AccountDetails } from '../../features/auth/components/account-details.tsx';
import { ManageSubscription } from '../../features/billing/components/manage-subscription.tsx';

function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export default function AccountRoute() {
  const auth = useAuth();
  const location = useLocation();
  const account = useAccountQuery(auth.status === 'signed-in' ? (auth.user?.uid ?? null) : null);
  const notice = noticeOf(location.state);

  return (
    <>
      <Head title="Account" indexing="private" />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">Account</h1>
        {auth.status === 'loading' ? (
          <p role="status" className="text-zinc-600 dark:text-zinc-400">
            Loading...
          </p>
        ) : auth.status === 'signed-out' ? (
          <div className="flex flex-col items-start gap-4">
            <p className="text-zinc-700 dark:text-zinc-300">You are not signed in.</p>
            <div className="flex gap-2">
              <Link to={paths.signIn.getHref(paths.account.getHref())} className={buttonClasses('primary')}>
                Sign in
              </Link>
              <Link to={paths.signUp.getHref()} className={buttonClasses('secondary')}>
                Create account
              </Link>
            </div>
          </div>
        ) : (
          <>
            {notice && (
              <Alert tone="info" className="mb-6">
                {notice}
              </Alert>
            )}
            {account.isError && (
              <Alert tone="error" className="mb-6">
                Your account details did not load. They will be tried again shortly.
              </Alert>
            )}
            <AccountDetails
              auth={auth}
              account={account.data}
              billingAction={
                <ManageSubscription hasBillingAccount={Boolean(account.data?.user.stripeCustomerId)} />
              }
            />
          </>
        )}
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { ONE_TIME_PASS } from '../../../../../shared/billing/plans.ts';
import { LIMITED_VIEW } from '../../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';

/** A button that leaves for a checkout: its handler, whether it is on its way, and what went wrong. */
export interface UpgradeAction {
  onClick: () => void;
  pending: boolean;
  error: string | null;
}

export interface LimitedBannerProps {
  totalProfiles: number;
  signedIn: boolean;
  signInHref: string;
  subscribe: UpgradeAction;
  oneTimePass: UpgradeAction;
  /** Why a signed-in user sees the preview, e.g. the month's allowance is used (from the server). */
  notice?: string | undefined;
}

/** Tells a visitor that the list is a preview, and how to see all of it. */
export function LimitedBanner({
  totalProfiles,
  signedIn,
  signInHref,
  subscribe,
  oneTimePass,
  notice,
}: LimitedBannerProps) {
  const shown = Math.min(LIMITED_VIEW.profiles, totalProfiles);
  const error = subscribe.error ?? oneTimePass.error;
  const busy = subscribe.pending || oneTimePass.pending;
  return (
    <section
      aria-label="Limited results"
      className="rounded-2xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-violet-50 p-4 sm:p-5 dark:border-indigo-900/60 dark:from-indigo-950/50 dark:to-violet-950/40"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-indigo-950 dark:text-indigo-100">
            You're seeing the top {shown} of {totalProfiles} profiles.
          </p>
          {notice && (
            <p className="mt-1 text-sm font-medium text-indigo-900 dark:text-indigo-200">{notice}</p>
          )}
          <p className="mt-1 text-sm text-indigo-900 dark:text-indigo-200">
            To see all results, become a member or get a one-time pass.
          </p>
          <p className="mt-1 text-xs text-indigo-900/90 dark:text-indigo-200/90">
            A one-time pass is {ONE_TIME_PASS.currency} {ONE_TIME_PASS.priceUsd.toFixed(2)} and unlocks every
            profile of this search for good.
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row md:flex-col lg:flex-row">
          <Button onClick={subscribe.onClick} disabled={busy}>
            {subscribe.pending ? 'Redirecting...' : 'Subscribe'}
          </Button>
          <Button variant="secondary" onClick={oneTimePass.onClick} disabled={busy}>
            {oneTimePass.pending ? 'Redirecting...' : 'One-time pass'}
          </Button>
        </div>
      </div>
      {!signedIn && (
        <p className="mt-3 text-sm text-indigo-950 dark:text-indigo-100">
          Or{' '}
          <Link
            to={signInHref}
            className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-600 dark:text-indigo-300"
          >
            Sign in
          </Link>{' '}
          to continue
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}

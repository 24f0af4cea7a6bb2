import { LIMITED_VIEW } from '../../../../../shared/constants.ts';

/** Tells a visitor that the list is a preview. */
export function LimitedBanner({ totalProfiles }: { totalProfiles: number }) {
  const shown = Math.min(LIMITED_VIEW.profiles, totalProfiles);
  return (
    <div className="rounded-2xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-violet-50 p-4 sm:p-5 dark:border-indigo-900/60 dark:from-indigo-950/50 dark:to-violet-950/40">
      <p className="font-semibold text-indigo-950 dark:text-indigo-100">
        You're seeing the top {shown} of {totalProfiles} profiles.
      </p>
      <p className="mt-1 text-sm text-indigo-900/80 dark:text-indigo-200/80">
        To see all results, become a member or get a one-time pass.
      </p>
    </div>
  );
}

import { useServiceStatus } from '../api/get-service-status.ts';

/** Says when searches run against the synthetic sample web rather than the live internet. */
export function SourcesBanner() {
  const status = useServiceStatus();
  if (status.data?.sources !== 'sample') return null;
  return (
    <div
      role="note"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-xs font-medium text-amber-900 sm:text-sm dark:border-amber-900/50 dark:bg-amber-950/50 dark:text-amber-200"
    >
      <span className="mr-2 inline-block size-2 rounded-full bg-amber-500 align-middle" aria-hidden="true" />
      Sample web: searches run against synthetic people
    </div>
  );
}

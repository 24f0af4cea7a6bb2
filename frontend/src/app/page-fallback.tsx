import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while the first page's code loads. */
export function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center bg-zinc-50 dark:bg-zinc-950">
      <Spinner className="size-6 text-indigo-500" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

import { useEffect, useState } from 'react';

export const LOADING_MESSAGES = [
  'Initializing search',
  'Scanning digital footprints',
  'Analyzing social media presence',
  'Cross-referencing data sources',
  'Compiling comprehensive report',
] as const;

/** Spec §9: the message changes every 2 s, the dots every 500 ms. */
export const LOADING_TIMINGS = { message: 2000, dots: 500 } as const;

/** Shown while a search runs and no profile has arrived yet: what is searched and what is happening. */
export function LoadingScreen({ target, additionalInfo }: { target: string; additionalInfo?: string }) {
  const [message, setMessage] = useState(0);
  const [dots, setDots] = useState(0);

  useEffect(() => {
    const messages = window.setInterval(
      () => setMessage((current) => (current + 1) % LOADING_MESSAGES.length),
      LOADING_TIMINGS.message,
    );
    const ticks = window.setInterval(() => setDots((current) => (current + 1) % 4), LOADING_TIMINGS.dots);
    return () => {
      window.clearInterval(messages);
      window.clearInterval(ticks);
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-3xl border border-zinc-200 bg-white px-6 py-12 text-center shadow-sm sm:py-16 dark:border-zinc-800 dark:bg-zinc-900">
      <div aria-hidden="true" className="glow absolute inset-x-0 -top-32 mx-auto h-64 max-w-lg" />
      <div className="relative mx-auto grid size-16 place-items-center" aria-hidden="true">
        <span className="absolute inset-0 animate-ping rounded-full bg-indigo-400/30 motion-reduce:animate-none" />
        <span className="relative grid size-12 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-lg shadow-indigo-500/30">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="6.5" />
            <path strokeLinecap="round" d="m16 16 4.5 4.5" />
          </svg>
        </span>
      </div>
      <p className="relative mt-6 text-lg font-semibold text-zinc-900 dark:text-white">
        {LOADING_MESSAGES[message]}
        <span aria-hidden="true" className="inline-block w-6 text-left">
          {'.'.repeat(dots)}
        </span>
      </p>
      <dl className="relative mx-auto mt-5 flex max-w-md flex-col gap-1 text-sm">
        <div className="flex justify-center gap-2">
          <dt className="text-zinc-600 dark:text-zinc-400">Target:</dt>
          <dd className="font-medium break-all text-zinc-900 dark:text-zinc-100">{target}</dd>
        </div>
        {additionalInfo && (
          <div className="flex justify-center gap-2">
            <dt className="text-zinc-600 dark:text-zinc-400">Additional info:</dt>
            <dd className="font-medium break-all text-zinc-900 dark:text-zinc-100">{additionalInfo}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

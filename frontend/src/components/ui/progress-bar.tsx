import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A bar filled to `value` of `max`; without a known total it sweeps instead. */
export function ProgressBar({
  value,
  max,
  className,
  ...props
}: ComponentProps<'div'> & { value: number; max: number }) {
  const known = max > 0;
  const percent = known ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className={cn(
        'relative h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800',
        className,
      )}
      {...props}
    >
      {known ? (
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-500 ease-out"
          style={{ width: `${Math.max(percent, 4)}%` }}
        />
      ) : (
        <div className="absolute inset-y-0 w-1/3 animate-[progress-sweep_1.2s_ease-in-out_infinite] rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
      )}
    </div>
  );
}

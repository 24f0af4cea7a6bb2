import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Long-form text (legal pages, the company story) with readable spacing. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'text-base leading-relaxed text-zinc-700 dark:text-zinc-300',
        '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-zinc-900 dark:[&_h2]:text-white',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-zinc-900 dark:[&_h3]:text-white',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-indigo-300',
        '[&_strong]:font-semibold [&_strong]:text-zinc-900 dark:[&_strong]:text-white',
        className,
      )}
      {...props}
    />
  );
}

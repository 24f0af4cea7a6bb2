import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-zinc-200 bg-white px-4 text-base text-zinc-900 shadow-xs transition-colors outline-none sm:text-sm',
        'placeholder:text-zinc-500 focus-visible:border-indigo-500 focus-visible:ring-4 focus-visible:ring-indigo-500/15',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500',
        'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400',
        className,
      )}
      {...props}
    />
  );
}

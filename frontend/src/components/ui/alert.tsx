import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200',
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-900/60 dark:bg-indigo-950/40 dark:text-indigo-100',
} as const;

export function Alert({
  tone = 'info',
  className,
  role,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={cn('rounded-2xl border px-4 py-3 text-sm', tones[tone], className)}
      {...props}
    />
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A field's validation message, in red beneath it. Link it with aria-describedby. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('mt-1.5 text-sm font-medium text-red-700 dark:text-red-400', className)} {...props}>
      {children}
    </p>
  );
}

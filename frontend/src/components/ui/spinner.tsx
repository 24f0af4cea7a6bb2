import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A home-page section's label, heading and lead, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-zinc-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {children && (
        <p className="mt-4 text-base text-pretty text-zinc-600 sm:text-lg dark:text-zinc-400">{children}</p>
      )}
    </div>
  );
}

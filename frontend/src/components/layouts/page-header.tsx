import type { ReactNode } from 'react';

/** The top of a content page: a small label, the page's h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900/40">
      <div
        aria-hidden="true"
        className="glow absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl opacity-70"
      />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {children && (
          <div className="mx-auto mt-4 max-w-2xl text-base text-pretty text-zinc-600 sm:text-lg dark:text-zinc-400">
            {children}
          </div>
        )}
      </div>
    </header>
  );
}

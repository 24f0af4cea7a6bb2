import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../../components/ui/input.tsx';

/** The frame of the sign-in and sign-up screens: heading, tagline, the form, and what follows it. */
export function AuthCard({
  title,
  tagline,
  children,
  footer,
}: {
  title: string;
  tagline: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-14 sm:py-20">
      <div className="rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-white">{title}</h1>
        <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{tagline}</p>
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</div>}
    </section>
  );
}

/** A labelled text input with its hint or error message, wired for screen readers. */
export function AuthField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'id'>) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The words of a failure: the provider's own message when it gave one, else the screen's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

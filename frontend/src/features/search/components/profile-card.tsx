import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { confidencePercent, type Account, type Profile } from '../../../../../shared/search/results.ts';
import { cn } from '../../../lib/cn.ts';
import { accountTitle, initials, plural, profileName, profileSummary } from '../utils/profile-display.ts';
import { MentionsList } from './mentions-list.tsx';

export interface ProfileCardProps {
  profile: Profile;
  expanded: boolean;
  onToggle: () => void;
  /** The caller sees a preview: lists may be trimmed, and the card says how much more there is. */
  limited: boolean;
  /** Where "Sign in to view …" leads. */
  signInHref: string;
}

function confidenceTone(percent: number): string {
  if (percent >= 75)
    return 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-950/50 dark:text-emerald-300';
  if (percent >= 40)
    return 'bg-amber-50 text-amber-700 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300';
  return 'bg-zinc-100 text-zinc-600 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300';
}

export function ProfileCard({ profile, expanded, onToggle, limited, signInHref }: ProfileCardProps) {
  const panelId = useId();
  const name = profileName(profile);
  const summary = profileSummary(profile);
  const percent = confidencePercent(profile.confidence);
  const platforms = [...new Set(profile.accounts.map((account) => account.platform))];
  const hiddenAccounts = limited ? Math.max(0, profile.totalAccounts - profile.accounts.length) : 0;
  const hiddenMentions = limited ? Math.max(0, profile.totalMentions - profile.mentions.length) : 0;

  return (
    <article
      aria-label={name}
      className={cn(
        'overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow dark:bg-zinc-900',
        expanded
          ? 'border-indigo-300 shadow-md ring-4 ring-indigo-500/10 dark:border-indigo-700'
          : 'border-zinc-200 hover:border-zinc-300 hover:shadow-md dark:border-zinc-800 dark:hover:border-zinc-700',
      )}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        className="block w-full cursor-pointer p-5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
      >
        <span className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-100 to-violet-100 text-sm font-bold text-indigo-700 dark:from-indigo-900/60 dark:to-violet-900/60 dark:text-indigo-200"
          >
            {initials(name)}
          </span>
          <span className="block min-w-0 flex-1">
            <span className="block truncate text-base font-semibold text-zinc-900 dark:text-white">
              {name}
            </span>
            <span className="mt-0.5 block text-sm text-zinc-500 dark:text-zinc-400">
              {plural(profile.totalAccounts, 'account')}
            </span>
          </span>
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums ring-1 ring-inset',
              confidenceTone(percent),
            )}
            title="Confidence that these accounts belong to one person matching the search"
          >
            {percent}%<span className="sr-only"> confidence</span>
          </span>
        </span>
        {summary && (
          <span className="mt-3 line-clamp-3 block text-sm leading-relaxed text-zinc-600 dark:text-zinc-300">
            {summary}
          </span>
        )}
        <span className="mt-4 flex items-center gap-2">
          <span className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {platforms.slice(0, 4).map((platform) => (
              <span
                key={platform}
                className="rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300"
              >
                {platform}
              </span>
            ))}
            {platforms.length > 4 && (
              <span className="px-1 py-0.5 text-xs text-zinc-500 dark:text-zinc-400">
                +{platforms.length - 4}
              </span>
            )}
          </span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-zinc-400 transition-transform', expanded && 'rotate-180')}
            fill="currentColor"
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
        </span>
      </button>

      {expanded && (
        <div id={panelId} className="border-t border-zinc-100 px-5 pt-4 pb-5 dark:border-zinc-800">
          <section>
            <h4 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
              Associated social accounts
            </h4>
            <div className="relative mt-2">
              <ul className="flex flex-col gap-1">
                {profile.accounts.map((account) => (
                  <AccountLink key={`${account.platform}:${account.url}`} account={account} />
                ))}
              </ul>
              {limited && (hiddenAccounts > 0 || hiddenMentions > 0) && (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-white to-transparent dark:from-zinc-900"
                />
              )}
            </div>
            {hiddenAccounts > 0 && (
              <SignInPrompt href={signInHref}>
                Sign in to view {plural(hiddenAccounts, 'more account')}
              </SignInPrompt>
            )}
          </section>

          {profile.mentions.length > 0 && (
            <section className="mt-5">
              <h4 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
                Websites mentioning this name
              </h4>
              <MentionsList mentions={profile.mentions} />
            </section>
          )}
          {hiddenMentions > 0 && (
            <SignInPrompt href={signInHref}>
              Sign in to view {plural(hiddenMentions, 'more website')}
            </SignInPrompt>
          )}
        </div>
      )}
    </article>
  );
}

function AccountLink({ account }: { account: Account }) {
  const title = accountTitle(account);
  return (
    <li>
      <a
        href={account.url}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex items-center gap-3 rounded-xl px-2 py-2 -mx-2 transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-zinc-100 text-xs font-bold text-zinc-600 uppercase dark:bg-zinc-800 dark:text-zinc-300"
        >
          {account.platform.slice(0, 2)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{account.platform}</span>
            <span className="truncate text-sm text-indigo-600 group-hover:underline dark:text-indigo-400">
              {account.handle}
            </span>
          </span>
          {title && <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">{title}</span>}
        </span>
      </a>
    </li>
  );
}

function SignInPrompt({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      to={href}
      className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M10 1a4.5 4.5 0 0 0-4.5 4.5V8H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 7V5.5a3 3 0 1 0-6 0V8h6Z" />
      </svg>
      {children}
    </Link>
  );
}

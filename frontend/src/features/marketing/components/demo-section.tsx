import { SectionHeading } from '../../../components/layouts/section-heading.tsx';

const ACCOUNTS = [
  { platform: 'CodeHub', handle: 'jordansample', note: 'Same avatar as two other accounts', match: 96 },
  { platform: 'Photogram', handle: '@jordan.sample', note: 'Links to the CodeHub profile', match: 91 },
  { platform: 'Threadly', handle: 'u/js_builds', note: 'Alias: same writing style and city', match: 74 },
  { platform: 'Inkwell', handle: '@jsample', note: 'Deleted 3 posts in 2023', match: 68 },
] as const;

const TOPICS = ['Social accounts', 'Hidden or alias accounts', 'Red flags', 'Deleted posts', 'AI analysis'];

function Bubble({ from, children }: { from: 'you' | 'report'; children: string }) {
  return (
    <div className={from === 'you' ? 'flex justify-end' : 'flex justify-start'}>
      <p
        className={
          from === 'you'
            ? 'max-w-[85%] rounded-2xl rounded-br-md bg-indigo-600 px-4 py-2.5 text-sm text-white'
            : 'max-w-[85%] rounded-2xl rounded-bl-md bg-zinc-100 px-4 py-2.5 text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100'
        }
      >
        <span className="sr-only">{from === 'you' ? 'You: ' : 'Report: '}</span>
        {children}
      </p>
    </div>
  );
}

/** A worked example: the accounts a search finds, and a report you can ask questions. Made-up person and sites. */
export function DemoSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 pt-4 pb-20 sm:pb-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="What you get"
          title="See everything a name leaves behind"
        >
          Footprint groups the accounts and pages that belong to one person, scores how sure it is, and
          explains what it found in plain words.
        </SectionHeading>

        <ul aria-label="Report topics" className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-2">
          {TOPICS.map((topic) => (
            <li
              key={topic}
              className="rounded-full border border-zinc-200 bg-white px-3 py-1 text-sm font-medium text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
            >
              {topic}
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <figure className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
            <figcaption className="flex items-center justify-between gap-4">
              <span className="font-semibold text-zinc-900 dark:text-white">Accounts found</span>
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300">
                Sample report
              </span>
            </figcaption>
            <ul className="mt-4 flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
              {ACCOUNTS.map((account) => (
                <li key={account.handle} className="flex items-center gap-3 py-3">
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-indigo-100 to-violet-100 text-xs font-bold text-indigo-800 uppercase dark:from-indigo-900/60 dark:to-violet-900/60 dark:text-indigo-200"
                  >
                    {account.platform.slice(0, 2)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-zinc-900 dark:text-white">
                      {account.platform}{' '}
                      <span className="font-normal text-zinc-600 dark:text-zinc-400">{account.handle}</span>
                    </span>
                    <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">
                      {account.note}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-zinc-900 tabular-nums dark:text-white">
                    {account.match}%<span className="sr-only"> match</span>
                  </span>
                </li>
              ))}
            </ul>
          </figure>

          <figure className="flex flex-col rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
            <figcaption className="flex items-center justify-between gap-4">
              <span className="font-semibold text-zinc-900 dark:text-white">Ask the report</span>
              <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200">
                AI analysis
              </span>
            </figcaption>
            <div className="mt-4 flex flex-1 flex-col gap-3">
              <Bubble from="you">Are these four accounts the same person?</Bubble>
              <Bubble from="report">
                Very likely for CodeHub and Photogram: they link to each other and share an avatar. The
                Threadly account is probably an alias, same city and writing style, but nothing links it
                directly.
              </Bubble>
              <Bubble from="you">Anything I should look at twice?</Bubble>
              <Bubble from="report">
                One red flag: three Inkwell posts about a past employer were deleted in 2023. The rest of the
                footprint is consistent and goes back six years.
              </Bubble>
            </div>
          </figure>
        </div>
      </div>
    </section>
  );
}

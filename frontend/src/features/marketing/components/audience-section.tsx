import { SectionHeading } from '../../../components/layouts/section-heading.tsx';

const AUDIENCES = [
  {
    title: 'Recruiters and talent teams',
    text: 'Confirm that a candidate is who they say they are before the offer, not after the first week.',
    icon: 'M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM4 20a8 8 0 0 1 16 0',
  },
  {
    title: 'Online daters and everyday users',
    text: 'Check that a match, a landlord or a seller has a real, consistent presence before you meet.',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  },
  {
    title: 'Founders, investors and high-stakes professionals',
    text: 'Look behind a new partner, supplier or co-founder before money or reputation is on the line.',
    icon: 'M4 19h16M6 16V9m4 7V5m4 11v-6m4 6V7',
  },
  {
    title: 'Individuals checking their own reputation',
    text: 'See what others find when they search your name, and clean up the accounts you forgot.',
    icon: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z',
  },
] as const;

export function AudienceSection() {
  return (
    <section
      aria-labelledby="audience-heading"
      className="border-y border-zinc-200 bg-white py-20 sm:py-28 dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="audience-heading"
          eyebrow="Who it's for"
          title="Built for the moments you need to know"
        >
          From hiring to a first date, one search shows whether the person behind a name adds up.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map((audience) => (
            <li
              key={audience.title}
              className="rounded-3xl border border-zinc-200 bg-zinc-50 p-6 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-500 text-white shadow-md shadow-indigo-500/20"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={audience.icon} />
                </svg>
              </span>
              <h3 className="mt-5 font-semibold text-zinc-900 dark:text-white">{audience.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{audience.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

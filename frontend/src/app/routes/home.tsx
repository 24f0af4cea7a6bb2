import { Head } from '../../components/seo/head.tsx';
import { NameSearchForm } from '../../features/search/components/name-search-form.tsx';

export default function HomeRoute() {
  return (
    <>
      <Head title="Find anyone's digital footprint" />
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-gradient-to-tr from-indigo-300/40 via-violet-300/30 to-sky-200/30 blur-3xl dark:from-indigo-700/25 dark:via-violet-700/20 dark:to-sky-700/10"
        />
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-700 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-300">
            <span className="size-1.5 rounded-full bg-indigo-500" aria-hidden="true" />
            Instant results
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-6xl dark:text-white">
            See the{' '}
            <span className="bg-gradient-to-r from-indigo-500 to-violet-500 bg-clip-text text-transparent">
              digital footprint
            </span>{' '}
            behind any name
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-zinc-600 sm:text-lg dark:text-zinc-400">
            Possible matching profiles, their social accounts and the websites that mention them, grouped per
            person.
          </p>
          <NameSearchForm className="mx-auto mt-10 max-w-3xl" />
        </div>
      </section>
      <section id="features" className="mx-auto grid max-w-6xl gap-4 px-4 pb-20 sm:grid-cols-3 sm:px-6">
        {[
          ['Social accounts', 'Profiles on the platforms people actually use, linked to one person.'],
          ['Websites mentioning them', 'News, company pages and forums where the name appears.'],
          ['Confidence per profile', 'How sure we are that the accounts belong to the person you mean.'],
        ].map(([title, text]) => (
          <div
            key={title}
            className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
          >
            <h2 className="font-semibold text-zinc-900 dark:text-white">{title}</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
          </div>
        ))}
      </section>
    </>
  );
}

import { Button } from '../../../components/ui/button.tsx';

/** The last section of the home page: back to the search box at the top. */
export function ClosingCta({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="closing-heading" className="px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-700 px-6 py-14 text-center shadow-2xl shadow-indigo-600/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 -z-10 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(255_255_255/0.18),transparent)]"
        />
        <h2
          id="closing-heading"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to see the full picture?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-indigo-50 sm:text-lg">
          Type a name, add a username if you know one, and get possible matches in moments.
        </p>
        <Button
          size="lg"
          onClick={onStart}
          className="mt-8 bg-white text-indigo-700 shadow-lg hover:bg-indigo-50 focus-visible:outline-white dark:bg-white dark:text-indigo-700 dark:hover:bg-indigo-50"
        >
          Start your search
        </Button>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { Head } from '../../components/seo/head.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useRefreshUntilSubscribed } from '../../features/auth/hooks/use-refresh-until-subscribed.ts';

export default function PaymentSuccessRoute() {
  useRefreshUntilSubscribed();
  return (
    <>
      <Head title="Payment Successful" indexing="private" />
      <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300"
        >
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path strokeLinecap="round" strokeLinejoin="round" d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-900 dark:text-white">
          Payment Successful
        </h1>
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">
          Your subscription is active. You can start searching immediately.
        </p>
        <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg', 'mt-8')}>
          Begin Searching
        </Link>
      </section>
    </>
  );
}

import { Link } from 'react-router';
import { SectionHeading } from '../../components/layouts/section-heading.tsx';
import { ResponsibleUseNotice } from '../../components/notices/responsible-use-notice.tsx';
import { Head } from '../../components/seo/head.tsx';
import { paths } from '../../config/paths.ts';
import { hasPaidPlan, useAuth } from '../../features/auth/auth-state.tsx';
import { PlanCards } from '../../features/billing/components/plan-cards.tsx';
import { usePlanCheckout } from '../../features/billing/hooks/use-plan-checkout.ts';
import { AudienceSection } from '../../features/marketing/components/audience-section.tsx';
import { ClosingCta } from '../../features/marketing/components/closing-cta.tsx';
import { DemoSection } from '../../features/marketing/components/demo-section.tsx';
import { TestimonialsSection } from '../../features/marketing/components/testimonials-section.tsx';
import { HeroSearchForm } from '../../features/search/components/hero-search-form.tsx';
import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { browser } from '../../lib/browser.ts';

const HERO_NAME_ID = 'hero-name';

export default function HomeRoute() {
  const auth = useAuth();
  const checkout = usePlanCheckout(auth);

  return (
    <>
      <Head title="Find anyone's digital footprint" />
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="glow absolute inset-x-0 -top-48 -z-10 mx-auto h-[40rem] max-w-5xl"
        />
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-24">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-semibold text-indigo-800 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-200">
            <span className="size-1.5 rounded-full bg-indigo-500" aria-hidden="true" />
            Instant results
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-6xl dark:text-white">
            See the{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              digital footprint
            </span>{' '}
            behind any name
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-zinc-600 sm:text-lg dark:text-zinc-400">
            Possible matching profiles, their social accounts and the websites that mention them, grouped per
            person.
          </p>
          <HeroSearchForm className="mx-auto mt-10 max-w-3xl" nameInputId={HERO_NAME_ID} />
          <ResponsibleUseNotice className="mx-auto mt-4 max-w-2xl" />
        </div>
      </section>

      <section aria-labelledby="panel-heading" className="px-4 pb-20 sm:px-6 sm:pb-28">
        <div className="mx-auto max-w-5xl">
          <SectionHeading
            id="panel-heading"
            eyebrow="Search in 3 steps"
            title="Search by name, email or phone"
          >
            Start from whatever you know. Email and mobile searches reach accounts a name alone cannot.
          </SectionHeading>
          <SearchPanel paidPlan={hasPaidPlan(auth)} className="mt-10" />
          <ResponsibleUseNotice className="mt-4 text-center" />
        </div>
      </section>

      <DemoSection />
      <AudienceSection />
      <TestimonialsSection />

      <section
        aria-labelledby="pricing-heading"
        className="border-t border-zinc-200 bg-white py-20 sm:py-28 dark:border-zinc-800 dark:bg-zinc-900/40"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple, transparent pricing">
            Start free. Upgrade when you need every profile, or unlock a single search with a one-time pass.
          </SectionHeading>
          <div className="mt-14">
            <PlanCards viewer={auth} checkout={checkout} headingLevel="h3" />
          </div>
          <p className="mt-8 text-center text-sm text-zinc-600 dark:text-zinc-400">
            Questions about billing?{' '}
            <Link
              to={paths.pricing.getHref()}
              className="font-semibold text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
            >
              Read the pricing FAQ
            </Link>
          </p>
        </div>
      </section>

      <div className="pt-20 sm:pt-28">
        <ClosingCta
          onStart={() => {
            browser.scrollToTop();
            document.getElementById(HERO_NAME_ID)?.focus({ preventScroll: true });
          }}
        />
      </div>
    </>
  );
}

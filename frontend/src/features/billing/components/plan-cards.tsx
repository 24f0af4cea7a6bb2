import { Link } from 'react-router';
import { PLANS, formatUsd, isPaidTier, type PlanFacts } from '../../../../../shared/billing/plans.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import type { PlanCheckout } from '../hooks/use-plan-checkout.ts';
import { isCurrentPlan, type BillingViewer } from '../utils/viewer.ts';

function Check() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

function PlanAction({
  facts,
  viewer,
  checkout,
}: {
  facts: PlanFacts;
  viewer: BillingViewer;
  checkout: PlanCheckout;
}) {
  const tier = facts.plan;
  if (!isPaidTier(tier)) {
    return (
      <Link to={paths.home.getHref()} className={buttonClasses('secondary', 'lg', 'w-full')}>
        Start searching
      </Link>
    );
  }
  const current = isCurrentPlan(viewer, tier);
  const redirecting = checkout.pendingTier === tier;
  return (
    <Button
      size="lg"
      variant={facts.mostPopular ? 'primary' : 'secondary'}
      className="w-full"
      disabled={current || checkout.pendingTier !== null || viewer.status === 'loading'}
      onClick={() => checkout.choose(tier)}
    >
      {current ? 'Current plan' : redirecting ? 'Redirecting...' : 'Subscribe'}
    </Button>
  );
}

/** The three plans side by side, with the button state of each for this viewer. */
export function PlanCards({
  viewer,
  checkout,
  headingLevel = 'h2',
}: {
  viewer: BillingViewer;
  checkout: PlanCheckout;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div>
      {checkout.error && (
        <Alert tone="error" className="mx-auto mb-6 max-w-xl text-center">
          {checkout.error}
        </Alert>
      )}
      <ul className="grid gap-5 md:grid-cols-3 md:items-stretch">
        {PLANS.map((facts) => (
          <li
            key={facts.plan}
            className={cn(
              'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-7 dark:bg-zinc-900',
              facts.mostPopular
                ? 'border-indigo-400 shadow-xl shadow-indigo-500/10 ring-4 ring-indigo-500/10 dark:border-indigo-500'
                : 'border-zinc-200 dark:border-zinc-800',
            )}
          >
            {facts.mostPopular && (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-bold whitespace-nowrap text-white shadow">
                Most Popular
              </p>
            )}
            <Heading className="text-lg font-semibold text-zinc-900 dark:text-white">{facts.name}</Heading>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight text-zinc-900 dark:text-white">
                {formatUsd(facts.priceUsd)}
              </span>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">/month</span>
            </p>
            <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
              {facts.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <PlanAction facts={facts} viewer={viewer} checkout={checkout} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

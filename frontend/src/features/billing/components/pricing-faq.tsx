import { ONE_TIME_PASS, PLANS } from '../../../../../shared/billing/plans.ts';

function searches(plan: (typeof PLANS)[number]): string {
  return plan.searchesPerMonth === null ? 'unlimited' : String(plan.searchesPerMonth);
}

/** Answers to what people ask before paying: after subscribing, cancelling, refunds. */
export function PricingFaq({ supportEmail }: { supportEmail: string }) {
  const [, basic, premium] = PLANS;
  const items = [
    {
      question: 'What happens after I subscribe?',
      answer: `Your plan starts as soon as the payment goes through, and you can start searching immediately. Every search shows all matching profiles, their accounts and the websites that mention them, with ${searches(basic)} searches a month on ${basic.name} and ${searches(premium)} on ${premium.name}. Your allowance renews on the first day of each month.`,
    },
    {
      question: 'Can I cancel anytime?',
      answer:
        'Yes. Open your account and choose Manage subscription to cancel in a few clicks. You keep full access until the end of the period you have already paid for, and you are not charged again.',
    },
    {
      question: 'Do you offer refunds?',
      answer: `Yes, within 7 days of your first payment: write to ${supportEmail} and we refund it in full. After that, cancelling stops future payments and your access runs to the end of the paid period.`,
    },
    {
      question: 'Can I unlock one search without subscribing?',
      answer: `Yes. A one-time pass costs ${ONE_TIME_PASS.currency} ${ONE_TIME_PASS.priceUsd.toFixed(2)} and unlocks every profile of one search, for good. You will find it on the results page.`,
    },
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-2xl border border-zinc-200 bg-white px-5 py-4 open:shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-zinc-900 marker:hidden dark:text-white [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-zinc-500 transition-transform group-open:rotate-45"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
            </svg>
          </summary>
          <p className="mt-3 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

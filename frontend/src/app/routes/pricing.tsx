import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { site } from '../../config/site.ts';
import { useAuth } from '../../features/auth/auth-state.tsx';
import { PlanCards } from '../../features/billing/components/plan-cards.tsx';
import { PricingFaq } from '../../features/billing/components/pricing-faq.tsx';
import { usePlanCheckout } from '../../features/billing/hooks/use-plan-checkout.ts';

export default function PricingRoute() {
  const auth = useAuth();
  const checkout = usePlanCheckout(auth);
  return (
    <>
      <Head
        title="Pricing"
        description="Footprint plans: Free, Basic at $19 a month and Premium at $49 a month. Cancel anytime."
      />
      <PageHeader eyebrow="Pricing" title="Choose the plan that fits">
        Every plan searches the same sources. Paid plans show every profile, every account and every website.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <PlanCards viewer={auth} checkout={checkout} />
        <section aria-labelledby="faq-heading" className="mt-24">
          <h2
            id="faq-heading"
            className="text-center text-3xl font-bold tracking-tight text-zinc-900 dark:text-white"
          >
            Frequently asked questions
          </h2>
          <div className="mt-10">
            <PricingFaq supportEmail={site.supportEmail} />
          </div>
        </section>
      </div>
    </>
  );
}

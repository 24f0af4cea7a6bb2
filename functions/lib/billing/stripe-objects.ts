import { z } from 'zod';
import { PaidTierSchema, type PaidTier } from '../../../shared/billing/checkout.ts';
import { PLANS } from '../../../shared/billing/plans.ts';

/**
 * The parts of Stripe's objects the product reads, parsed rather than trusted: events arrive over the network
 * and their shape varies with the account's API version.
 */
const IdOrObject = z
  .union([z.string(), z.object({ id: z.string() }).loose()])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const Metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

export const CheckoutSessionSchema = z
  .object({
    id: z.string(),
    mode: z.enum(['payment', 'subscription', 'setup']),
    payment_status: z.string(),
    customer: IdOrObject.nullish(),
    subscription: IdOrObject.nullish(),
    client_reference_id: z.string().nullish(),
    metadata: Metadata,
  })
  .loose();
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

const PriceSchema = z
  .object({
    unit_amount: z.number().nullish(),
    lookup_key: z.string().nullish(),
  })
  .loose();

export const SubscriptionSchema = z
  .object({
    id: z.string(),
    customer: IdOrObject,
    status: z.string(),
    cancel_at_period_end: z.boolean().nullish(),
    current_period_end: z.number().nullish(),
    items: z
      .object({
        data: z.array(z.object({ current_period_end: z.number().nullish(), price: PriceSchema }).loose()),
      })
      .loose(),
    metadata: Metadata,
  })
  .loose();
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const InvoiceSchema = z
  .object({
    id: z.string().nullish(),
    customer: IdOrObject.nullish(),
    subscription: IdOrObject.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: IdOrObject.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
  })
  .loose();
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The subscription an invoice belongs to, wherever the API version puts it. */
export function subscriptionOfInvoice(invoice: Invoice): string | undefined {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? undefined;
}

/**
 * Which plan a subscription is for: the price's lookup key when it names one, else its amount (the plans'
 * prices are distinct), else what checkout wrote in the metadata. A plan changed in the customer portal keeps
 * the old metadata, hence the price first.
 */
export function tierOfSubscription(subscription: Subscription): PaidTier | undefined {
  const price = subscription.items.data[0]?.price;
  const byKey = PaidTierSchema.safeParse(price?.lookup_key?.toUpperCase());
  if (byKey.success) return byKey.data;
  const byAmount = PLANS.find((plan) => plan.priceCents > 0 && plan.priceCents === price?.unit_amount)?.plan;
  if (byAmount === 'BASIC' || byAmount === 'PREMIUM') return byAmount;
  const byMetadata = PaidTierSchema.safeParse(subscription.metadata.tier);
  return byMetadata.success ? byMetadata.data : undefined;
}

/** When the subscription's paid period ends, as an ISO time. */
export function periodEndOf(subscription: Subscription): string | null {
  const seconds = subscription.items.data[0]?.current_period_end ?? subscription.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}

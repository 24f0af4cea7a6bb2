import type Stripe from 'stripe';
import { PaidTierSchema } from '../../../shared/billing/checkout.ts';
import { applySubscriptionChange } from '../accounts/users-repository.ts';
import { logger } from '../logger.ts';
import { applyPassSession } from './checkout.ts';
import { claimEvent, ownerOfCustomer, putCustomerOwner, releaseEvent } from './payments-repository.ts';
import {
  CheckoutSessionSchema,
  InvoiceSchema,
  SubscriptionSchema,
  periodEndOf,
  subscriptionOfInvoice,
  tierOfSubscription,
  type CheckoutSession,
  type Subscription,
} from './stripe-objects.ts';
import { stripe } from './stripe-client.ts';

/** Subscription statuses after which the subscription gives nothing any more. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Processes a verified webhook event once: its id is claimed with a conditional write first, so a repeat
 * delivery changes nothing. If processing fails the claim is released and the 500 makes Stripe retry.
 * Returns false for a repeat.
 */
export async function processStripeEvent(event: Stripe.Event, now = new Date()): Promise<boolean> {
  if (!(await claimEvent(event.id, event.type, now))) {
    logger.info('Ignoring a repeated webhook event', { id: event.id, type: event.type });
    return false;
  }
  try {
    await applyEvent(event.type, event.data.object, now);
    return true;
  } catch (error) {
    await releaseEvent(event.id).catch(() => undefined);
    throw error;
  }
}

async function applyEvent(type: string, object: unknown, now: Date): Promise<void> {
  switch (type) {
    case 'checkout.session.completed':
      return checkoutCompleted(CheckoutSessionSchema.parse(object), now);
    case 'customer.subscription.updated':
      return subscriptionUpdated(SubscriptionSchema.parse(object));
    case 'customer.subscription.deleted':
      return subscriptionDeleted(SubscriptionSchema.parse(object));
    case 'invoice.payment_failed':
      return paymentFailed(object);
    default:
      logger.info('Ignoring a webhook event type the product does not use', { type });
  }
}

async function checkoutCompleted(session: CheckoutSession, now: Date): Promise<void> {
  if (session.metadata.kind === 'pass') {
    await applyPassSession(session, now);
    return;
  }
  if (session.mode !== 'subscription' || !session.subscription) return;
  const uid = session.metadata.uid ?? session.client_reference_id ?? undefined;
  if (!uid) {
    logger.warn('A subscription checkout completed without a user', { session: session.id });
    return;
  }
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
  if (session.customer) await putCustomerOwner(session.customer, uid);
  // The subscription itself is the source of truth for its status and period.
  const subscription = SubscriptionSchema.parse(
    await (await stripe()).subscriptions.retrieve(session.subscription),
  );
  const tier = tierOfSubscription(subscription) ?? PaidTierSchema.safeParse(session.metadata.tier).data;
  const applied = await applySubscriptionChange(uid, {
    ...(tier ? { plan: tier } : {}),
    subscriptionStatus: subscription.status,
    stripeSubscriptionId: subscription.id,
    ...(session.customer ? { stripeCustomerId: session.customer } : {}),
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
  });
  logger.info('Subscription checkout applied', { uid, tier, applied, status: subscription.status });
}

async function ownerOf(subscription: Subscription): Promise<string | undefined> {
  return subscription.metadata.uid ?? (await ownerOfCustomer(subscription.customer));
}

async function subscriptionUpdated(subscription: Subscription): Promise<void> {
  const uid = await ownerOf(subscription);
  if (!uid) {
    logger.warn('A subscription update for an unknown customer', { subscription: subscription.id });
    return;
  }
  const ended = ENDED.has(subscription.status);
  const tier = tierOfSubscription(subscription);
  const applied = await applySubscriptionChange(
    uid,
    {
      ...(ended ? { plan: 'NONE' as const } : tier ? { plan: tier } : {}),
      subscriptionStatus: subscription.status,
      stripeSubscriptionId: ended ? null : subscription.id,
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    },
    subscription.id,
  );
  logger.info('Subscription update applied', { uid, tier, status: subscription.status, applied });
}

async function subscriptionDeleted(subscription: Subscription): Promise<void> {
  const uid = await ownerOf(subscription);
  if (!uid) {
    logger.warn('A subscription deletion for an unknown customer', { subscription: subscription.id });
    return;
  }
  const applied = await applySubscriptionChange(
    uid,
    {
      plan: 'NONE',
      subscriptionStatus: 'canceled',
      stripeSubscriptionId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    },
    subscription.id,
  );
  logger.info('Subscription ended', { uid, applied });
}

/** A failed renewal: the subscription is past due, and its benefits pause until a payment succeeds. */
async function paymentFailed(object: unknown): Promise<void> {
  const invoice = InvoiceSchema.parse(object);
  if (!invoice.customer) return;
  const uid = await ownerOfCustomer(invoice.customer);
  const subscriptionId = subscriptionOfInvoice(invoice);
  if (!uid || !subscriptionId) {
    logger.warn('A failed payment that belongs to no known subscription', { invoice: invoice.id });
    return;
  }
  const applied = await applySubscriptionChange(uid, { subscriptionStatus: 'past_due' }, subscriptionId);
  logger.info('Subscription payment failed', { uid, applied });
}

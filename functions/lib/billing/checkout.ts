import type { PaidTier } from '../../../shared/billing/checkout.ts';
import { ONE_TIME_PASS, planFacts } from '../../../shared/billing/plans.ts';
import { isActiveSubscription } from '../../../shared/billing/quota.ts';
import { grantPass, type Holder } from '../accounts/access-repository.ts';
import { setStripeCustomerIfAbsent, type StoredUser } from '../accounts/users-repository.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { getJobById } from '../jobs/jobs-repository.ts';
import { expiryFrom } from '../jobs/job.ts';
import { logger } from '../logger.ts';
import { putCustomerOwner } from './payments-repository.ts';
import { CheckoutSessionSchema, type CheckoutSession } from './stripe-objects.ts';
import { isMissingObject, siteUrl, stripe } from './stripe-client.ts';

/** What each checkout is for, in its metadata, so the webhook knows what to apply. */
export type CheckoutKind = 'subscription' | 'pass';

/** The user's payment customer, created on their first checkout. */
async function customerFor(user: StoredUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const client = await stripe();
  const customer = await client.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { uid: user.uid } },
    { idempotencyKey: `customer-${user.uid}` },
  );
  const kept = await setStripeCustomerIfAbsent(user.uid, customer.id);
  await putCustomerOwner(kept, user.uid);
  return kept;
}

/**
 * A Checkout Session in subscription mode for a plan: $19 or $49 a month. A user whose subscription is active
 * changes it in the customer portal instead (409), so nobody pays twice.
 */
export async function createSubscriptionCheckout(user: StoredUser, tier: PaidTier): Promise<string> {
  if (user.plan !== 'NONE' && isActiveSubscription(user.subscriptionStatus)) {
    throw new ConflictError(
      user.plan === tier
        ? `You are already subscribed to the ${planFacts(tier).name} plan.`
        : 'You already have an active subscription. Use Manage subscription on your account page to change it.',
    );
  }
  const facts = planFacts(tier);
  const customer = await customerFor(user);
  const site = siteUrl();
  const metadata = { kind: 'subscription' satisfies CheckoutKind, uid: user.uid, tier };
  const session = await (
    await stripe()
  ).checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.uid,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: facts.priceCents,
          recurring: { interval: 'month' },
          product_data: { name: `Footprint ${facts.name}` },
        },
      },
    ],
    subscription_data: { metadata },
    metadata,
    success_url: `${site}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/pricing`,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  logger.info('Subscription checkout created', { uid: user.uid, tier, session: session.id });
  return session.url;
}

/**
 * A Checkout Session in payment mode for a one-time pass (USD 4.99) that unlocks one job, for the signed-in
 * buyer or, signed out, for their browser. It returns to the job's results with the session id and `otp=1`.
 */
export async function createPassCheckout(
  jobId: string,
  holder: Holder,
  email: string | undefined,
): Promise<string> {
  const job = await getJobById(jobId);
  if (!job) throw new NotFoundError('This search does not exist or has expired');
  const site = siteUrl();
  const back = `${site}/search?jobId=${encodeURIComponent(jobId)}`;
  const metadata: Record<string, string> = {
    kind: 'pass' satisfies CheckoutKind,
    jobId,
    ...(holder.kind === 'user' ? { uid: holder.uid } : { browserId: holder.browserId }),
  };
  const session = await (
    await stripe()
  ).checkout.sessions.create({
    mode: 'payment',
    ...(holder.kind === 'user' ? { client_reference_id: holder.uid } : {}),
    ...(email ? { customer_email: email } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: ONE_TIME_PASS.currency.toLowerCase(),
          unit_amount: ONE_TIME_PASS.priceCents,
          product_data: {
            name: `Footprint ${ONE_TIME_PASS.name}`,
            description: 'Every result of one search',
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
    success_url: `${back}&session_id={CHECKOUT_SESSION_ID}&otp=1`,
    cancel_url: back,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  logger.info('One-time pass checkout created', { jobId, holder: holder.kind, session: session.id });
  return session.url;
}

/** The holder a pass session was bought for, from its metadata. */
export function passHolderOf(session: CheckoutSession): Holder | undefined {
  const { uid, browserId } = session.metadata;
  if (uid) return { kind: 'user', uid };
  if (browserId) return { kind: 'browser', browserId };
  return undefined;
}

/** Applies a paid pass session: its job unlocked for its buyer. Idempotent. Returns whether it applied. */
export async function applyPassSession(session: CheckoutSession, now = new Date()): Promise<boolean> {
  const jobId = session.metadata.jobId;
  const holder = passHolderOf(session);
  if (session.metadata.kind !== 'pass' || !jobId || !holder) return false;
  if (session.payment_status !== 'paid') return false;
  const job = await getJobById(jobId, now);
  await grantPass(holder, jobId, session.id, job?.expiresAt ?? expiryFrom(now));
  logger.info('One-time pass applied', { jobId, holder: holder.kind, session: session.id });
  return true;
}

/**
 * Confirms a pass with Stripe directly (the return from checkout), so the buyer need not wait for the webhook.
 * True when the session is a paid pass for this job, now applied.
 */
export async function confirmPass(sessionId: string, jobId: string): Promise<boolean> {
  let raw: unknown;
  try {
    raw = await (await stripe()).checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingObject(error)) throw new NotFoundError('This checkout does not exist');
    throw error;
  }
  const session = CheckoutSessionSchema.parse(raw);
  if (session.metadata.kind !== 'pass' || session.metadata.jobId !== jobId) {
    throw new NotFoundError('This checkout is not a pass for this search');
  }
  return applyPassSession(session);
}

/** A customer-portal session where the user manages (changes, cancels) their subscription. */
export async function createPortalSession(user: StoredUser): Promise<string> {
  if (!user.stripeCustomerId) throw new ConflictError('You have no subscription to manage yet.');
  const session = await (
    await stripe()
  ).billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: `${siteUrl()}/account`,
  });
  return session.url;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema, type MeResponse } from '../../shared/account/user.ts';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import {
  CheckoutResponseSchema,
  CheckoutVerifyResponseSchema,
  WebhookReceiptSchema,
} from '../../shared/billing/checkout.ts';
import { SearchResultsSchema } from '../../shared/search/results.ts';
import { SearchStartResponseSchema } from '../../shared/search/search-start.ts';
import { getUser } from '../../functions/lib/accounts/users-repository.ts';
import { wasProcessed } from '../../functions/lib/billing/payments-repository.ts';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import {
  callApi,
  deliverWebhook,
  setUsage,
  signUpAndSignIn,
  signedEvent,
  type TestUser,
} from '../fixtures/accounts.ts';

let runtime: LocalRuntime;
let dataDir: string;
let subscriber: TestUser;

function standIn(): NonNullable<LocalRuntime['stripe']> {
  if (!runtime.stripe) throw new Error('the runtime started without the Stripe stand-in');
  return runtime.stripe;
}

async function me(user: TestUser): Promise<MeResponse> {
  const { status, json } = await callApi(runtime, '/api/me', { user });
  expect(status).toBe(200);
  return MeResponseSchema.parse(json);
}

/** Presses "Pay" on the stand-in's checkout page; returns where it sends the browser. */
async function pay(checkoutUrl: string): Promise<string> {
  const response = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

/** The subscription object Stripe would send for this user's subscription, on a plan's price. */
function subscriptionObject(subscriptionId: string, customer: string, unitAmount: number, status = 'active') {
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: subscriptionId,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test',
          current_period_end: periodEnd,
          price: { id: 'price_test', unit_amount: unitAmount },
        },
      ],
    },
  };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'footprint-payments-'));
  runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'sample',
    serveFrontend: false,
    buildFrontend: false,
    queue: { waitTimeSeconds: 1 },
    log: () => undefined,
  });
  subscriber = await signUpAndSignIn(runtime, 'subscriber');
});

afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('subscribing through the local checkout', () => {
  it('answers 401 to a checkout without a token', async () => {
    expect((await callApi(runtime, '/api/checkout/create', { body: { tier: 'BASIC' } })).status).toBe(401);
  });

  it('answers 400 to a tier that is not a plan', async () => {
    const { status, json } = await callApi(runtime, '/api/checkout/create', {
      user: subscriber,
      body: { tier: 'GOLD' },
    });
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(json).fieldErrors?.tier).toEqual(['Choose the BASIC or PREMIUM plan']);
  });

  it('shows what is bought and its price, and "Pay" activates BASIC through the webhook', async () => {
    const { status, json } = await callApi(runtime, '/api/checkout/create', {
      user: subscriber,
      body: { tier: 'BASIC' },
    });
    expect(status).toBe(200);
    const { url } = CheckoutResponseSchema.parse(json);
    expect(url.startsWith(standIn().apiUrl)).toBe(true);

    const page = await (await fetch(url)).text();
    expect(page).toContain('Footprint Basic');
    expect(page).toContain('$19.00 per month');
    expect(page).toMatch(/>Pay</);
    expect(page).toMatch(/>Cancel</);

    const next = new URL(await pay(url));
    expect(`${next.origin}${next.pathname}`).toBe(`${runtime.url}/payment/success`);
    expect(next.searchParams.get('session_id')).toMatch(/^cs_test_/);

    const { user } = await me(subscriber);
    expect(user).toMatchObject({ plan: 'BASIC', subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(user.stripeCustomerId).toMatch(/^cus_/);
    expect(user.currentPeriodEnd).not.toBeNull();
    expect((await me(subscriber)).usage.allowance).toBe(10);
  });

  it('"Cancel" returns to the pricing page and changes nothing', async () => {
    const other = await signUpAndSignIn(runtime, 'changes-mind');
    const { url } = CheckoutResponseSchema.parse(
      (await callApi(runtime, '/api/checkout/create', { user: other, body: { tier: 'PREMIUM' } })).json,
    );
    expect(await (await fetch(url)).text()).toContain('$49.00 per month');
    const response = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`${runtime.url}/pricing`);
    expect((await me(other)).user.plan).toBe('NONE');
  });

  it('refuses a second subscription while one is active (409)', async () => {
    const { status, json } = await callApi(runtime, '/api/checkout/subscribe', {
      user: subscriber,
      body: {},
    });
    expect(status).toBe(409);
    expect(ErrorBodySchema.parse(json).error).toBe('You are already subscribed to the Basic plan.');
  });

  it('opens the customer portal for the subscriber', async () => {
    const { status, json } = await callApi(runtime, '/api/checkout/portal', {
      user: subscriber,
      method: 'POST',
    });
    expect(status).toBe(200);
    const page = await (await fetch(CheckoutResponseSchema.parse(json).url)).text();
    expect(page).toContain('Cancel subscription');
    expect(page).toContain('Footprint Basic');
  });
});

describe('the Stripe webhook', () => {
  let customer: string;
  let subscriptionId: string;

  beforeAll(async () => {
    const user = await getUser(subscriber.uid);
    customer = user?.stripeCustomerId ?? '';
    subscriptionId = user?.stripeSubscriptionId ?? '';
    expect(subscriptionId).toMatch(/^sub_/);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const forged = signedEvent(
      'whsec_not_the_secret',
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, customer, 1900, 'canceled'),
    );
    const { status, json } = await deliverWebhook(runtime, forged);
    expect(status).toBe(400);
    expect(ErrorBodySchema.parse(json).error).toBe('The webhook signature is not valid');
    const tampered = signedEvent(
      standIn().webhookSecret,
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, customer, 1900),
    );
    expect(
      (
        await deliverWebhook(runtime, {
          ...tampered,
          payload: tampered.payload.replace('"active"', '"canceled"'),
        })
      ).status,
    ).toBe(400);
    expect((await deliverWebhook(runtime, { payload: tampered.payload, signature: '' })).status).toBe(400);

    expect((await me(subscriber)).user).toMatchObject({ plan: 'BASIC', subscriptionStatus: 'active' });
    const eventId = (JSON.parse(forged.payload) as { id: string }).id;
    expect(await wasProcessed(eventId)).toBe(false);
  });

  it('applies the same event once when it is delivered twice', async () => {
    const secret = standIn().webhookSecret;
    const toPremium = signedEvent(
      secret,
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customer, 4900),
    );
    const backToBasic = signedEvent(
      secret,
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customer, 1900),
    );

    expect(WebhookReceiptSchema.parse((await deliverWebhook(runtime, toPremium)).json).duplicate).toBe(false);
    expect((await me(subscriber)).user.plan).toBe('PREMIUM');
    expect(WebhookReceiptSchema.parse((await deliverWebhook(runtime, backToBasic)).json).duplicate).toBe(
      false,
    );
    expect((await me(subscriber)).user.plan).toBe('BASIC');

    // Stripe redelivers the first event: it is acknowledged and ignored.
    const again = await deliverWebhook(runtime, toPremium);
    expect(again.status).toBe(200);
    expect(WebhookReceiptSchema.parse(again.json).duplicate).toBe(true);
    expect((await me(subscriber)).user.plan).toBe('BASIC');
  });

  it('marks the subscription past due when a renewal payment fails', async () => {
    const failed = signedEvent(standIn().webhookSecret, 'invoice.payment_failed', {
      id: 'in_test',
      object: 'invoice',
      customer,
      parent: { subscription_details: { subscription: subscriptionId } },
    });
    expect((await deliverWebhook(runtime, failed)).status).toBe(200);
    expect((await me(subscriber)).user).toMatchObject({ plan: 'BASIC', subscriptionStatus: 'past_due' });
    expect((await me(subscriber)).usage.allowance).toBe(1);
    const recovered = signedEvent(
      standIn().webhookSecret,
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, customer, 1900),
    );
    expect((await deliverWebhook(runtime, recovered)).status).toBe(200);
    expect((await me(subscriber)).user.subscriptionStatus).toBe('active');
  });

  it('ignores news about a subscription that is not the current one', async () => {
    const stale = signedEvent(
      standIn().webhookSecret,
      'customer.subscription.deleted',
      subscriptionObject('sub_old', customer, 1900, 'canceled'),
    );
    expect((await deliverWebhook(runtime, stale)).status).toBe(200);
    expect((await me(subscriber)).user.plan).toBe('BASIC');
  });

  it('puts the plan back to NONE when the subscription is deleted (cancelled in the portal)', async () => {
    const portal = CheckoutResponseSchema.parse(
      (await callApi(runtime, '/api/checkout/portal', { user: subscriber, method: 'POST' })).json,
    );
    const response = await fetch(portal.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect((await me(subscriber)).user).toMatchObject({ plan: 'NONE', subscriptionStatus: 'canceled' });
    expect((await getUser(subscriber.uid))?.stripeSubscriptionId).toBeUndefined();
  });
});

describe('the one-time pass', () => {
  let jobId: string;

  beforeAll(async () => {
    const started = await callApi(runtime, '/api/search/name/start', {
      body: { name: runtime.population?.people[0]?.name ?? 'Ada Example' },
    });
    jobId = SearchStartResponseSchema.parse(started.json).jobId;
  });

  it('unlocks the job for the signed-out browser that bought it, and only for it', async () => {
    const created = await fetch(`${runtime.url}/api/checkout/one-time-pass`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jobId }),
    });
    expect(created.status).toBe(200);
    const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^fp_browser=[\w-]{43}$/);
    expect(created.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const { url } = CheckoutResponseSchema.parse(await created.json());
    const page = await (await fetch(url)).text();
    expect(page).toContain('Footprint One-time pass');
    expect(page).toContain('$4.99');

    const back = new URL(await pay(url));
    expect(back.pathname).toBe('/search');
    expect(back.searchParams.get('jobId')).toBe(jobId);
    expect(back.searchParams.get('otp')).toBe('1');
    const sessionId = back.searchParams.get('session_id') ?? '';

    const verified = await callApi(runtime, `/api/checkout/verify?jobId=${jobId}&session_id=${sessionId}`, {
      headers: { cookie },
    });
    expect(CheckoutVerifyResponseSchema.parse(verified.json)).toEqual({ unlocked: true });

    const withCookie = SearchResultsSchema.parse(
      (await callApi(runtime, `/api/search/results?jobId=${jobId}`, { headers: { cookie } })).json,
    );
    expect(withCookie.limited).toBe(false);
    const withoutCookie = SearchResultsSchema.parse(
      (
        await callApi(runtime, `/api/search/results?jobId=${jobId}`, {
          headers: { 'x-membership': 'premium' },
        })
      ).json,
    );
    expect(withoutCookie.limited).toBe(true);
  });

  it('unlocks the job for a signed-in buyer whose allowance is used', async () => {
    const buyer = await signUpAndSignIn(runtime, 'buyer');
    await setUsage(buyer, 1);
    const read = async () =>
      SearchResultsSchema.parse(
        (await callApi(runtime, `/api/search/results?jobId=${jobId}`, { user: buyer })).json,
      );
    expect((await read()).limited).toBe(true);
    const { url } = CheckoutResponseSchema.parse(
      (await callApi(runtime, '/api/checkout/one-time-pass', { user: buyer, body: { jobId } })).json,
    );
    await pay(url);
    expect((await read()).limited).toBe(false);
    const again = await callApi(runtime, '/api/checkout/one-time-pass', { user: buyer, body: { jobId } });
    expect(again.status).toBe(409);
  });

  it('answers 404 to a pass for a search that does not exist, and to verifying an unknown checkout', async () => {
    expect(
      (await callApi(runtime, '/api/checkout/one-time-pass', { body: { jobId: 'no-such-job' } })).status,
    ).toBe(404);
    expect(
      (await callApi(runtime, `/api/checkout/verify?jobId=${jobId}&session_id=cs_test_unknown`)).status,
    ).toBe(404);
  });

  it('does not unlock anything for a checkout that was not paid', async () => {
    const { url } = CheckoutResponseSchema.parse(
      (await callApi(runtime, '/api/checkout/one-time-pass', { body: { jobId } })).json,
    );
    const sessionId = url.split('/').pop() ?? '';
    const verified = await callApi(runtime, `/api/checkout/verify?jobId=${jobId}&session_id=${sessionId}`);
    expect(CheckoutVerifyResponseSchema.parse(verified.json)).toEqual({ unlocked: false });
  });
});

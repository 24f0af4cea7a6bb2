import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { PLANS } from '../../../shared/billing/plans.ts';
import { readBody } from '../api-server.ts';
import { list, object, parseStripeForm, strings, text, type FormObject } from './form.ts';
import { checkoutPage, messagePage, portalPage, type PortalSubscription } from './pages.ts';

/**
 * A stand-in for the part of Stripe the product uses, for the local runtime (no keys, no network): the API calls
 * the handlers make (customers, Checkout Sessions, subscriptions, customer-portal sessions), a checkout page in
 * place of Stripe's hosted one, and a customer portal. "Pay" completes the session and delivers a correctly
 * signed `checkout.session.completed` event to the product's webhook, so the deployed code path runs.
 */
export interface StripeStandInOptions {
  /** The secret key the handlers use; requests with another key are refused as Stripe would. */
  apiKey: string;
  /** The webhook endpoint's signing secret. */
  webhookSecret: string;
  /** Where events go: the runtime's POST /api/stripe/webhook (known once the runtime listens). */
  webhookUrl: () => string | undefined;
  /** Keeps the stand-in's objects across restarts, as Stripe would. */
  stateFile?: string;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  /** The API base: point the SDK at it with host, port and protocol. */
  url: string;
  /** Builds, signs and delivers an event, as Stripe does; resolves with the webhook's status. */
  deliver(type: string, data: object): Promise<number>;
  close(): Promise<void>;
}

interface LineItem {
  name: string;
  unitAmount: number;
  currency: string;
  recurring: boolean;
  quantity: number;
}

type Json = Record<string, unknown>;

interface State {
  customers: Record<string, Json>;
  sessions: Record<
    string,
    { session: Json; lineItems: LineItem[]; subscriptionMetadata: Record<string, string> }
  >;
  subscriptions: Record<string, Json>;
  portals: Record<string, Json>;
}

const API_VERSION = Stripe.API_VERSION;

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? (() => undefined);
  const state: State = await loadState(options.stateFile);
  const signer = new Stripe(options.apiKey, { telemetry: false });
  let base = '';

  const save = async () => {
    if (!options.stateFile) return;
    await mkdir(path.dirname(options.stateFile), { recursive: true });
    await writeFile(options.stateFile, JSON.stringify(state));
  };

  const deliver = async (type: string, data: object): Promise<number> => {
    const url = options.webhookUrl();
    if (!url) throw new Error('The webhook endpoint is not known yet');
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: data },
    };
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    // Stripe retries failed deliveries for days; a few quick tries are enough locally.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
      status = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      })
        .then((response) => response.status)
        .catch(() => 0);
      if (status >= 200 && status < 300) break;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
    log(`  Stripe stand-in: ${type} → webhook ${status || 'unreachable'}`);
    return status;
  };

  const api = async (method: string, route: string, form: FormObject): Promise<Json> => {
    const [resource, id] = route.split('/').filter((part) => part !== '');
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer: Json = {
        id: newId('cus'),
        object: 'customer',
        email: text(form.email) ?? null,
        metadata: strings(form.metadata),
        created: nowSeconds(),
        livemode: false,
      };
      state.customers[String(customer.id)] = customer;
      await save();
      return customer;
    }
    if (method === 'GET' && resource === 'customers' && id) return found(state.customers[id], 'customer', id);
    if (method === 'POST' && route === '/checkout/sessions') return createSession(form);
    if (method === 'GET' && route.startsWith('/checkout/sessions/')) {
      const sessionId = route.slice('/checkout/sessions/'.length);
      return found(state.sessions[sessionId]?.session, 'checkout.session', sessionId);
    }
    if (method === 'GET' && resource === 'subscriptions' && id)
      return found(state.subscriptions[id], 'subscription', id);
    if (method === 'POST' && route === '/billing_portal/sessions') {
      const customer = text(form.customer);
      if (!customer) throw new StripeApiError(400, 'Missing required param: customer.', 'parameter_missing');
      const portal: Json = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: text(form.return_url) ?? null,
        created: nowSeconds(),
        livemode: false,
      };
      portal.url = `${base}/portal/${String(portal.id)}`;
      state.portals[String(portal.id)] = portal;
      await save();
      return portal;
    }
    throw new StripeApiError(404, `Unrecognized request URL (${method}: /v1${route}).`);
  };

  const createSession = async (form: FormObject): Promise<Json> => {
    const mode = text(form.mode);
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new StripeApiError(
        400,
        'Invalid mode: must be payment or subscription',
        'parameter_invalid_empty',
      );
    }
    const successUrl = text(form.success_url);
    if (!successUrl)
      throw new StripeApiError(400, 'Missing required param: success_url.', 'parameter_missing');
    const lineItems: LineItem[] = list(form.line_items).map((entry) => {
      const item = object(entry);
      const priceData = object(item.price_data);
      const product = object(priceData.product_data);
      return {
        name: text(product.name) ?? 'Item',
        unitAmount: Number(text(priceData.unit_amount) ?? 0),
        currency: text(priceData.currency) ?? 'usd',
        recurring: priceData.recurring !== undefined,
        quantity: Number(text(item.quantity) ?? 1),
      };
    });
    if (lineItems.length === 0)
      throw new StripeApiError(400, 'Missing required param: line_items.', 'parameter_missing');
    const customer = text(form.customer) ?? null;
    if (customer && !state.customers[customer]) {
      throw new StripeApiError(400, `No such customer: '${customer}'`, 'resource_missing');
    }
    const id = newId('cs_test');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: text(form.customer_email) ?? null,
      client_reference_id: text(form.client_reference_id) ?? null,
      metadata: strings(form.metadata),
      subscription: null,
      payment_intent: null,
      currency: lineItems[0]?.currency ?? 'usd',
      amount_total: lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
      success_url: successUrl,
      cancel_url: text(form.cancel_url) ?? null,
      url: `${base}/checkout/${id}`,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
    };
    state.sessions[id] = {
      session,
      lineItems,
      subscriptionMetadata: strings(object(form.subscription_data).metadata),
    };
    await save();
    return session;
  };

  /** Completes an open session as a successful payment would, then tells the webhook. */
  const pay = async (sessionId: string): Promise<string> => {
    const stored = state.sessions[sessionId];
    if (!stored) throw new StripeApiError(404, 'No such checkout session');
    const { session, lineItems } = stored;
    if (session.status === 'open') {
      if (session.mode === 'subscription') {
        const customerId = typeof session.customer === 'string' ? session.customer : newId('cus');
        state.customers[customerId] ??= {
          id: customerId,
          object: 'customer',
          email: session.customer_email ?? null,
          metadata: {},
          created: nowSeconds(),
          livemode: false,
        };
        const subscription = newSubscription(customerId, lineItems[0], stored.subscriptionMetadata);
        state.subscriptions[String(subscription.id)] = subscription;
        session.customer = customerId;
        session.subscription = subscription.id;
      } else {
        session.payment_intent = newId('pi');
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      await save();
      await deliver('checkout.session.completed', session);
    }
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
  };

  const portalAction = async (portalId: string, form: URLSearchParams): Promise<void> => {
    const portal = state.portals[portalId];
    if (!portal) throw new StripeApiError(404, 'No such portal session');
    const subscription = state.subscriptions[form.get('subscription') ?? ''];
    if (!subscription || subscription.customer !== portal.customer)
      throw new StripeApiError(404, 'No such subscription');
    const action = form.get('action');
    if (action === 'cancel') {
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      await save();
      await deliver('customer.subscription.deleted', subscription);
      return;
    }
    const target = PLANS.find((plan) => plan.plan === action);
    if (target && target.priceCents > 0) {
      const items = subscription.items as { data: Array<{ price: Json }> };
      const item = items.data[0];
      if (item) item.price = priceOf(`Footprint ${target.name}`, target.priceCents, 'usd', true);
      await save();
      await deliver('customer.subscription.updated', subscription);
    }
  };

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (error instanceof StripeApiError) {
        sendJson(res, error.status, {
          error: {
            type: 'invalid_request_error',
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
          },
        });
        return;
      }
      log(`  Stripe stand-in failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'Stand-in error' } });
    });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const body = await readBody(req, 1024 * 1024);
    const rawForm = body === 'too-large' ? '' : body.toString('utf8');

    if (url.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        throw new StripeApiError(401, 'Invalid API Key provided');
      }
      const form = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(rawForm);
      sendJson(res, 200, await api(method, url.pathname.slice('/v1'.length), form));
      return;
    }

    const checkout = /^\/checkout\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (checkout?.[1]) {
      const stored = state.sessions[checkout[1]];
      if (!stored) {
        sendHtml(res, 404, messagePage('Checkout not found', 'This checkout session does not exist.'));
        return;
      }
      if (method === 'POST' && checkout[2] === 'pay') {
        redirect(res, await pay(checkout[1]));
        return;
      }
      if (checkout[2] === 'cancel') {
        redirect(res, String(stored.session.cancel_url ?? stored.session.success_url));
        return;
      }
      sendHtml(res, 200, checkoutPage(stored.session, stored.lineItems));
      return;
    }

    const portal = /^\/portal\/([\w-]+)$/.exec(url.pathname);
    if (portal?.[1]) {
      const session = state.portals[portal[1]];
      if (!session) {
        sendHtml(res, 404, messagePage('Portal session not found', 'This portal session does not exist.'));
        return;
      }
      if (method === 'POST') {
        await portalAction(portal[1], new URLSearchParams(rawForm));
        redirect(res, `/portal/${portal[1]}`);
        return;
      }
      const customer = state.customers[String(session.customer)];
      const subscriptions: PortalSubscription[] = Object.values(state.subscriptions)
        .filter((subscription) => subscription.customer === session.customer)
        .map((subscription) => {
          const item = (subscription.items as { data: Array<{ price: Json; current_period_end: number }> })
            .data[0];
          return {
            id: String(subscription.id),
            status: String(subscription.status),
            name: String((item?.price.product as Json | undefined)?.name ?? 'Subscription'),
            unitAmount: Number(item?.price.unit_amount ?? 0),
            periodEnd: Number(item?.current_period_end ?? 0),
          };
        });
      sendHtml(
        res,
        200,
        portalPage({
          email: typeof customer?.email === 'string' ? customer.email : null,
          returnUrl: typeof session.return_url === 'string' ? session.return_url : null,
          subscriptions,
          plans: PLANS.filter((plan) => plan.priceCents > 0).map((plan) => ({
            tier: plan.plan,
            name: plan.name,
            unitAmount: plan.priceCents,
          })),
        }),
      );
      return;
    }
    sendHtml(res, 404, messagePage('Not found', 'The local Stripe stand-in has no such page.'));
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    deliver,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function newSubscription(
  customer: string,
  item: LineItem | undefined,
  metadata: Record<string, string>,
): Json {
  const start = nowSeconds();
  const end = start + 30 * 24 * 3600;
  const id = newId('sub');
  return {
    id,
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    created: start,
    start_date: start,
    livemode: false,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          quantity: item?.quantity ?? 1,
          current_period_start: start,
          current_period_end: end,
          price: priceOf(item?.name ?? 'Subscription', item?.unitAmount ?? 0, item?.currency ?? 'usd', true),
          subscription: id,
        },
      ],
    },
  };
}

function priceOf(name: string, unitAmount: number, currency: string, recurring: boolean): Json {
  return {
    id: newId('price'),
    object: 'price',
    currency,
    unit_amount: unitAmount,
    lookup_key: null,
    recurring: recurring ? { interval: 'month', interval_count: 1 } : null,
    product: { id: newId('prod'), object: 'product', name },
  };
}

function found(value: Json | undefined, kind: string, id: string): Json {
  if (!value) throw new StripeApiError(404, `No such ${kind}: '${id}'`, 'resource_missing');
  return value;
}

async function loadState(file: string | undefined): Promise<State> {
  const empty: State = { customers: {}, sessions: {}, subscriptions: {}, portals: {} };
  if (!file) return empty;
  try {
    return { ...empty, ...(JSON.parse(await readFile(file, 'utf8')) as Partial<State>) };
  } catch {
    return empty;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': newId('req'),
    'stripe-version': API_VERSION,
  });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

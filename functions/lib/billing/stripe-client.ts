import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { secretsManager } from '../clients.ts';
import { config } from '../config.ts';
import { ServiceUnavailableError, ValidationError } from '../errors.ts';

const NOT_CONFIGURED = 'Payments are not configured on this server';

type StripeOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

const secretValues = new Map<string, Promise<string>>();

/** A secret's value, read once per cold start. */
function readSecret(arn: string): Promise<string> {
  let value = secretValues.get(arn);
  if (!value) {
    value = secretsManager()
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then(({ SecretString }) => {
        if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
        return SecretString.trim();
      });
    value.catch(() => secretValues.delete(arn));
    secretValues.set(arn, value);
  }
  return value;
}

/** A key from the environment (local) or from the secret its ARN names (AWS). */
async function keyFrom(value: string | undefined, arn: string | undefined): Promise<string> {
  if (value) return value;
  if (arn) return readSecret(arn);
  throw new ServiceUnavailableError(NOT_CONFIGURED);
}

let cached: { key: string; apiUrl: string | undefined; client: Stripe } | undefined;

/** The Stripe client: real Stripe, or the API base STRIPE_API_URL names (the local runtime's stand-in). */
export async function stripe(): Promise<Stripe> {
  const { STRIPE_SECRET_KEY, STRIPE_SECRET_KEY_ARN, STRIPE_API_URL } = config();
  const key = await keyFrom(STRIPE_SECRET_KEY, STRIPE_SECRET_KEY_ARN);
  if (cached && cached.key === key && cached.apiUrl === STRIPE_API_URL) return cached.client;
  const options: StripeOptions = { maxNetworkRetries: 2, timeout: 15_000, telemetry: false };
  if (STRIPE_API_URL) {
    const url = new URL(STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = Number(url.port || (protocol === 'http' ? 80 : 443));
    options.protocol = protocol;
  }
  const client = new Stripe(key, options);
  cached = { key, apiUrl: STRIPE_API_URL, client };
  return client;
}

/**
 * The event a webhook request carries, once its signature over the raw body checks out with the endpoint's
 * signing secret (and its timestamp is recent); otherwise a 400.
 */
export async function verifyWebhookEvent(body: Buffer, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw new ValidationError('The Stripe-Signature header is missing');
  const { STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET_ARN } = config();
  const secret = await keyFrom(STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET_ARN);
  const client = await stripe();
  try {
    return await client.webhooks.constructEventAsync(body, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new ValidationError('The webhook signature is not valid');
    }
    throw new ValidationError('The webhook payload is not a Stripe event');
  }
}

/** The site's origin, where checkout and the customer portal send the browser back. */
export function siteUrl(): string {
  const { SITE_URL } = config();
  if (!SITE_URL) throw new ServiceUnavailableError(NOT_CONFIGURED);
  return SITE_URL.replace(/\/+$/, '');
}

/** Whether an error is Stripe saying the object asked for does not exist. */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

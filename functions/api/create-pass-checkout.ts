import { OneTimePassSchema, type CheckoutResponse } from '../../shared/billing/checkout.ts';
import { identifyCaller } from '../lib/auth/caller.ts';
import { alreadyUnlocked } from '../lib/auth/membership.ts';
import { createPassCheckout } from '../lib/billing/checkout.ts';
import { ConflictError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';
import { browserIdCookie, browserIdOf, newBrowserId } from '../lib/http/browser-id.ts';

/**
 * POST /api/checkout/one-time-pass — a checkout for the full results of one search. Signed in, the pass is the
 * user's; signed out, it belongs to this browser, which gets its id cookie here if it has none yet.
 */
export const handler = apiHandler(async (event) => {
  const caller = await identifyCaller(event);
  const { jobId } = parseBody(event, OneTimePassSchema);
  const knownBrowser = browserIdOf(event);
  if (
    await alreadyUnlocked(
      { ...(caller ? { caller } : {}), ...(knownBrowser ? { browserId: knownBrowser } : {}) },
      jobId,
    )
  ) {
    throw new ConflictError('This search already shows all its results.');
  }
  if (caller) {
    const url = await createPassCheckout(jobId, { kind: 'user', uid: caller.userId }, caller.email);
    return json(200, { url } satisfies CheckoutResponse);
  }
  const browserId = knownBrowser ?? newBrowserId();
  const url = await createPassCheckout(jobId, { kind: 'browser', browserId }, undefined);
  return { ...json(200, { url } satisfies CheckoutResponse), cookies: [browserIdCookie(browserId)] };
});

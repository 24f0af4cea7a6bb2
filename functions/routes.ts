/**
 * The API's one route table. The CDK HTTP API and the local runtime both read it, so the two cannot disagree.
 * `handler` is the module under functions/ (without extension) whose `handler` export serves the route.
 * `auth`: 'none' — anyone; 'optional' — the handler verifies a bearer token when one is sent;
 * 'required' — the API's JWT authorizer rejects requests without a valid token before the handler runs.
 */
export type HttpMethod = 'GET' | 'POST';
export type RouteAuth = 'none' | 'optional' | 'required';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: string;
  auth: RouteAuth;
}

export const routes = [
  { method: 'POST', path: '/api/search/name/start', handler: 'api/start-name-search', auth: 'optional' },
  { method: 'POST', path: '/api/search/phone/start', handler: 'api/start-phone-search', auth: 'optional' },
  { method: 'POST', path: '/api/search/email/start', handler: 'api/start-email-search', auth: 'optional' },
  { method: 'POST', path: '/api/search/start', handler: 'api/start-legacy-search', auth: 'optional' },
  { method: 'GET', path: '/api/search/results', handler: 'api/get-search-results', auth: 'optional' },
  { method: 'POST', path: '/api/search-webhook', handler: 'api/record-search-webhook', auth: 'none' },
  { method: 'GET', path: '/api/status', handler: 'api/get-service-status', auth: 'none' },
  { method: 'POST', path: '/api/opt-out', handler: 'api/request-opt-out', auth: 'none' },
  { method: 'POST', path: '/api/contact', handler: 'api/submit-contact-message', auth: 'none' },
  { method: 'POST', path: '/api/newsletter/subscribe', handler: 'api/subscribe-newsletter', auth: 'none' },
  { method: 'GET', path: '/api/me', handler: 'api/get-current-user', auth: 'required' },
  { method: 'POST', path: '/api/checkout/create', handler: 'api/create-plan-checkout', auth: 'required' },
  {
    method: 'POST',
    path: '/api/checkout/subscribe',
    handler: 'api/create-subscribe-checkout',
    auth: 'required',
  },
  {
    method: 'POST',
    path: '/api/checkout/one-time-pass',
    handler: 'api/create-pass-checkout',
    auth: 'optional',
  },
  { method: 'GET', path: '/api/checkout/verify', handler: 'api/verify-pass-checkout', auth: 'none' },
  { method: 'POST', path: '/api/checkout/portal', handler: 'api/create-portal-session', auth: 'required' },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'api/handle-stripe-webhook', auth: 'none' },
] as const satisfies readonly RouteDefinition[];

/** The queue consumer: not an HTTP route, deployed as the worker behind the search queue. */
export const workerHandler = 'worker/run-search-job';

/** Finds the route for a request, or undefined. Paths are matched exactly (the API has no path parameters). */
export function findRoute(method: string, path: string): RouteDefinition | undefined {
  return routes.find((route) => route.method === method && route.path === path);
}

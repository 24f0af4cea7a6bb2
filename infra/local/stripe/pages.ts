/** The stand-in's pages: plain HTML, one form per action, so they work in any browser and in tests. */

export interface PageLineItem {
  name: string;
  unitAmount: number;
  currency: string;
  recurring: boolean;
  quantity: number;
}

export interface PortalSubscription {
  id: string;
  status: string;
  name: string;
  unitAmount: number;
  periodEnd: number;
}

export interface PortalPlan {
  tier: string;
  name: string;
  unitAmount: number;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f7; color: #1f2330; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 2rem;
    box-shadow: 0 10px 30px rgba(20, 20, 50, .08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .note { font-size: .8rem; color: #5b6070; background: #fff7e0; border-radius: .5rem; padding: .5rem .75rem; }
  .line { display: flex; justify-content: space-between; gap: 1rem; padding: .75rem 0; border-bottom: 1px solid #eee; }
  .total { font-weight: 700; font-size: 1.1rem; }
  form { display: inline; }
  button, a.button { font: inherit; border: 0; border-radius: .5rem; padding: .65rem 1.2rem; cursor: pointer;
    text-decoration: none; display: inline-block; }
  .primary { background: #4f46e5; color: #fff; }
  .secondary { background: #e8e8ef; color: #1f2330; }
  .danger { background: #fde8e8; color: #a31515; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The checkout page: what is bought and its price, "Pay" and "Cancel". */
export function checkoutPage(session: Record<string, unknown>, items: readonly PageLineItem[]): string {
  const currency = typeof session.currency === 'string' ? session.currency : 'usd';
  const total = typeof session.amount_total === 'number' ? session.amount_total : 0;
  const recurring = items.some((item) => item.recurring);
  const lines = items
    .map(
      (item) =>
        `<div class="line"><span>${escape(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</span>` +
        `<span>${escape(money(item.unitAmount * item.quantity, item.currency))}${item.recurring ? ' per month' : ''}</span></div>`,
    )
    .join('');
  const email = typeof session.customer_email === 'string' ? session.customer_email : null;
  const open = session.status === 'open';
  const id = escape(String(session.id));
  return layout(
    'Checkout',
    `<h1>Checkout</h1>
<p class="note">Local test mode: this page stands in for Stripe Checkout. No card is charged.</p>
${email ? `<p>For ${escape(email)}</p>` : ''}
${lines}
<div class="line total"><span>Total${recurring ? ' due today' : ''}</span><span>${escape(money(total, currency))}</span></div>
${recurring ? `<p>Then ${escape(money(total, currency))} per month. Cancel anytime.</p>` : ''}
<div class="actions">
${open ? `<form method="post" action="/checkout/${id}/pay"><button class="primary" type="submit">Pay</button></form>` : '<p>This checkout is already complete.</p>'}
<form method="post" action="/checkout/${id}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>`,
  );
}

/** The customer portal: the customer's subscriptions, switching plan, cancelling, and the way back. */
export function portalPage(props: {
  email: string | null;
  returnUrl: string | null;
  subscriptions: readonly PortalSubscription[];
  plans: readonly PortalPlan[];
}): string {
  const rows = props.subscriptions
    .map((subscription) => {
      const active = subscription.status !== 'canceled';
      const switches = props.plans
        .filter((plan) => plan.unitAmount !== subscription.unitAmount)
        .map(
          (plan) =>
            `<form method="post"><input type="hidden" name="subscription" value="${escape(subscription.id)}">` +
            `<button class="secondary" type="submit" name="action" value="${escape(plan.tier)}">Switch to ${escape(plan.name)}</button></form>`,
        )
        .join('');
      return `<div class="line"><span>${escape(subscription.name)} — ${escape(money(subscription.unitAmount, 'usd'))} per month<br>
<small>Status: ${escape(subscription.status)}${active && subscription.periodEnd ? `, renews ${escape(new Date(subscription.periodEnd * 1000).toDateString())}` : ''}</small></span></div>
${active ? `<div class="actions">${switches}<form method="post"><input type="hidden" name="subscription" value="${escape(subscription.id)}"><button class="danger" type="submit" name="action" value="cancel">Cancel subscription</button></form></div>` : ''}`;
    })
    .join('');
  return layout(
    'Manage subscription',
    `<h1>Manage subscription</h1>
<p class="note">Local test mode: this page stands in for Stripe's customer portal.</p>
${props.email ? `<p>${escape(props.email)}</p>` : ''}
${rows || '<p>No subscriptions.</p>'}
${props.returnUrl ? `<div class="actions"><a class="button primary" href="${escape(props.returnUrl)}">Return to Footprint</a></div>` : ''}`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}

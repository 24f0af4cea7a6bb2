import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { fakeApi, type FakeReply } from '../../testing/fake-api.ts';
import { deferred } from '../../testing/render-component.tsx';
import { member, renderApp } from '../../testing/render-app.tsx';

async function planCard(name: 'Free' | 'Basic' | 'Premium') {
  const heading = await screen.findByRole('heading', { name, level: 2 });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('/pricing', () => {
  it('lists the three plans with their prices and features, Basic marked Most Popular', async () => {
    fakeApi({});
    renderApp('/pricing');
    const free = await planCard('Free');
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('1 search per month')).toBeInTheDocument();
    expect(within(free).getByText('Basic social media results')).toBeInTheDocument();
    expect(within(free).getByText('Email support')).toBeInTheDocument();

    const basic = await planCard('Basic');
    expect(within(basic).getByText('$19')).toBeInTheDocument();
    expect(within(basic).getByText('Most Popular')).toBeInTheDocument();
    for (const feature of [
      '10 searches per month',
      'Advanced social results',
      'Hidden account detection',
      'Priority support',
    ])
      expect(within(basic).getByText(feature)).toBeInTheDocument();

    const premium = await planCard('Premium');
    expect(within(premium).getByText('$49')).toBeInTheDocument();
    for (const feature of [
      'Unlimited searches',
      'Advanced AI analysis',
      'Deep background checks',
      '24/7 priority support',
    ])
      expect(within(premium).getByText(feature)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | Footprint'));
  });

  it('answers what happens after subscribing, cancelling and refunds', async () => {
    fakeApi({});
    renderApp('/pricing');
    expect(await screen.findByText('What happens after I subscribe?')).toBeInTheDocument();
    expect(screen.getByText('Can I cancel anytime?')).toBeInTheDocument();
    expect(screen.getByText(/end of the period you have already paid for/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of your first payment/)).toBeInTheDocument();
    expect(screen.getByText(/USD 4\.99/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, then back to /pricing', async () => {
    fakeApi({});
    const { router } = renderApp('/pricing');
    fireEvent.click(within(await planCard('Basic')).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pricing');
  });

  it("marks an active member's plan as the current one", async () => {
    fakeApi({});
    renderApp('/pricing', { auth: member('BASIC') });
    const current = within(await planCard('Basic')).getByRole('button', { name: 'Current plan' });
    expect(current).toBeDisabled();
    expect(within(await planCard('Premium')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('does not mark a plan whose subscription is not active', async () => {
    fakeApi({});
    renderApp('/pricing', { auth: member('PREMIUM', { subscriptionStatus: 'past_due' }) });
    expect(within(await planCard('Premium')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("reads 'Redirecting...' while the checkout is created, then leaves for it", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const reply = deferred<FakeReply>();
    const { requests } = fakeApi({ 'POST /api/checkout/create': () => reply.promise });
    renderApp('/pricing', { auth: member('NONE') });
    const premium = await planCard('Premium');
    fireEvent.click(within(premium).getByRole('button', { name: 'Subscribe' }));

    expect(await within(premium).findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    expect(within(await planCard('Basic')).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    expect(requests.find((request) => request.path === '/api/checkout/create')?.body).toEqual({
      tier: 'PREMIUM',
    });

    reply.resolve({ body: { url: 'https://checkout.example/premium' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/premium'));
  });

  it.each<[string, FakeReply, string]>([
    [
      'the server text',
      { status: 400, body: { error: 'Verify your email first' } },
      'Verify your email first',
    ],
    ['the status', { status: 502 }, 'Failed to create checkout session (status 502)'],
  ])('keeps %s as the error and resets the button when checkout fails', async (_, reply, message) => {
    fakeApi({ 'POST /api/checkout/create': () => reply });
    renderApp('/pricing', { auth: member('NONE') });
    fireEvent.click(within(await planCard('Basic')).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(await planCard('Basic')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

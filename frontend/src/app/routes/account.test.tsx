import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../../shared/account/user.ts';
import { browser } from '../../lib/browser.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { authState, member, renderApp } from '../../testing/render-app.tsx';

function account(overrides: Partial<MeResponse['user']> = {}): MeResponse {
  return {
    user: {
      uid: 'user-1',
      email: 'member@example.com',
      emailVerified: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      plan: 'BASIC',
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_1',
      role: 'user',
      currentPeriodEnd: '2026-12-01T10:00:00.000Z',
      cancelAtPeriodEnd: false,
      ...overrides,
    },
    usage: { month: '2026-11', used: 3, allowance: 10 },
    searches: [
      {
        jobId: 'job-1',
        type: 'name',
        target: 'Ada Example',
        startedAt: '2026-11-20T09:00:00.000Z',
        fullResults: true,
      },
    ],
  };
}

describe('/account', () => {
  it("says 'Loading...' while the session is read", async () => {
    fakeApi({});
    renderApp('/account', { auth: authState({ status: 'loading' }) });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('tells a visitor they are not signed in, with the way to sign in', async () => {
    fakeApi({});
    renderApp('/account');
    expect(await screen.findByText('You are not signed in.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Sign in' })
        .some((link) => link.getAttribute('href') === '/signin?redirect=%2Faccount'),
    ).toBe(true);
  });

  it('shows the profile, the plan, this month’s usage and past searches', async () => {
    fakeApi({ 'GET /api/me': () => ({ body: account() }) });
    renderApp('/account', { auth: member('BASIC', { emailVerified: true }) });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('member@example.com')).toBeInTheDocument();
    expect(within(profile).getByText('user-1')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByText('Current plan: BASIC')).toBeInTheDocument();
    expect(
      await within(plan).findByText('Searches this month: 3 of 10 with full results.'),
    ).toBeInTheDocument();
    expect(within(plan).getByText('Renews on Dec 1, 2026.')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Name: Ada Example' });
    expect(link).toHaveAttribute('href', '/search?jobId=job-1&type=name');
  });

  it("shows '(no email)' and the email verification for a user without a verified address", async () => {
    fakeApi({ 'GET /api/me': () => ({ body: account({ email: null, emailVerified: false }) }) });
    renderApp('/account', { auth: member('NONE', { user: { uid: 'user-1', email: null } }) });
    expect(await screen.findByText('(no email)')).toBeInTheDocument();
    expect(screen.getByText('Current plan: NONE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify email' })).toBeInTheDocument();
  });

  it("opens the customer portal from 'Manage subscription'", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /api/me': () => ({ body: account() }),
      'POST /api/checkout/portal': () => ({ body: { url: 'https://billing.example/portal/1' } }),
    });
    renderApp('/account', { auth: member('BASIC', { emailVerified: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal/1'));
    expect(api.requests.some((request) => request.path === '/api/checkout/portal')).toBe(true);
    expect(screen.getByRole('button', { name: 'Opening...' })).toBeDisabled();
  });

  it('offers the plans instead while there is no subscription to manage', async () => {
    fakeApi({
      'GET /api/me': () => ({
        body: account({ plan: 'NONE', subscriptionStatus: 'none', stripeCustomerId: null }),
      }),
    });
    renderApp('/account', { auth: member('NONE', { emailVerified: true }) });
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});

/** Requests a sign-in screen makes: the site's configuration or the API (the sources notice aside). */
function authRequests(requests: readonly { path: string }[]): string[] {
  return requests.map((request) => request.path).filter((path) => path !== '/api/status');
}

describe('/signin and /signup', () => {
  it('asks for a valid email and a password before anything is sent', async () => {
    const api = fakeApi({});
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Unlock all profiles, mentions, and filters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(authRequests(api.requests)).toEqual([]);
  });

  it("asks for the email before 'Forgot password?' sends anything", async () => {
    const api = fakeApi({});
    renderApp('/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Enter your email above to receive a reset link.')).toBeInTheDocument();
    expect(authRequests(api.requests)).toEqual([]);
  });

  it('shows the sign-up screen with its labels and a link to sign in', async () => {
    fakeApi({});
    renderApp('/signup?redirect=%2Fpricing');
    expect(await screen.findByRole('heading', { name: 'Create account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Get unlimited profiles with membership')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('link', { name: 'Sign in' })
        .some((link) => link.getAttribute('href') === '/signin?redirect=%2Fpricing'),
    ).toBe(true);
  });
});

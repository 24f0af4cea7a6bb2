import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { member, renderApp } from '../../testing/render-app.tsx';
import { RootErrorBoundary } from '../root-error-boundary.tsx';

describe('the page frame', () => {
  it('shows the signed-out navigation and the footer links by default', async () => {
    fakeApi({});
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/contact', '/blog', '/privacy', '/terms', '/security']);
  });

  it('signs a signed-in user out and reloads the page', async () => {
    fakeApi({});
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const signOut = vi.fn(async () => {});
    renderApp('/about', { auth: member('BASIC', { signOut }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the loading placeholder while the session is read', async () => {
    fakeApi({});
    renderApp('/about', { auth: { status: 'loading' } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Loading your account…')).toBeInTheDocument();
  });
});

describe('the root error boundary', () => {
  it("shows 'Unexpected Application Error!' with the message when a page crashes", async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('The results could not be drawn');
    }
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RootErrorBoundary }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The results could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

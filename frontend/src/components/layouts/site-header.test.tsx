import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { renderWithRouter } from '../../testing/render-component.tsx';
import { SiteHeader, type HeaderAccount } from './site-header.tsx';

function renderHeader(status: HeaderAccount['status'], onSignOut = vi.fn()) {
  renderWithRouter(
    <ThemeProvider>
      <SiteHeader account={{ status, onSignOut }} />
    </ThemeProvider>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Main' }), onSignOut };
}

describe('SiteHeader', () => {
  it('links to home, features and the blog', () => {
    const { nav } = renderHeader('signed-out');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('offers sign-in and a new account to a signed-out visitor', () => {
    const { nav } = renderHeader('signed-out');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(within(nav).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('offers the account page and sign-out to a signed-in user', () => {
    const { nav, onSignOut } = renderHeader('signed-in');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    fireEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while the session is being read', () => {
    const { nav } = renderHeader('loading');
    expect(within(nav).getByRole('status')).toHaveTextContent('Loading your account…');
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu with the same links, and closes it on Escape', () => {
    renderHeader('signed-in');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('no mobile menu');
    expect(menu).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Features' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu when a link in it is followed', () => {
    renderHeader('signed-out');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    if (!menu) throw new Error('no mobile menu');
    fireEvent.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(menu).not.toBeVisible();
  });

  it('hides the logo picture when it fails to load, keeping the name', () => {
    renderHeader('signed-out');
    const home = screen.getByRole('link', { name: 'Footprint' });
    const picture = home.querySelector('img');
    if (!picture) throw new Error('no logo picture');
    fireEvent.error(picture);
    expect(home.querySelector('img')).toBeNull();
    expect(home).toHaveTextContent('Footprint');
  });
});

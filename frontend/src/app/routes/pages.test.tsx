import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const PAGES = [
  ['/about', 'We make the public web make sense', 'About'],
  ['/contact', "We're here to help", 'Contact'],
  ['/blog', 'Insights on digital footprints', 'Blog'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service', 'Terms of Service'],
  ['/security', 'Security at Footprint', 'Security'],
  ['/pricing', 'Choose the plan that fits', 'Pricing'],
  ['/results', 'Sample Results', 'Sample Results'],
  ['/payment/success', 'Payment Successful', 'Payment Successful'],
  ['/search', 'Search Results', 'Search Results'],
  ['/signin', 'Sign in', 'Sign in'],
  ['/signup', 'Create account', 'Create account'],
  ['/account', 'Account', 'Account'],
] as const;

describe('every page', () => {
  it.each(PAGES)('%s has its heading and title', async (path, heading, title) => {
    fakeApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Footprint`));
  });

  it('describes itself for search engines and social cards', async () => {
    fakeApi({});
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe('About | Footprint'));
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toMatch(/Footprint/);
    expect(meta('meta[name="robots"]')).toBe('noindex,follow');
    expect(meta('meta[property="og:title"]')).toBe('About | Footprint');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost:3000/about');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:title"]')).toBe('About | Footprint');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/about',
    );
  });

  it('keeps private pages out of search engines', async () => {
    fakeApi({});
    renderApp('/results');
    await waitFor(() => expect(document.title).toBe('Sample Results | Footprint'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('dates the privacy policy and the terms', async () => {
    fakeApi({});
    const privacy = renderApp('/privacy');
    expect(await screen.findByText('Last updated: March 1, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'opt-out form' })).toHaveAttribute('href', '/privacy/opt-out');
    privacy.unmount();
    renderApp('/terms');
    expect(await screen.findByText('Last updated: March 1, 2024')).toBeInTheDocument();
  });

  it('lists six security practices and six badges', async () => {
    fakeApi({});
    renderApp('/security');
    const practices = await screen.findByRole('region', { name: 'How we protect your data' });
    expect(practices.querySelectorAll('li')).toHaveLength(6);
    const badges = screen.getByRole('region', { name: 'Certifications and standards' });
    expect(badges.querySelectorAll('li')).toHaveLength(6);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { member, renderApp } from '../../testing/render-app.tsx';

describe('home', () => {
  it('sends the name and username from the hero to /search, which starts the search', async () => {
    const { requests } = fakeApi({
      'POST /api/search-webhook': () => ({ status: 202, body: { ok: true } }),
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-1' } }),
    });
    const { router } = renderApp('/');
    const hero = await screen.findByRole('search', { name: 'Search a name' });
    fireEvent.change(within(hero).getByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Jane Doe' },
    });
    fireEvent.submit(hero);
    fireEvent.change(within(hero).getByRole('textbox', { name: 'Social media username' }), {
      target: { value: '@janedoe' },
    });
    fireEvent.click(within(hero).getByRole('button', { name: 'Uncover the Truth' }));

    await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('Jane Doe');
    expect(params.get('info')).toBe('@janedoe');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/search/name/start')).toBe(true),
    );
  });

  it('has every section of the page, with the responsible-use notice linking to the terms', async () => {
    fakeApi({});
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'See the digital footprint behind any name' }),
    ).toBeInTheDocument();
    for (const name of [
      'Search by name, email or phone',
      'See everything a name leaves behind',
      'Built for the moments you need to know',
      'Trusted by people who need to know',
      'Simple, transparent pricing',
      'Ready to see the full picture?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.getElementById('features')).not.toBeNull();
    for (const stat of ['8,000+', '2000+', '95%', '$1M+']) expect(screen.getByText(stat)).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    const notices = screen.getAllByText(/employment, housing, credit or insurance \(FCRA\)/);
    expect(notices.length).toBeGreaterThan(0);
    expect(within(notices[0] as HTMLElement).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await waitFor(() => expect(document.title).toBe("Find anyone's digital footprint | Footprint"));
  });

  it('scrolls back to the search box from the closing call to action', async () => {
    fakeApi({});
    const scroll = vi.spyOn(browser, 'scrollToTop').mockImplementation(() => {});
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Start your search' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  });

  it('reads the plan from the auth state for the Pro searches', async () => {
    fakeApi({});
    renderApp('/', { auth: member('BASIC') });
    const panel = await screen.findByRole('form', { name: 'Search by name, email or phone' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Email Pro' }));
    expect(within(panel).getByRole('button', { name: 'Reveal the Truth' })).toBeInTheDocument();
  });
});

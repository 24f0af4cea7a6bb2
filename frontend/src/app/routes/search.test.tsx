import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { fakeApi, type FakeReply } from '../../testing/fake-api.ts';
import { makeProfile, makeResults } from '../../testing/factories.ts';
import { member, renderApp } from '../../testing/render-app.tsx';

const SLOW = { timeout: 4000 };

/** Results that answer "running" for the first `runningPolls` requests, then the final reply. */
function resultsSequence(runningPolls: number, final: FakeReply): () => FakeReply {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls <= runningPolls) {
      return {
        body: makeResults({ status: 'running', progress: { sourcesDone: 3, sourcesTotal: 8 }, profiles: [] }),
      };
    }
    return final;
  };
}

describe('/search', () => {
  it('starts a name search with the hint, records the jobId in the address and shows cards when done', async () => {
    const { requests } = fakeApi({
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-42' } }),
      'GET /api/search/results': resultsSequence(1, {
        body: makeResults({ jobId: 'job-42', profiles: [makeProfile({ displayName: 'Jane Doe' })] }),
      }),
    });
    const { router } = renderApp('/search?name=Jane%20Doe&info=%40janedoe');

    expect(await screen.findByRole('heading', { name: 'Search Results', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Digital footprint profiles for: Jane Doe')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search Results | Footprint'));

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByText('3 of 8 sources')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

    expect(await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();

    const starts = requests.filter((request) => request.path === '/api/search/name/start');
    expect(starts).toHaveLength(1);
    expect(starts[0]?.body).toEqual({
      name: 'Jane Doe',
      hint: '@janedoe',
      hints: { location: '', profile: '@janedoe', other: '' },
    });
    const polls = requests.filter((request) => request.path === '/api/search/results');
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls[0]?.query.get('jobId')).toBe('job-42');
    expect(polls[0]?.query.get('limit')).toBe('5');
    // Only the first request is trimmed: later polls ask for every profile.
    expect(polls.slice(1).every((poll) => !poll.query.has('limit'))).toBe(true);

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('jobId')).toBe('job-42');
    expect(params.get('type')).toBe('name');
    expect(params.get('name')).toBe('Jane Doe');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('loads an existing job from the address without starting a new one', async () => {
    const { requests } = fakeApi({
      'GET /api/search/results': () => ({ body: makeResults({ jobId: 'job-7', type: 'email' }) }),
    });
    renderApp('/search?jobId=job-7&type=email');

    expect(await screen.findByText('Digital footprint profiles via email')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    const poll = requests.find((request) => request.path === '/api/search/results');
    expect(poll?.query.get('jobId')).toBe('job-7');
    expect(poll?.query.has('limit')).toBe(false);
  });

  it('says "via search" when the address has a job but no type', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: makeResults() }) });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByText('Digital footprint profiles via search')).toBeInTheDocument();
  });

  it('suggests a hint when a finished search found nobody', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: makeResults({ profiles: [] }) }) });
    renderApp('/search?jobId=job-1&type=name');
    expect(await screen.findByText('No profiles found. Try adding a hint.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the job's error text in a red box when the search failed", async () => {
    fakeApi({
      'GET /api/search/results': () => ({
        body: makeResults({ status: 'failed', profiles: [], error: 'Every source timed out' }),
      }),
    });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Every source timed out');
    expect(screen.queryByText('No profiles found. Try adding a hint.')).not.toBeInTheDocument();
  });

  it("says 'Search failed' when a failed job gives no reason", async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: makeResults({ status: 'failed', profiles: [] }) }) });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });

  it("shows the server's error text when the results call is refused", async () => {
    fakeApi({
      'GET /api/search/results': () => ({
        status: 404,
        body: { error: 'This search has expired', code: 'not_found' },
      }),
    });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This search has expired');
  });

  it("says 'Search failed' when the results call fails without a reason", async () => {
    fakeApi({ 'GET /api/search/results': () => ({ status: 502 }) });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Search failed$/);
  });

  it("says 'Unexpected error' when the network fails", async () => {
    fakeApi({ 'GET /api/search/results': () => 'network-error' });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Unexpected error$/);
  });

  it("shows the server's reason when a search cannot start", async () => {
    fakeApi({
      'POST /api/search/name/start': () => ({
        status: 429,
        body: { error: 'Too many searches from this address. Try again in an hour.', code: 'rate_limited' },
      }),
    });
    renderApp('/search?name=Jane');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many searches from this address. Try again in an hour.',
    );
  });

  it('shows the field message when the server rejects the input', async () => {
    fakeApi({
      'POST /api/search/name/start': () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields',
          fieldErrors: { name: ['Keep the name under 120 characters'] },
        },
      }),
    });
    renderApp('/search?name=Jane');
    expect(await screen.findByRole('alert')).toHaveTextContent('Keep the name under 120 characters');
  });

  it("says 'Failed to start name search' when the start fails without a reason", async () => {
    fakeApi({ 'POST /api/search/name/start': () => ({ status: 500 }) });
    renderApp('/search?name=Jane');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to start name search$/);
  });

  it('shows the top 3 of 14 profiles to a limited viewer', async () => {
    fakeApi({
      'GET /api/search/results': () => ({
        body: makeResults({
          limited: true,
          totalProfiles: 14,
          profiles: [
            makeProfile({ id: 'a', displayName: 'Ann' }),
            makeProfile({ id: 'b', displayName: 'Bea' }),
            makeProfile({ id: 'c', displayName: 'Cal' }),
          ],
        }),
      }),
    });
    renderApp('/search?jobId=job-1&type=name');
    expect(await screen.findByText("You're seeing the top 3 of 14 profiles.")).toBeInTheDocument();
    expect(
      screen.getByText('To see all results, become a member or get a one-time pass.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('article')).toHaveLength(3);
  });

  it('offers to refine when ten or more profiles were found', async () => {
    fakeApi({
      'GET /api/search/results': () => ({ body: makeResults({ totalProfiles: 12, target: 'John Smith' }) }),
    });
    renderApp('/search?jobId=job-1&type=name');
    expect(await screen.findByText('Several distinct digital footprints found')).toBeInTheDocument();
    const box = screen.getByRole('form', { name: 'Too many possible matches' });
    expect(within(box).getByRole('button', { name: 'Refine' })).toBeDisabled();
  });

  it('shows the sample-web notice when the server runs on synthetic people', async () => {
    fakeApi({
      'GET /api/status': () => ({ body: { sources: 'sample', stage: 'local' } }),
      'GET /api/search/results': () => ({ body: makeResults() }),
    });
    renderApp('/search?jobId=job-1');
    expect(await screen.findByText('Sample web: searches run against synthetic people')).toBeInTheDocument();
  });

  it('shows no sources notice on the live web', async () => {
    const { requests } = fakeApi({
      'GET /api/status': () => ({ body: { sources: 'live', stage: 'prod' } }),
      'GET /api/search/results': () => ({ body: makeResults() }),
    });
    renderApp('/search?jobId=job-1');
    await screen.findByRole('article', { name: 'Jane Doe' });
    await waitFor(() => expect(requests.some((request) => request.path === '/api/status')).toBe(true));
    expect(screen.queryByText(/Sample web/)).not.toBeInTheDocument();
  });

  it('reads every profile once more when the trimmed first answer already finished the job', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      makeProfile({ id: `p${index}`, displayName: `Person ${index}` }),
    );
    const { requests } = fakeApi({
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-5' } }),
      'GET /api/search/results': (request) => ({
        body: makeResults({
          jobId: 'job-5',
          totalProfiles: 7,
          profiles: request.query.has('limit') ? many.slice(0, 5) : many,
        }),
      }),
    });
    renderApp('/search?name=Pat%20Lee');
    await waitFor(
      () =>
        expect(within(screen.getByRole('list', { name: 'Profiles' })).getAllByRole('article')).toHaveLength(
          7,
        ),
      SLOW,
    );
    const polls = requests.filter((request) => request.path === '/api/search/results');
    expect(polls.map((poll) => poll.query.get('limit'))).toEqual(['5', null]);
  });

  it('shows the loading screen with the target and the hint until the first profiles arrive', async () => {
    fakeApi({
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-8' } }),
      'GET /api/search/results': () => ({
        body: makeResults({ status: 'running', progress: { sourcesDone: 1, sourcesTotal: 6 }, profiles: [] }),
      }),
    });
    renderApp('/search?name=Jane%20Doe&info=%40janedoe');
    expect(await screen.findByText('Initializing search')).toBeInTheDocument();
    expect(screen.getByText('Target:').nextSibling).toHaveTextContent('Jane Doe');
    expect(screen.getByText('Additional info:').nextSibling).toHaveTextContent('@janedoe');
    expect(await screen.findByText('1 of 6 sources')).toBeInTheDocument();
  });

  it('leaves out of the page-wide list the websites a card already shows', async () => {
    const mention = {
      domain: 'team.example',
      samples: [{ url: 'https://team.example/', title: 'Our team' }],
    };
    fakeApi({
      'GET /api/search/results': () => ({
        body: makeResults({
          profiles: [makeProfile({ mentions: [mention] })],
          mentions: [mention],
          totalMentions: 1,
        }),
      }),
    });
    renderApp('/search?jobId=job-1&type=name');
    await screen.findByRole('article', { name: 'Jane Doe' });
    expect(screen.queryByRole('region', { name: 'Websites mentioning this name' })).not.toBeInTheDocument();
  });

  it('shows the websites mentioning the name that no profile holds', async () => {
    fakeApi({
      'GET /api/search/results': () => ({
        body: makeResults({
          mentions: [
            {
              domain: 'news.example',
              samples: [{ url: 'https://news.example/a', title: 'Local news story' }],
            },
          ],
          totalMentions: 1,
        }),
      }),
    });
    renderApp('/search?jobId=job-1&type=name');
    const section = await screen.findByRole('region', { name: 'Websites mentioning this name' });
    expect(within(section).getByText('news.example')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Local news story' })).toHaveAttribute(
      'href',
      'https://news.example/a',
    );
  });
});

describe('/search for a limited viewer', () => {
  function limitedResults(jobId = 'job-1') {
    return makeResults({
      jobId,
      limited: true,
      totalProfiles: 5,
      profiles: [makeProfile({ id: 'a', displayName: 'Ann' }), makeProfile({ id: 'b', displayName: 'Bea' })],
    });
  }

  it('offers a subscription, a one-time pass and, when signed out, sign-in', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: limitedResults() }) });
    const { router } = renderApp('/search?jobId=job-1&type=name');
    const banner = await screen.findByRole('region', { name: 'Limited results' });
    expect(within(banner).getByText("You're seeing the top 3 of 5 profiles.")).toBeInTheDocument();
    expect(
      within(banner).getByText((_, element) => element?.textContent === 'Or Sign in to continue'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fsearch%3FjobId%3Djob-1%26type%3Dname',
    );

    fireEvent.click(within(banner).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/pricing');
  });

  it('leaves for the checkout when a signed-in viewer subscribes', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { requests } = fakeApi({
      'GET /api/search/results': () => ({ body: limitedResults() }),
      'POST /api/checkout/subscribe': () => ({ body: { url: 'https://checkout.example/session/1' } }),
    });
    renderApp('/search?jobId=job-1&type=name', { auth: member('NONE') });
    const banner = await screen.findByRole('region', { name: 'Limited results' });
    expect(within(banner).queryByText(/to continue/)).not.toBeInTheDocument();

    fireEvent.click(within(banner).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session/1'));
    expect(requests.find((request) => request.path === '/api/checkout/subscribe')?.body).toEqual({});
    expect(within(banner).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  });

  it("says 'Upgrade failed' when the subscription cannot start", async () => {
    fakeApi({
      'GET /api/search/results': () => ({ body: limitedResults() }),
      'POST /api/checkout/subscribe': () => ({ status: 500 }),
    });
    renderApp('/search?jobId=job-1&type=name', { auth: member('NONE') });
    const banner = await screen.findByRole('region', { name: 'Limited results' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Subscribe' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('Upgrade failed');
    expect(within(banner).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('buys a one-time pass for this search', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { requests } = fakeApi({
      'GET /api/search/results': () => ({ body: limitedResults('job-77') }),
      'POST /api/checkout/one-time-pass': () => ({ body: { url: 'https://checkout.example/pass/77' } }),
    });
    renderApp('/search?jobId=job-77&type=name');
    const banner = await screen.findByRole('region', { name: 'Limited results' });
    fireEvent.click(within(banner).getByRole('button', { name: 'One-time pass' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pass/77'));
    expect(requests.find((request) => request.path === '/api/checkout/one-time-pass')?.body).toEqual({
      jobId: 'job-77',
    });
  });

  it.each<[string, FakeReply, string]>([
    [
      'the server text',
      { status: 400, body: { error: 'This search cannot be unlocked' } },
      'This search cannot be unlocked',
    ],
    ["'Checkout failed'", { status: 503 }, 'Checkout failed'],
  ])('shows %s when the pass checkout fails', async (_, reply, message) => {
    fakeApi({
      'GET /api/search/results': () => ({ body: limitedResults() }),
      'POST /api/checkout/one-time-pass': () => reply,
    });
    renderApp('/search?jobId=job-1&type=name');
    const banner = await screen.findByRole('region', { name: 'Limited results' });
    fireEvent.click(within(banner).getByRole('button', { name: 'One-time pass' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(message);
  });

  it('confirms a returning pass payment first, then cleans the address and loads the results', async () => {
    const order: string[] = [];
    const { requests } = fakeApi({
      'GET /api/checkout/verify': () => {
        order.push('verify');
        return { body: { ok: true } };
      },
      'GET /api/search/results': () => {
        order.push('results');
        return { body: makeResults({ jobId: 'job-3' }) };
      },
    });
    const { router } = renderApp('/search?jobId=job-3&type=name&session_id=cs_test_1&otp=1');
    expect(await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)).toBeInTheDocument();
    expect(order[0]).toBe('verify');
    const verify = requests.find((request) => request.path === '/api/checkout/verify');
    expect(verify?.query.get('jobId')).toBe('job-3');
    expect(verify?.query.get('session_id')).toBe('cs_test_1');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.has('session_id')).toBe(false);
    expect(params.has('otp')).toBe(false);
    expect(params.get('jobId')).toBe('job-3');
  });

  it('still loads the results when the payment confirmation fails', async () => {
    fakeApi({
      'GET /api/checkout/verify': () => ({ status: 500 }),
      'GET /api/search/results': () => ({ body: makeResults({ jobId: 'job-3' }) }),
    });
    renderApp('/search?jobId=job-3&session_id=cs_test_1&otp=1');
    expect(await screen.findByRole('article', { name: 'Jane Doe' }, SLOW)).toBeInTheDocument();
  });
});

describe('/search with ten or more profiles', () => {
  function manyResults(overrides: Parameters<typeof makeResults>[0] = {}) {
    return makeResults({ totalProfiles: 12, target: 'John Smith', ...overrides });
  }

  it('asks once for a hint in a modal when no hint came in, and Not now closes it for good', async () => {
    let polls = 0;
    fakeApi({
      'GET /api/search/results': () => {
        polls += 1;
        return { body: manyResults() };
      },
    });
    const { queryClient } = renderApp('/search?jobId=job-1&type=name');
    const dialog = await screen.findByRole('dialog', { name: 'Several footprints found' });
    expect(within(dialog).getByRole('textbox', { name: 'Hint (optional)' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Refine' })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const before = polls;
    await act(() => queryClient.refetchQueries({ queryKey: ['search', 'results'] }));
    expect(polls).toBeGreaterThan(before);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Too many possible matches')).toBeInTheDocument();
  });

  it('does not ask again for the same search after a reload', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: manyResults({ jobId: 'job-once' }) }) });
    const first = renderApp('/search?jobId=job-once&type=name');
    await screen.findByRole('dialog', { name: 'Several footprints found' });
    first.unmount();

    renderApp('/search?jobId=job-once&type=name');
    expect(await screen.findByText('Several distinct digital footprints found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the modal on Escape', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: manyResults({ jobId: 'job-esc' }) }) });
    renderApp('/search?jobId=job-esc&type=name');
    const dialog = await screen.findByRole('dialog', { name: 'Several footprints found' });
    fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside the modal', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: manyResults({ jobId: 'job-tab' }) }) });
    renderApp('/search?jobId=job-tab&type=name');
    const dialog = await screen.findByRole('dialog', { name: 'Several footprints found' });
    const notNow = within(dialog).getByRole('button', { name: 'Not now' });
    notNow.focus();
    fireEvent.keyDown(notNow, { key: 'Tab' });
    expect(within(dialog).getByRole('textbox')).toHaveFocus();
    fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Tab', shiftKey: true });
    expect(notNow).toHaveFocus();
  });

  it('refines from the modal: a new search with the name and the hint', async () => {
    const { requests } = fakeApi({
      'GET /api/search/results': (request) =>
        request.query.get('jobId') === 'job-1'
          ? { body: manyResults() }
          : { body: makeResults({ jobId: 'job-2' }) },
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-2' } }),
    });
    const { router } = renderApp('/search?jobId=job-1&type=name');
    const dialog = await screen.findByRole('dialog', { name: 'Several footprints found' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Denver' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refine' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('jobId')).toBe('job-2'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('John Smith');
    expect(params.get('info')).toBe('Denver');
    const start = requests.find((request) => request.path === '/api/search/name/start');
    expect(start?.body).toMatchObject({ name: 'John Smith', hints: { profile: 'Denver' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refines from the box beneath the heading, and never opens the modal when a hint came in', async () => {
    fakeApi({
      'GET /api/search/results': () => ({ body: manyResults() }),
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-1' } }),
    });
    const { router } = renderApp('/search?name=John%20Smith&info=Austin&jobId=job-1&type=name');
    const box = await screen.findByRole('form', { name: 'Too many possible matches' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const hint = within(box).getByRole('textbox', { name: 'Hint' });
    expect(hint).toHaveValue('Austin');
    fireEvent.change(hint, { target: { value: 'Austin, Acme Inc.' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Refine' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('info')).toBe('Austin, Acme Inc.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no modal for fewer than ten profiles', async () => {
    fakeApi({ 'GET /api/search/results': () => ({ body: makeResults({ totalProfiles: 9 }) }) });
    renderApp('/search?jobId=job-nine&type=name');
    await screen.findByRole('article', { name: 'Jane Doe' });
    expect(screen.queryByText('Several distinct digital footprints found')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

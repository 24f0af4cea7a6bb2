import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '../../testing/fake-api.ts';
import { makeProfile, makeResults } from '../../testing/factories.ts';
import { renderApp } from '../../testing/render-app.tsx';

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
    expect(screen.getByText('Too many possible matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refine' })).toBeDisabled();
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
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '../../../testing/fake-api.ts';
import { deferred, renderWithRouter } from '../../../testing/render-component.tsx';
import { SearchPanel } from './search-panel.tsx';

function renderPanel(paidPlan = false) {
  const view = renderWithRouter(<SearchPanel paidPlan={paidPlan} />);
  const panel = screen.getByRole('form', { name: 'Search by name, email or phone' });
  return { ...view, panel };
}

function choose(type: 'Name' | 'Email' | 'Phone') {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${type}`) }));
}

function elsewhere() {
  return screen.findByTestId('elsewhere');
}

describe('SearchPanel', () => {
  it('searches by name by default, with the hints, and opens /search with the job', async () => {
    const { requests } = fakeApi({
      'POST /api/search/name/start': () => ({ status: 202, body: { jobId: 'job-9' } }),
    });
    renderPanel();
    expect(screen.getByRole('radio', { name: 'Name' })).toBeChecked();

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Jane Doe ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Location' }), { target: { value: 'Austin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Social profile' }), { target: { value: '@jd' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Other hint' }), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));

    expect(await elsewhere()).toHaveTextContent('/search?jobId=job-9&type=name');
    expect(requests[0]?.body).toEqual({
      name: 'Jane Doe',
      hint: 'Austin | @jd | Acme',
      hints: { location: 'Austin', profile: '@jd', other: 'Acme' },
    });
  });

  it('asks for a name when it is blank and sends nothing', () => {
    const { requests } = fakeApi({});
    renderPanel();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));
    expect(screen.getByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('asks for an email or a mobile number when they are blank', () => {
    fakeApi({});
    renderPanel(true);
    choose('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));
    expect(screen.getByText('Enter an email')).toBeInTheDocument();

    choose('Phone');
    expect(screen.queryByText('Enter an email')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));
    expect(screen.getByText('Enter a mobile number')).toBeInTheDocument();
  });

  it('enables the hint fields for name searches only', () => {
    renderPanel();
    const hints = ['Location', 'Social profile', 'Other hint'];
    for (const label of hints) expect(screen.getByRole('textbox', { name: label })).toBeEnabled();
    choose('Email');
    for (const label of hints) expect(screen.getByRole('textbox', { name: label })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'name@example.com',
    );
    choose('Phone');
    for (const label of hints) expect(screen.getByRole('textbox', { name: label })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'placeholder',
      '+1 202 555 0143',
    );
    choose('Name');
    for (const label of hints) expect(screen.getByRole('textbox', { name: label })).toBeEnabled();
  });

  it('marks email and phone as Pro and offers to unlock them without a paid plan', () => {
    renderPanel(false);
    expect(screen.getByRole('radio', { name: 'Email Pro' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Phone Pro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal the Truth' })).toBeInTheDocument();
    choose('Email');
    expect(screen.getByRole('button', { name: 'Unlock Pro' })).toBeInTheDocument();
    choose('Phone');
    expect(screen.getByRole('button', { name: 'Unlock Pro' })).toBeInTheDocument();
  });

  it('reads Reveal the Truth for email and phone on a paid plan', () => {
    renderPanel(true);
    choose('Email');
    expect(screen.getByRole('button', { name: 'Reveal the Truth' })).toBeInTheDocument();
    choose('Phone');
    expect(screen.getByRole('button', { name: 'Reveal the Truth' })).toBeInTheDocument();
  });

  it("reads 'Searching…' and is disabled while the search starts, then opens /search", async () => {
    const reply = deferred<FakeReply>();
    const { requests } = fakeApi({ 'POST /api/search/email/start': () => reply.promise });
    renderPanel(true);
    choose('Email');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: ' jane@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));

    const button = await screen.findByRole('button', { name: 'Searching…' });
    expect(button).toBeDisabled();
    expect(requests[0]?.body).toEqual({ email: 'jane@example.com' });

    reply.resolve({ status: 202, body: { jobId: 'job-e' } });
    expect(await elsewhere()).toHaveTextContent('/search?jobId=job-e&type=email');
  });

  it('sends a signed-out visitor to sign in when a Pro search answers 401', async () => {
    fakeApi({
      'POST /api/search/phone/start': () => ({ status: 401, body: { error: 'Sign in to continue' } }),
    });
    renderPanel();
    choose('Phone');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '+1 202 555 0143' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Pro' }));
    const where = await elsewhere();
    const address = new URL(where.textContent ?? '', 'http://localhost');
    expect(address.pathname).toBe('/signin');
    expect(address.searchParams.get('redirect')).toBe('/');
  });

  it('sends a member without a paid plan to /pricing when a Pro search answers 403', async () => {
    fakeApi({
      'POST /api/search/email/start': () => ({
        status: 403,
        body: { error: 'Your plan does not include this' },
      }),
    });
    renderPanel();
    choose('Email');
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'jane@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Pro' }));
    expect(await elsewhere()).toHaveTextContent(/^\/pricing$/);
  });

  it.each<[string, 'Name' | 'Email' | 'Phone', string, FakeReply, string]>([
    [
      'the server text',
      'Name',
      'Jane',
      { status: 429, body: { error: 'Too many searches' } },
      'Too many searches',
    ],
    ['the name fallback', 'Name', 'Jane', { status: 500 }, 'Failed to start name search'],
    ['the email fallback', 'Email', 'jane@example.com', { status: 502 }, 'Failed to start email search'],
    ['the phone fallback', 'Phone', '+44 20 7946 0000', { status: 500 }, 'Failed to start phone search'],
    ['the generic fallback', 'Name', 'Jane', 'network-error', 'Something went wrong'],
  ])('shows %s in red beneath the panel when the start fails', async (_, type, value, reply, message) => {
    fakeApi({
      'POST /api/search/name/start': () => reply,
      'POST /api/search/email/start': () => reply,
      'POST /api/search/phone/start': () => reply,
    });
    const { panel } = renderPanel(true);
    choose(type);
    const field = within(panel).getAllByRole('textbox')[0];
    if (!field) throw new Error('no query field');
    fireEvent.change(field, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Reveal the Truth' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^${message}$`));
    expect(alert.className).toMatch(/red/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reveal the Truth' })).toBeEnabled());
  });
});

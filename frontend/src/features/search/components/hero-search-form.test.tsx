import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithRouter } from '../../../testing/render-component.tsx';
import { TYPING_TIMINGS } from '../hooks/use-typing-placeholder.ts';
import { HeroSearchForm, SAMPLE_NAMES } from './hero-search-form.tsx';

const INVALID_MESSAGE = 'Please add a valid social media username (e.g., @username, instagram.com/username)';

function renderHero() {
  const view = renderWithRouter(<HeroSearchForm />);
  const form = screen.getByRole('search', { name: 'Search a name' });
  const name = screen.getByRole('textbox', { name: 'Full name' });
  return { ...view, form, name };
}

function username() {
  return screen.getByRole('textbox', { name: 'Social media username' });
}

/** Types a name and presses Enter (the form's submit), which reveals the second step. */
function revealSecondStep(form: HTMLElement, name: HTMLElement, value = 'Jane Doe') {
  fireEvent.change(name, { target: { value } });
  fireEvent.submit(form);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroSearchForm', () => {
  it('starts with the name only and keeps the button disabled until a name is typed', () => {
    const { name } = renderHero();
    const button = screen.getByRole('button', { name: 'Reveal the Truth' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Social media username' })).not.toBeInTheDocument();

    fireEvent.change(name, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Jane Doe' } });
    expect(button).toBeEnabled();
  });

  it('reveals the username field on Enter, focuses it and relabels the button', () => {
    const { form, name } = renderHero();
    revealSecondStep(form, name);

    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('placeholder', 'Enter one of their social media usernames');
    expect(screen.queryByRole('button', { name: 'Reveal the Truth' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uncover the Truth' })).toBeDisabled();
    expect(screen.getByText('For enhanced results, include a social media username')).toBeInTheDocument();
    expect(
      screen.getByText('Examples: @username, instagram.com/username, x.com/username'),
    ).toBeInTheDocument();
  });

  it('does nothing on Enter while the name is blank', () => {
    const { form, name } = renderHero();
    revealSecondStep(form, name, '   ');
    expect(screen.queryByRole('textbox', { name: 'Social media username' })).not.toBeInTheDocument();
  });

  it.each([
    ['@janedoe', true],
    ['instagram.com/janedoe', true],
    ['x.com/janedoe', true],
    ['TikTok janedoe', true],
    ['LINKEDIN/in/jane', true],
    ['snapchat: jd', true],
    ['twitter jd', true],
    ['facebook jd', true],
    ['janedoe', false],
    ['   ', false],
  ])('enables Uncover the Truth for %j: %s', (value, enabled) => {
    const { form, name } = renderHero();
    revealSecondStep(form, name);
    fireEvent.change(username(), { target: { value } });
    const button = screen.getByRole('button', { name: 'Uncover the Truth' });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });

  it('explains what is expected after a submit attempt with an invalid username, until it is fixed', () => {
    const { form, name } = renderHero();
    revealSecondStep(form, name);
    expect(screen.queryByText(INVALID_MESSAGE)).not.toBeInTheDocument();

    fireEvent.change(username(), { target: { value: 'janedoe' } });
    // The button is disabled, so the browser would not submit: Enter in the field is the attempt.
    fireEvent.keyDown(username(), { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_MESSAGE);
    expect(username()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(username(), { target: { value: '@janedoe' } });
    expect(screen.queryByText(INVALID_MESSAGE)).not.toBeInTheDocument();
  });

  it('hides and clears the username field on Backspace when it is empty', () => {
    const { form, name } = renderHero();
    revealSecondStep(form, name);
    fireEvent.change(username(), { target: { value: '@j' } });
    fireEvent.keyDown(username(), { key: 'Backspace' });
    expect(username()).toBeInTheDocument();

    fireEvent.change(username(), { target: { value: '' } });
    fireEvent.keyDown(username(), { key: 'Backspace' });
    expect(screen.queryByRole('textbox', { name: 'Social media username' })).not.toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reveal the Truth' })).toBeEnabled();

    revealSecondStep(screen.getByRole('search'), name);
    expect(username()).toHaveValue('');
  });

  it('hides and clears the username field when the name is cleared', () => {
    const { form, name } = renderHero();
    revealSecondStep(form, name);
    fireEvent.change(username(), { target: { value: '@janedoe' } });
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.queryByRole('textbox', { name: 'Social media username' })).not.toBeInTheDocument();

    revealSecondStep(form, name, 'Jane');
    expect(username()).toHaveValue('');
  });

  it('opens /search with the name and username and records the submission', async () => {
    const { requests } = fakeApi({ 'POST /api/search-webhook': () => ({ status: 202, body: { ok: true } }) });
    const { form, name, router } = renderHero();
    revealSecondStep(form, name, '  Jane Doe ');
    fireEvent.change(username(), { target: { value: ' @janedoe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uncover the Truth' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('Jane Doe');
    expect(params.get('info')).toBe('@janedoe');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/search-webhook',
      body: { name: 'Jane Doe', additionalInfo: '@janedoe' },
    });
  });

  it('still opens /search when recording the submission fails, and only logs the failure', async () => {
    fakeApi({ 'POST /api/search-webhook': () => 'network-error' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form, name, router } = renderHero();
    revealSecondStep(form, name);
    fireEvent.change(username(), { target: { value: '@janedoe' } });
    fireEvent.submit(form);

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('types sample names into the placeholder, deletes them and moves on to the next', () => {
    vi.useFakeTimers();
    const { name } = renderHero();
    const first = SAMPLE_NAMES[0];
    const second = SAMPLE_NAMES[1];
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    expect(name).toHaveAttribute('placeholder', '');
    advance(TYPING_TIMINGS.type);
    expect(name).toHaveAttribute('placeholder', first.slice(0, 1));
    advance(TYPING_TIMINGS.type * (first.length - 1));
    expect(name).toHaveAttribute('placeholder', first);

    advance(TYPING_TIMINGS.pause - 1);
    expect(name).toHaveAttribute('placeholder', first);
    advance(1 + TYPING_TIMINGS.delete);
    expect(name).toHaveAttribute('placeholder', first.slice(0, -1));
    advance(TYPING_TIMINGS.delete * (first.length - 1));
    expect(name).toHaveAttribute('placeholder', '');

    advance(TYPING_TIMINGS.next + TYPING_TIMINGS.type);
    expect(name).toHaveAttribute('placeholder', second.slice(0, 1));
  });

  it('holds the placeholder still while the name field is focused', () => {
    vi.useFakeTimers();
    const { name } = renderHero();
    act(() => vi.advanceTimersByTime(TYPING_TIMINGS.type * 3));
    const shown = name.getAttribute('placeholder');
    expect(shown).toBe(SAMPLE_NAMES[0].slice(0, 3));

    fireEvent.focus(name);
    act(() => vi.advanceTimersByTime(5000));
    expect(name).toHaveAttribute('placeholder', shown);

    fireEvent.blur(name);
    act(() => vi.advanceTimersByTime(TYPING_TIMINGS.type));
    expect(name).toHaveAttribute('placeholder', SAMPLE_NAMES[0].slice(0, 4));
  });
});

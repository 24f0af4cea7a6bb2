import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MESSAGES, LOADING_TIMINGS, LoadingScreen } from './loading-screen.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('LoadingScreen', () => {
  it('rotates the five messages every 2 s and adds a dot every 500 ms', () => {
    vi.useFakeTimers();
    render(<LoadingScreen target="Jane Doe" additionalInfo="@janedoe" />);
    const line = () => screen.getByText(/Initializing|Scanning|Analyzing|Cross-referencing|Compiling/);
    expect(line()).toHaveTextContent(/^Initializing search$/);

    act(() => vi.advanceTimersByTime(LOADING_TIMINGS.dots));
    expect(line()).toHaveTextContent(/^Initializing search\.$/);
    act(() => vi.advanceTimersByTime(LOADING_TIMINGS.dots * 2));
    expect(line()).toHaveTextContent(/^Initializing search\.\.\.$/);

    for (const message of LOADING_MESSAGES.slice(1)) {
      act(() => vi.advanceTimersByTime(LOADING_TIMINGS.message / 4));
      expect(line()).toHaveTextContent(message);
      act(() => vi.advanceTimersByTime((LOADING_TIMINGS.message * 3) / 4));
    }
    act(() => vi.advanceTimersByTime(LOADING_TIMINGS.message / 4));
    expect(line()).toHaveTextContent(LOADING_MESSAGES[0]);
  });

  it('shows the target and the additional info', () => {
    render(<LoadingScreen target="Jane Doe" additionalInfo="@janedoe" />);
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('@janedoe')).toBeInTheDocument();
  });

  it('leaves out the additional info when there is none', () => {
    render(<LoadingScreen target="Jane Doe" />);
    expect(screen.queryByText('Additional info:')).not.toBeInTheDocument();
  });
});

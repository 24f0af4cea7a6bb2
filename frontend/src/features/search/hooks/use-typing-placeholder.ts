import { useEffect, useRef, useState } from 'react';

/** The hero's placeholder animation, in milliseconds (spec §4). */
export const TYPING_TIMINGS = {
  /** Per character typed. */
  type: 100,
  /** Per character deleted. */
  delete: 50,
  /** With the whole name shown. */
  pause: 2000,
  /** With the field empty, before the next name. */
  next: 500,
} as const;

type Phase = 'typing' | 'pausing' | 'deleting' | 'waiting';

interface TypingState {
  index: number;
  length: number;
  phase: Phase;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function advance(state: TypingState, samples: readonly string[]): TypingState {
  const full = samples[state.index]?.length ?? 0;
  switch (state.phase) {
    case 'typing':
      return state.length + 1 >= full
        ? { ...state, length: full, phase: 'pausing' }
        : { ...state, length: state.length + 1 };
    case 'pausing':
      return { ...state, phase: 'deleting' };
    case 'deleting':
      return state.length - 1 <= 0
        ? { ...state, length: 0, phase: 'waiting' }
        : { ...state, length: state.length - 1 };
    case 'waiting':
      return { index: (state.index + 1) % samples.length, length: 0, phase: 'typing' };
  }
}

function delayOf(phase: Phase): number {
  switch (phase) {
    case 'typing':
      return TYPING_TIMINGS.type;
    case 'pausing':
      return TYPING_TIMINGS.pause;
    case 'deleting':
      return TYPING_TIMINGS.delete;
    case 'waiting':
      return TYPING_TIMINGS.next;
  }
}

/**
 * Types sample names into a placeholder, one character at a time, deletes them and moves on to the next.
 * It holds still while `paused` (the field is focused) and shows the first name whole when the visitor
 * prefers reduced motion.
 */
export function useTypingPlaceholder(samples: readonly string[], paused: boolean): string {
  const [reduced] = useState(prefersReducedMotion);
  const [text, setText] = useState('');
  // Where the animation is; kept across pauses so it resumes where it stopped.
  const position = useRef<TypingState>({ index: 0, length: 0, phase: 'typing' });

  useEffect(() => {
    if (paused || reduced || samples.length === 0) return;
    let timer = 0;
    const tick = () => {
      const next = advance(position.current, samples);
      position.current = next;
      setText((samples[next.index] ?? '').slice(0, next.length));
      timer = window.setTimeout(tick, delayOf(next.phase));
    };
    timer = window.setTimeout(tick, delayOf(position.current.phase));
    return () => window.clearTimeout(timer);
  }, [paused, reduced, samples]);

  return reduced ? (samples[0] ?? '') : text;
}

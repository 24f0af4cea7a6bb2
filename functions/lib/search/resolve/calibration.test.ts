import { describe, expect, it } from 'vitest';
import { CALIBRATION, RAW_SCORES, calibrate, fitCalibrationMap } from './calibration.ts';
import type { CalibrationSample } from './calibration.ts';

/** A deterministic stream of numbers in 0..1. */
function* uniform(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('confidence calibration', () => {
  it('leaves raw scores as they are with the raw map, within its bounds', () => {
    expect(calibrate(RAW_SCORES, 0.734, true, 4)).toBe(0.734);
    expect(calibrate(RAW_SCORES, 0, false, 1)).toBe(0.01);
    expect(calibrate(RAW_SCORES, 1, false, 1)).toBe(0.99);
  });

  it('recovers the map that produced the outcomes', () => {
    // Scores overconfident in the middle and underconfident at the top, and less right among many namesakes.
    const truth = { slope: 2.2, intercept: -0.4, perProfile: -0.6 };
    const random = uniform(42);
    const next = () => random.next().value as number;
    const samples: CalibrationSample[] = [];
    for (let i = 0; i < 30_000; i++) {
      const raw = 0.02 + 0.96 * next();
      const profiles = 1 + Math.floor(next() * 12);
      const x =
        truth.slope * Math.log(raw / (1 - raw)) + truth.intercept + truth.perProfile * Math.log(profiles);
      samples.push({ raw, profiles, right: next() < 1 / (1 + Math.exp(-x)) });
    }
    const fitted = fitCalibrationMap(samples, true);
    expect(Math.abs(fitted.slope - truth.slope)).toBeLessThan(0.15);
    expect(Math.abs(fitted.intercept - truth.intercept)).toBeLessThan(0.15);
    expect(Math.abs(fitted.perProfile - truth.perProfile)).toBeLessThan(0.15);
    expect(fitCalibrationMap(samples, false).perProfile).toBe(0);
  });

  it('stays finite when every sample is right', () => {
    const fitted = fitCalibrationMap(
      [0.5, 0.7, 0.9].map((raw) => ({ raw, right: true, profiles: 1 })),
      true,
    );
    expect(Object.values(fitted).every(Number.isFinite)).toBe(true);
  });

  it('keeps the order of the raw scores within a search', () => {
    for (const hinted of [false, true]) {
      const shown = [0.05, 0.2, 0.4, 0.6, 0.8, 0.95].map((raw) => calibrate(CALIBRATION, raw, hinted, 3));
      expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    }
  });
});

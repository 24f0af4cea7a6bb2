import { describe, expect, it } from 'vitest';
import { confidencePercent, cutTitle } from './results.ts';

describe('cutTitle', () => {
  it('keeps titles of 120 characters or fewer', () => {
    expect(cutTitle('a'.repeat(120))).toHaveLength(120);
  });

  it('cuts longer titles to 120 characters with an ellipsis', () => {
    const cut = cutTitle('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('confidencePercent', () => {
  it('rounds to a whole percent within 0 to 100', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-1)).toBe(0);
  });
});

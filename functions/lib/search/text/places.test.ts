import { describe, expect, it } from 'vitest';
import { knownPlaces, matchPlace, mentionsPlace, parsePlaceHint } from './places.ts';
import type { PlaceHint } from './places.ts';

function hint(text: string): PlaceHint {
  const parsed = parsePlaceHint(text);
  if (!parsed) throw new Error('empty hint');
  return parsed;
}

describe('matchPlace', () => {
  it.each([
    ['New York City', 'NYC'],
    ['New York City', 'Brooklyn, NY'],
    ['NYC', 'New York, NY'],
    ['München', 'Munich, Germany'],
    ['Köln', 'Koeln'],
    ['Portland, OR', 'PDX'],
    ['Portland, OR', 'Portland'],
    ['Birmingham, UK', 'Brum'],
    ['Tokyo', '東京'],
    ['Smallville', 'Smallville, KS'],
  ])('matches %s with %s', (wanted, location) => expect(matchPlace(hint(wanted), location)).toBe('match'));

  it.each([
    ['London', 'Paris, France'],
    ['Portland, OR', 'Portland, Maine'],
    ['Springfield, IL', 'Springfield, MO'],
    ['Birmingham, UK', 'Birmingham, AL'],
    ['New York City', 'Buffalo, NY'],
  ])('tells %s from %s', (wanted, location) => expect(matchPlace(hint(wanted), location)).toBe('conflict'));

  it('treats non-places as unknown', () => {
    expect(matchPlace(hint('London'), 'Earth')).toBe('unknown');
    expect(matchPlace(hint('London'), '')).toBe('unknown');
  });
});

describe('places in free text', () => {
  it('finds cities in a bio without reading short codes as places', () => {
    expect(knownPlaces('Engineer based in Madrid, mad about LA cycling', true)).toEqual(new Set(['madrid']));
    expect(mentionsPlace(hint('New York City'), 'Robots in NYC')).toBe(true);
    expect(mentionsPlace(hint('London'), 'Weekend baker')).toBe(false);
  });
});

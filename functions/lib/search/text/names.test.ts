import { describe, expect, it } from 'vitest';
import { matchHandle, matchName, parsePersonName } from './names.ts';
import type { PersonName } from './names.ts';

function person(name: string): PersonName {
  const parsed = parsePersonName(name);
  if (!parsed) throw new Error(`not a name: ${name}`);
  return parsed;
}

describe('matchName', () => {
  const ada = person('Ada Example');
  const bob = person('Bob Sample');
  const jose = person('José Núñez');

  it.each([
    ['Ada Example', 'exact'],
    ['EXAMPLE, Ada', 'exact'],
    ['Dr. Ada Example 🚀', 'exact'],
    ['Ada B. Example', 'exact'],
    ['ada_example', 'exact'],
    ['Ada Exmaple', 'typo'],
    ['A. Example', 'partial'],
    ['Example', 'partial'],
    ['aexample', 'handle'],
    ['Bea Example', 'conflict'],
    ['Ada Lovelace', 'conflict'],
  ] as const)('rates "%s" as %s for Ada Example', (candidate, level) => {
    expect(matchName(ada, candidate)).toBe(level);
  });

  it('accepts nicknames both ways', () => {
    expect(matchName(bob, 'Robert Sample')).toBe('variant');
    expect(matchName(person('Robert Sample'), 'Bobby Sample')).toBe('variant');
  });

  it('folds diacritics', () => {
    expect(matchName(jose, 'Jose Nunez')).toBe('exact');
    expect(matchName(person('Jose Nunez'), 'José Núñez')).toBe('exact');
  });

  it('keeps hyphenated and apostrophe names whole', () => {
    expect(matchName(person('Ji-woo Kim'), 'Jiwoo Kim')).toBe('exact');
    expect(matchName(person("Ada O'Example"), 'Ada OExample')).toBe('exact');
  });

  it('never reports a conflict for page titles, which carry decorations', () => {
    expect(matchName(ada, 'Instagram photos and videos', false)).toBe('none');
    expect(matchName(ada, 'Ada Example (@adaex) • Instagram', false)).toBe('exact');
  });
});

describe('matchHandle', () => {
  const ada = person('Ada Example');
  it.each(['adaexample', 'ada.example', 'aexample', 'example_ada', 'adaexample84', 'AdaExample'])(
    'sees the name in %s',
    (handle) => expect(matchHandle(ada, handle)).toBe('handle'),
  );
  it.each(['bobexample', 'example', 'sunnyotter'])('does not see it in %s', (handle) => {
    expect(matchHandle(ada, handle)).toBe('none');
  });
});

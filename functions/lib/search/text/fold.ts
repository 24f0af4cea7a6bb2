import anyAscii from 'any-ascii';

/** Folds text for comparison: transliterated to ASCII, lower case, punctuation to spaces, spacing collapsed. */
export function fold(text: string): string {
  return anyAscii(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words of a text. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * The words of a personal name: split on spaces and commas only, each folded with its inner punctuation dropped,
 * so "Ji-woo", "O'Brien" and "ada_example" stay one word ("jiwoo", "obrien", "adaexample").
 */
export function nameWords(text: string): string[] {
  return text
    .split(/[\s,;/|]+/)
    .map((word) => fold(word).replace(/ /g, ''))
    .filter((word) => word.length > 0);
}

/** Folds a handle for comparison across platforms: "Ada.Example" and "ada_example" are both "adaexample". */
export function foldHandle(handle: string): string {
  return fold(handle).replace(/ /g, '');
}

/** True when `phrase` occurs in `text` on word boundaries, both folded. */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = fold(phrase);
  if (needle === '') return false;
  return ` ${fold(text)} `.includes(` ${needle} `);
}

/**
 * Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. Small enough to keep here
 * rather than pull in a library for one function.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  const first = rows[0] ?? [];
  for (let j = 1; j <= b.length; j++) first[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    const previous = rows[i - 1] ?? [];
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** Cuts text to a length on a word boundary, with an ellipsis. */
export function cutText(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

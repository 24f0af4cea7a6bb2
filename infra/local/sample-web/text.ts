import anyAscii from 'any-ascii';

/** Lowercase ASCII form for matching: diacritics and case do not matter ("Zoë Müller" → "zoe muller"). */
export function fold(text: string): string {
  // Most text is plain ASCII already; transliteration is only needed for the rest.
  return !/[^\t\n\r\x20-\x7e]/.test(text)
    ? text.toLowerCase()
    : anyAscii(text.normalize('NFC')).toLowerCase();
}

/** Folded words: letters and digits only. */
export function tokens(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** Folded words joined by single spaces, padded so that `includes(' a b ')` tests a whole-word phrase. */
export function normalizedPhrase(text: string): string {
  return ` ${tokens(text).join(' ')} `;
}

/** ASCII letters and digits only ("Müller-Lüdenscheidt" → "mullerludenscheidt"); German umlauts stay readable. */
export function asciiWord(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '');
}

/** A URL slug: "Zoë Müller" → "zoe-muller". */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Strips diacritics but keeps the original case and other letters ("José" → "Jose"). */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');
}

export function hasDiacritics(text: string): boolean {
  return stripDiacritics(text) !== text;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Stack Exchange style: every non-ASCII character and HTML specials as numeric entities ("José" → "Jos&#233;"). */
export function entityEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code > 126 || ch === '&' || ch === '<' || ch === '>' || ch === '"' || ch === "'") out += `&#${code};`;
    else out += ch;
  }
  return out;
}

export function capitalize(word: string): string {
  return word.length === 0 ? word : (word[0] ?? '').toUpperCase() + word.slice(1);
}

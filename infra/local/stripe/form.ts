/** A value decoded from Stripe's form encoding: strings, nested objects and arrays. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Decodes the form body the Stripe SDK sends, with bracketed keys (`line_items[0][price_data][currency]=usd`,
 * `metadata[uid]=…`), into nested objects; numeric segments make arrays.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const nextIsIndex = /^\d+$/.test(segments[index + 1] ?? '');
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      if (container[slot] === undefined || typeof container[slot] === 'string') {
        container[slot] = nextIsIndex ? [] : {};
      }
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

/** A string field of a decoded form, or undefined. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An object field of a decoded form, or an empty object. */
export function object(value: FormValue | undefined): FormObject {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A list field of a decoded form, or an empty list. */
export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value.filter((item) => item !== undefined) : [];
}

/** String-valued entries of a decoded form object (metadata). */
export function strings(value: FormValue | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, item] of Object.entries(object(value))) if (typeof item === 'string') result[key] = item;
  return result;
}

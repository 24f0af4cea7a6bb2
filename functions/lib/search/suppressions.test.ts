import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/search/results.ts';
import { OptOutRequestSchema } from '../../../shared/privacy/opt-out.ts';
import { createSuppressor, suppressionKey } from './suppressions.ts';

const profile = (id: string, urls: string[]): Profile =>
  ({ id, accounts: urls.map((url) => ({ url })), mentions: [] }) as unknown as Profile;

describe('opt-out suppressions', () => {
  it('keys an account the same way whatever URL form was given', () => {
    expect(suppressionKey('https://x.com/Ada_Ex')).toBe(suppressionKey('https://twitter.com/ada_ex/'));
    expect(suppressionKey('https://www.ada.example.org/about/')).toBe('account#ada.example.org/about');
  });

  it('drops every profile holding a suppressed account and looks each key up once', async () => {
    const looked: string[][] = [];
    const suppressed = new Set([suppressionKey('https://github.com/ada-example') ?? '']);
    const suppressor = createSuppressor(async (keys) => {
      looked.push(keys);
      return new Set(keys.filter((key) => suppressed.has(key)));
    });
    const input = {
      profiles: [
        profile('p1', ['https://github.com/Ada-Example', 'https://x.com/ada_ex']),
        profile('p2', ['https://github.com/someone-else']),
      ],
      mentions: [],
    };
    const first = await suppressor.apply(input);
    expect(first.profiles.map((p) => p.id)).toEqual(['p2']);
    await suppressor.apply(input);
    expect(looked).toHaveLength(1);
  });

  it('validates the request', () => {
    expect(
      OptOutRequestSchema.safeParse({
        name: 'Ada',
        urls: ['https://github.com/ada'],
        email: 'ada@example.org',
      }).success,
    ).toBe(true);
    expect(OptOutRequestSchema.safeParse({ name: 'Ada', urls: ['not a url'], email: 'x' }).success).toBe(
      false,
    );
    expect(OptOutRequestSchema.safeParse({ name: 'Ada', urls: [], email: 'ada@example.org' }).success).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CredentialsSchema, safeRedirect } from './credentials.ts';

describe('safeRedirect', () => {
  it.each(['/', '/pricing', '/search?jobId=abc&type=name', '/account#plan'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    'https://evil.example',
    '//evil.example/account',
    '/\\evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '',
  ])('sends %j to /account instead', (value) => {
    expect(safeRedirect(value)).toBe('/account');
  });

  it('falls back to /account when there is no redirect', () => {
    expect(safeRedirect(null)).toBe('/account');
  });
});

describe('CredentialsSchema', () => {
  it('trims the email and needs a valid one and a password', () => {
    expect(CredentialsSchema.parse({ email: '  ada@footprint.example ', password: 'x' }).email).toBe(
      'ada@footprint.example',
    );
    const result = CredentialsSchema.safeParse({ email: 'ada', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a valid email address',
      'Enter your password',
    ]);
  });
});

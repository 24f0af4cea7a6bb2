import { describe, expect, it } from 'vitest';
import type { WebResult } from '../../fetch/web-client.ts';
import type { ProbeSite } from './catalogue.ts';
import { ownCatalogue } from './catalogue.ts';
import { classifyProbe } from './probe.ts';

const site: ProbeSite = {
  name: 'Example Social',
  uri_check: 'https://social.example/{account}',
  e_code: 200,
  e_string: 'data-profile="user"',
  m_code: 404,
  m_string: 'No such user',
  cat: 'social',
};

const answer = (status: number, body: string, headers: Record<string, string> = {}): WebResult => ({
  url: 'https://social.example/ada',
  status,
  body,
  headers: new Headers(headers),
  truncated: false,
});

describe('classifyProbe', () => {
  it('needs both the status and the string for a hit', () => {
    expect(classifyProbe(site, answer(200, '<div data-profile="user">')).outcome).toBe('found');
    expect(classifyProbe(site, answer(200, '<div>welcome</div>')).outcome).toBe('unknown');
    expect(classifyProbe(site, answer(404, '<div data-profile="user">')).outcome).toBe('unknown');
  });

  it('needs both signals for a miss', () => {
    expect(classifyProbe(site, answer(404, 'No such user')).outcome).toBe('missing');
    expect(classifyProbe(site, answer(404, 'Server trouble')).outcome).toBe('unknown');
    expect(classifyProbe({ ...site, m_string: '' }, answer(404, 'anything')).outcome).toBe('missing');
  });

  it('never decides on blocks, challenges, sign-in redirects or silence', () => {
    expect(classifyProbe(site, answer(403, 'Forbidden')).outcome).toBe('unknown');
    expect(classifyProbe(site, answer(429, 'slow down')).outcome).toBe('unknown');
    expect(
      classifyProbe(site, answer(200, '<title>Just a moment...</title> data-profile="user"')).outcome,
    ).toBe('unknown');
    expect(
      classifyProbe(
        { ...site, m_code: 302 },
        answer(302, '', { location: 'https://social.example/login?next=/ada' }),
      ).outcome,
    ).toBe('unknown');
    expect(classifyProbe(site, null).outcome).toBe('unknown');
  });

  it('distrusts a page showing both strings', () => {
    expect(classifyProbe(site, answer(200, 'data-profile="user" No such user')).outcome).toBe('unknown');
  });

  it('ships a catalogue whose entries all parse', () => {
    expect(ownCatalogue.length).toBeGreaterThanOrEqual(150);
  });
});

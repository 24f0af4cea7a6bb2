import { describe, expect, it } from 'vitest';
import { queryKeyOf, targetLabel, type JobQuery } from './job.ts';

const noHints = { location: '', profile: '', other: '' };

describe('queryKeyOf', () => {
  it('gives identical queries the same key whatever their case, accents and spacing', () => {
    const a: JobQuery = { type: 'name', name: 'José  Núñez', hints: { ...noHints, location: 'Lyon' } };
    const b: JobQuery = { type: 'name', name: 'jose nunez', hints: { ...noHints, location: ' LYON ' } };
    expect(queryKeyOf(a)).toBe(queryKeyOf(b));
  });

  it('tells apart the same name with a different hint', () => {
    const a: JobQuery = { type: 'name', name: 'Ada Example', hints: { ...noHints, location: 'Lyon' } };
    const b: JobQuery = { type: 'name', name: 'Ada Example', hints: { ...noHints, location: 'Paris' } };
    expect(queryKeyOf(a)).not.toBe(queryKeyOf(b));
  });

  it('tells apart a hint given as a location from the same text given as a profile', () => {
    const a: JobQuery = { type: 'name', name: 'Ada Example', hints: { ...noHints, location: 'ada' } };
    const b: JobQuery = { type: 'name', name: 'Ada Example', hints: { ...noHints, profile: 'ada' } };
    expect(queryKeyOf(a)).not.toBe(queryKeyOf(b));
  });
});

describe('targetLabel', () => {
  it('shows a name as typed', () => {
    expect(targetLabel({ type: 'name', name: 'Ada Example', hints: noHints })).toBe('Ada Example');
  });

  it('masks an email address', () => {
    expect(targetLabel({ type: 'email', email: 'ada@example.org', hints: noHints })).toBe('ad•@example.org');
  });

  it('shows only the last four digits of a phone number', () => {
    expect(targetLabel({ type: 'phone', phone: '+15550100', hints: noHints })).toBe('•••••0100');
  });
});

import { randomBytes } from 'node:crypto';
import { config } from '../config.ts';
import type { ApiEvent } from './api-handler.ts';

/**
 * A browser's own id, kept in an httpOnly cookie: passes bought while signed out belong to it. The value is 32
 * random bytes, unguessable, so it needs no signature; only the API reads it (path /api).
 */
export const BROWSER_COOKIE = 'fp_browser';
const VALID = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The browser id the request carries, or undefined. */
export function browserIdOf(event: ApiEvent): string | undefined {
  const cookies = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  for (const cookie of cookies) {
    const [name, ...rest] = cookie.trim().split('=');
    const value = rest.join('=');
    if (name === BROWSER_COOKIE && VALID.test(value)) return value;
  }
  return undefined;
}

/** A fresh browser id. */
export function newBrowserId(): string {
  return randomBytes(32).toString('base64url');
}

/** The Set-Cookie value that gives the browser its id. */
export function browserIdCookie(id: string): string {
  const secure = (config().SITE_URL ?? '').startsWith('https:') ? '; Secure' : '';
  return `${BROWSER_COOKIE}=${id}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

import type { ApiEvent } from '../http/api-handler.ts';
import { UnauthorizedError } from '../errors.ts';

/** A signed-in caller, from a verified Cognito ID token. */
export interface Caller {
  userId: string;
  email?: string;
}

/** Verifies a bearer ID token and returns its claims, or null when it is not valid. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown> | null>;

let verifier: TokenVerifier | undefined;

/** Installs the verifier used for routes where sign-in is optional. */
export function setTokenVerifier(next: TokenVerifier | undefined): void {
  verifier = next;
}

function callerFromClaims(claims: Record<string, unknown>): Caller | undefined {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub.length === 0) return undefined;
  return { userId: sub, ...(typeof claims.email === 'string' ? { email: claims.email } : {}) };
}

/**
 * Who is calling. Claims the API's JWT authorizer verified win; otherwise a bearer token is verified here.
 * No token: an anonymous caller (undefined). A token that does not verify: 401, never a silent downgrade.
 */
export async function identifyCaller(event: ApiEvent): Promise<Caller | undefined> {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (claims) {
    const caller = callerFromClaims(claims);
    if (caller) return caller;
  }
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new UnauthorizedError('Your session is not valid. Please sign in again.');
  const verified = verifier ? await verifier(match[1]) : null;
  const caller = verified ? callerFromClaims(verified) : undefined;
  if (!caller) throw new UnauthorizedError('Your session is not valid. Please sign in again.');
  return caller;
}

/** The caller, or 401 when signed out. */
export async function requireCaller(event: ApiEvent, message = 'Sign in to continue'): Promise<Caller> {
  const caller = await identifyCaller(event);
  if (!caller) throw new UnauthorizedError(message);
  return caller;
}

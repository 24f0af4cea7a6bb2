import type { ApiEvent } from '../http/api-handler.ts';
import { UnauthorizedError } from '../errors.ts';
import { verifyIdToken } from './token-verifier.ts';

/** A signed-in caller, from a verified Cognito ID token. */
export interface Caller {
  userId: string;
  email?: string;
  /** Whether Cognito has verified the email address (a code entered on /account, or Google's word). */
  emailVerified: boolean;
}

const INVALID_SESSION = 'Your session is not valid. Please sign in again.';

function callerFromClaims(claims: Record<string, unknown>): Caller | undefined {
  const sub = claims.sub;
  if (typeof sub !== 'string' || sub.length === 0) return undefined;
  // The HTTP API authorizer passes claims as strings; a verified token has real booleans.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    userId: sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    emailVerified: verified,
  };
}

/**
 * Who is calling. Claims the API's JWT authorizer verified win; otherwise a bearer token is verified here
 * against the user pool. No token: an anonymous caller (undefined). A token that does not verify: 401, never a
 * silent downgrade. Nothing else the request says (such as `X-Membership`) is taken into account.
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
  if (!match?.[1]) throw new UnauthorizedError(INVALID_SESSION);
  const verified = await verifyIdToken(match[1]);
  const caller = verified ? callerFromClaims(verified) : undefined;
  if (!caller) throw new UnauthorizedError(INVALID_SESSION);
  return caller;
}

/** The caller, or 401 when signed out. */
export async function requireCaller(event: ApiEvent, message = 'Sign in to continue'): Promise<Caller> {
  const caller = await identifyCaller(event);
  if (!caller) throw new UnauthorizedError(message);
  return caller;
}

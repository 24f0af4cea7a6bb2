import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

/** Claims of a verified ID token, as the HTTP API's JWT authorizer hands them on. */
export type IdTokenClaims = Record<string, string | number | boolean | string[]>;

export interface UserPoolSettings {
  userPoolId: string;
  clientId: string;
  /** The issuer's base URL: AWS's regional Cognito endpoint, or a local stand-in. */
  endpoint: string;
}

/** The user pool whose tokens this deployment accepts, or undefined when none is configured. */
export function userPoolSettings(): UserPoolSettings | undefined {
  const { COGNITO_USER_POOL_ID, COGNITO_USER_POOL_CLIENT_ID, COGNITO_ENDPOINT, AWS_REGION } = config();
  if (!COGNITO_USER_POOL_ID || !COGNITO_USER_POOL_CLIENT_ID) return undefined;
  return {
    userPoolId: COGNITO_USER_POOL_ID,
    clientId: COGNITO_USER_POOL_CLIENT_ID,
    endpoint: (COGNITO_ENDPOINT ?? `https://cognito-idp.${AWS_REGION}.amazonaws.com`).replace(/\/+$/, ''),
  };
}

type Verifier = { verify(token: string): Promise<Record<string, unknown>> };

let cached: { key: string; verifier: Verifier } | undefined;

/**
 * A verifier for the pool's ID tokens: RS256 signature against the pool's JWKS, issuer, audience (the web
 * client), expiry, and `token_use: id`. JwtRsaVerifier rather than CognitoJwtVerifier, because the local
 * stand-in's pool ids have no region prefix; its fetcher is plain fetch, because the stand-in speaks http.
 */
function verifierFor(settings: UserPoolSettings): Verifier {
  const key = `${settings.endpoint}|${settings.userPoolId}|${settings.clientId}`;
  if (cached?.key === key) return cached.verifier;
  const issuer = `${settings.endpoint}/${settings.userPoolId}`;
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(5000) })).arrayBuffer(),
    },
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: settings.clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache },
  );
  cached = { key, verifier };
  return verifier;
}

/** The claims of a valid ID token of the configured pool, or null for anything else. */
export async function verifyIdToken(token: string): Promise<IdTokenClaims | null> {
  const settings = userPoolSettings();
  if (!settings) {
    logger.warn('A bearer token arrived but no user pool is configured');
    return null;
  }
  try {
    const payload = await verifierFor(settings).verify(token);
    const claims: IdTokenClaims = {};
    for (const [name, value] of Object.entries(payload)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        claims[name] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) claims[name] = value;
    }
    return claims;
  } catch (error) {
    logger.info('Rejected a bearer token', {
      reason: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

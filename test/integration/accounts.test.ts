import { createPrivateKey, createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  SignUpCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponseSchema } from '../../shared/account/user.ts';
import { ErrorBodySchema } from '../../shared/api/error-body.ts';
import { dynamo } from '../../functions/lib/clients.ts';
import { config } from '../../functions/lib/config.ts';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import {
  TEST_PASSWORD,
  callApi,
  setPlan,
  signIn,
  signUpAndSignIn,
  testEmail,
  userPoolClient,
  type TestUser,
} from '../fixtures/accounts.ts';

let runtime: LocalRuntime;
let dataDir: string;
let user: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'footprint-accounts-'));
  runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'sample',
    serveFrontend: false,
    buildFrontend: false,
    log: () => undefined,
  });
  user = await signUpAndSignIn(runtime, 'ada');
});

afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A token with these claims, signed RS256 with the key given (by default the local pool's own key). */
function signToken(claims: Record<string, unknown>, key = localPoolKey()): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url');
  return `${unsigned}.${signature}`;
}

function localPoolKey() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

async function tokenFromAnotherPool(): Promise<string> {
  const admin = new CognitoIdentityProviderClient({
    endpoint: runtime.auth.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { UserPool } = await admin.send(
      new CreateUserPoolCommand({ PoolName: 'another-product', UsernameAttributes: ['email'] }),
    );
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: UserPool?.Id,
        ClientName: 'another-client',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const email = testEmail('elsewhere');
    await admin.send(
      new SignUpCommand({ ClientId: UserPoolClient?.ClientId, Username: email, Password: TEST_PASSWORD }),
    );
    const { AuthenticationResult } = await admin.send(
      new InitiateAuthCommand({
        ClientId: UserPoolClient?.ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
      }),
    );
    return AuthenticationResult?.IdToken ?? '';
  } finally {
    admin.destroy();
  }
}

describe('signing up and signing in against the local user pool', () => {
  it('confirms a sign-up at once through the pre-sign-up function', async () => {
    const client = userPoolClient(runtime);
    const email = testEmail('grace');
    const result = await client.send(
      new SignUpCommand({
        ClientId: runtime.auth.userPoolClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    client.destroy();
    expect(result.UserConfirmed).toBe(true);
    expect((await signIn(runtime, email)).idToken).not.toBe('');
  });

  it('accepts the ID token and creates the user record with the defaults on the first call', async () => {
    const before = await dynamo().send(
      new GetCommand({ TableName: config().USERS_TABLE, Key: { uid: user.uid } }),
    );
    expect(before.Item).toBeUndefined();

    const { status, json } = await callApi(runtime, '/api/me', { user });
    expect(status).toBe(200);
    const me = MeResponseSchema.parse(json);
    expect(me.user).toMatchObject({
      uid: user.uid,
      email: user.email,
      emailVerified: false,
      plan: 'NONE',
      subscriptionStatus: 'none',
      stripeCustomerId: null,
      role: 'user',
    });
    expect(me.usage).toMatchObject({ used: 0, allowance: 1 });
    expect(me.searches).toEqual([]);

    const after = await dynamo().send(
      new GetCommand({ TableName: config().USERS_TABLE, Key: { uid: user.uid } }),
    );
    expect(after.Item).toMatchObject({ uid: user.uid, plan: 'NONE', role: 'user', stripeCustomerId: null });
  });

  it('accepts the token on routes where sign-in is optional too', async () => {
    const { status } = await callApi(runtime, '/api/search/name/start', {
      user,
      body: { name: 'Ada Example', hint: '', hints: { location: '', profile: '', other: '' } },
    });
    expect(status).toBe(202);
  });

  it('refreshes tokens through the endpoint browsers use (the refresh call cognito-local lacks)', async () => {
    const client = userPoolClient(runtime);
    const { AuthenticationResult } = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: runtime.auth.userPoolClientId,
        RefreshToken: user.refreshToken,
      }),
    );
    client.destroy();
    const refreshed = AuthenticationResult?.IdToken ?? '';
    expect(claimsOf(refreshed).sub).toBe(user.uid);
    expect((await callApi(runtime, '/api/me', { user: { ...user, idToken: refreshed } })).status).toBe(200);
  });

  it('verifies the email address with the code sent, and the next token says so', async () => {
    const client = userPoolClient(runtime);
    await client.send(
      new GetUserAttributeVerificationCodeCommand({ AccessToken: user.accessToken, AttributeName: 'email' }),
    );
    const code = runtime.auth.latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    await client.send(
      new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: code }),
    );
    client.destroy();
    const again = await signIn(runtime, user.email);
    expect(claimsOf(again.idToken).email_verified).toBe(true);
    const me = MeResponseSchema.parse((await callApi(runtime, '/api/me', { user: again })).json);
    expect(me.user.emailVerified).toBe(true);
  });
});

describe('tokens the API refuses', () => {
  const cases: Array<[string, () => Promise<string>]> = [
    [
      'a forged token (signed with another key)',
      async () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return signToken(claimsOf(user.idToken), privateKey);
      },
    ],
    [
      'an expired token',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        return signToken({
          ...claimsOf(user.idToken),
          iat: now - 7200,
          auth_time: now - 7200,
          exp: now - 3600,
        });
      },
    ],
    ['a token of another user pool', tokenFromAnotherPool],
    ['an access token instead of an ID token', async () => user.accessToken],
    ['a token that is not a JWT', async () => 'not-a-token'],
  ];

  it.each(cases)('answers 401 to %s, on required and optional routes alike', async (_label, makeToken) => {
    const token = await makeToken();
    const headers = { authorization: `Bearer ${token}`, 'x-membership': 'premium' };
    const me = await callApi(runtime, '/api/me', { headers });
    expect(me.status).toBe(401);
    const search = await callApi(runtime, '/api/search/name/start', {
      headers,
      body: { name: 'Ada Example' },
    });
    expect(search.status).toBe(401);
    expect(ErrorBodySchema.parse(search.json).error).toBe('Your session is not valid. Please sign in again.');
    const email = await callApi(runtime, '/api/search/email/start', {
      headers,
      body: { email: 'someone@footprint.example' },
    });
    expect(email.status).toBe(401);
  });
});

describe('email and mobile searches', () => {
  it('answers 401 to a visitor', async () => {
    const { status } = await callApi(runtime, '/api/search/phone/start', { body: { phone: '+15550100' } });
    expect(status).toBe(401);
  });

  it('answers 403 to a signed-in user without a paid plan, whatever X-Membership says', async () => {
    const free = await signUpAndSignIn(runtime, 'free');
    const { status, json } = await callApi(runtime, '/api/search/email/start', {
      user: free,
      headers: { 'x-membership': 'premium' },
      body: { email: 'someone@footprint.example' },
    });
    expect(status).toBe(403);
    expect(ErrorBodySchema.parse(json).error).toBe('Email search is part of the Basic and Premium plans');
  });

  it('answers 403 to a member whose email address is not verified yet', async () => {
    const member = await signUpAndSignIn(runtime, 'unverified');
    await setPlan(runtime, member, 'BASIC');
    const { status, json } = await callApi(runtime, '/api/search/phone/start', {
      user: member,
      body: { phone: '+15550100' },
    });
    expect(status).toBe(403);
    expect(ErrorBodySchema.parse(json).error).toBe(
      'Verify your email address on your account page to search by mobile number',
    );
  });

  it('starts the search for a member with a verified email address', async () => {
    // Verified above, in 'verifies the email address with the code sent'.
    const verified = await signIn(runtime, user.email);
    await setPlan(runtime, verified, 'PREMIUM');
    const { status } = await callApi(runtime, '/api/search/email/start', {
      user: verified,
      body: { email: 'someone@footprint.example' },
    });
    expect(status).toBe(202);
  });
});

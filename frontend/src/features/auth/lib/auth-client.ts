import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmUserAttribute,
  fetchAuthSession,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '../../../../../shared/api/runtime-config.ts';

/** The signed-in user as the ID token describes them. */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/**
 * Everything the app asks of the user pool, over Amplify Auth. This module (and Amplify with it) is loaded only
 * when a session may exist or the visitor opens a sign-in screen, so it stays off the home page's critical path.
 */
export interface AuthClient {
  googleEnabled: boolean;
  currentUser(): Promise<SessionUser | null>;
  /** The ID token, refreshed when it has expired (or when forced); null when signed out. */
  idToken(forceRefresh?: boolean): Promise<string | null>;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account (confirmed at once), signs in, and asks for the email verification code. */
  signUp(email: string, password: string): Promise<{ verificationSent: boolean }>;
  signOut(): Promise<void>;
  sendEmailCode(): Promise<void>;
  confirmEmail(code: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  /** Calls `listener` when the session changes (sign-in, sign-out, refresh, the hosted sign-in's return). */
  onChange(listener: () => void): () => void;
}

function claimString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * On the hosted sign-in's return (?code=…&state=…), resolves once Amplify has exchanged the code for tokens (or
 * failed to); at once otherwise. Listening starts before Amplify is configured, so the outcome is never missed.
 */
function hostedSignInSettled(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  if (!params.has('code') || !params.has('state')) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect' || payload.event === 'signInWithRedirect_failure') finish();
    });
    const timer = setTimeout(finish, 15_000);
  });
}

export function createAuthClient(config: RuntimeConfig): AuthClient {
  const { auth } = config;
  const redirectSettled = hostedSignInSettled();
  const googleEnabled = auth.googleEnabled && auth.hostedDomain !== '';
  const endpoint = auth.userPoolEndpoint
    ? new URL(auth.userPoolEndpoint, window.location.origin).toString()
    : undefined;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.userPoolClientId,
        ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
        loginWith: {
          email: true,
          ...(googleEnabled
            ? {
                oauth: {
                  domain: auth.hostedDomain,
                  scopes: auth.scopes,
                  redirectSignIn: [auth.redirectSignIn],
                  redirectSignOut: [auth.redirectSignOut],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });

  const idToken = async (forceRefresh = false): Promise<string | null> => {
    try {
      const session = await fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
      return session.tokens?.idToken?.toString() ?? null;
    } catch {
      return null;
    }
  };

  const passwordSignIn = async (email: string, password: string): Promise<void> => {
    const attempt = () => signIn({ username: email, password, options: { authFlowType: auth.authFlow } });
    let result: Awaited<ReturnType<typeof signIn>>;
    try {
      result = await attempt();
    } catch (error) {
      // A session left from before (another account) is closed first.
      if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
        await signOut();
        result = await attempt();
      } else {
        throw error;
      }
    }
    if (!result.isSignedIn) {
      throw new Error(
        result.nextStep.signInStep === 'RESET_PASSWORD'
          ? 'Your password must be reset. Use "Forgot password?" below.'
          : 'Failed to sign in',
      );
    }
  };

  return {
    googleEnabled,
    async currentUser() {
      await redirectSettled;
      try {
        const session = await fetchAuthSession();
        const payload = session.tokens?.idToken?.payload;
        const uid = claimString(payload?.sub);
        if (!payload || !uid) return null;
        return {
          uid,
          email: claimString(payload.email),
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        };
      } catch {
        return null;
      }
    },
    idToken,
    signIn: passwordSignIn,
    async signUp(email, password) {
      await signUp({ username: email, password, options: { userAttributes: { email } } });
      await passwordSignIn(email, password);
      const verificationSent = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' }).then(
        () => true,
        () => false,
      );
      return { verificationSent };
    },
    async signOut() {
      await signOut();
    },
    async sendEmailCode() {
      await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
    },
    async confirmEmail(code) {
      await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
      // The next ID token carries email_verified: true.
      await idToken(true);
    },
    async requestPasswordReset(email) {
      await resetPassword({ username: email });
    },
    async confirmPasswordReset(email, code, newPassword) {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },
    async signInWithGoogle() {
      if (!googleEnabled) throw new Error('Google sign-in is not configured on this server');
      await signInWithRedirect({ provider: 'Google' });
    },
    onChange(listener) {
      return Hub.listen('auth', ({ payload }) => {
        if (
          payload.event === 'signedIn' ||
          payload.event === 'signedOut' ||
          payload.event === 'tokenRefresh' ||
          payload.event === 'signInWithRedirect' ||
          payload.event === 'tokenRefresh_failure'
        ) {
          listener();
        }
      });
    },
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Plan } from '../../../../shared/billing/checkout.ts';
import { ApiError, setRequestHeadersProvider } from '../../lib/api-client.ts';
import { useAccountQuery } from './api/get-account.ts';
import { loadAuthClient } from './lib/load-auth-client.ts';
import {
  clearLocalSession,
  hasSignedInFlag,
  isHostedSignInReturn,
  markSignedIn,
  membershipHeader,
  storePlan,
} from './utils/local-session.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthUser {
  uid: string;
  email: string | null;
}

/** What the rest of the app knows about the visitor. The accounts feature fills it from the auth provider. */
export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  /** The user's plan; NONE when signed out or not subscribed. */
  plan: Plan;
  /** The subscription's status as the billing provider reports it; 'active' means subscribed. */
  subscriptionStatus: string;
  /** Whether the user's email address is verified (email and mobile searches need it). */
  emailVerified: boolean;
  /** Signs out; the caller reloads the page. */
  signOut(): Promise<void>;
  /** The current ID token for API calls, or null when signed out. */
  getIdToken(): Promise<string | null>;
  /** Reads the session and the user's record again (after sign-in, a verified email, a checkout). */
  refresh(): Promise<void>;
}

export const signedOutState: AuthState = {
  status: 'signed-out',
  user: null,
  plan: 'NONE',
  subscriptionStatus: 'none',
  emailVerified: false,
  signOut: async () => {},
  getIdToken: async () => null,
  refresh: async () => {},
};

/** Exported so tests (and the accounts feature) can provide a state directly. */
export const AuthContext = createContext<AuthState | null>(null);

interface Session {
  status: AuthStatus;
  user: (AuthUser & { emailVerified: boolean }) | null;
}

const SIGNED_OUT: Session = { status: 'signed-out', user: null };

/**
 * A visitor who never signed in on this browser is signed out at once, without loading the auth library; a
 * returning user (the '1' flag) or the hosted sign-in's return is 'loading' until the session is read.
 */
function initialSession(): Session {
  return hasSignedInFlag() || isHostedSignInReturn() ? { status: 'loading', user: null } : SIGNED_OUT;
}

/**
 * Provides the auth state from Amplify Auth (Cognito) and the user's record (`GET /api/me`): the plan goes
 * upper-cased into local storage and the root's data attribute, and every API call carries the ID token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(initialSession);
  const [clientLoaded, setClientLoaded] = useState(false);
  const statusRef = useRef(session.status);
  const settled = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);
  const retried401 = useRef(false);

  settled.current ??= (() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  })();

  const readSession = useCallback(async (): Promise<void> => {
    try {
      const client = await loadAuthClient();
      setClientLoaded(true);
      const user = await client.currentUser();
      if (user) {
        markSignedIn();
        setSession((previous) =>
          previous.status === 'signed-in' &&
          previous.user?.uid === user.uid &&
          previous.user.email === user.email &&
          previous.user.emailVerified === user.emailVerified
            ? previous
            : { status: 'signed-in', user },
        );
      } else {
        clearLocalSession();
        setSession(SIGNED_OUT);
      }
    } catch {
      // Without its configuration the site cannot sign anyone in; it works on as for a visitor.
      setSession(SIGNED_OUT);
    }
  }, []);

  // A visitor starts signed out (see initialSession) and loads nothing; anyone else's session is read now.
  useEffect(() => {
    if (statusRef.current === 'loading') void readSession();
  }, [readSession]);

  // Once the auth library is loaded, its session events (sign-in, sign-out, refresh) are followed.
  useEffect(() => {
    if (!clientLoaded) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadAuthClient().then((client) => {
      if (!cancelled) stop = client.onChange(() => void readSession());
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [clientLoaded, readSession]);

  useEffect(() => {
    statusRef.current = session.status;
    if (session.status !== 'loading') settled.current?.resolve();
  }, [session.status]);

  // Every call carries the ID token once signed in; calls made while the session is read wait for it.
  useEffect(() => {
    setRequestHeadersProvider(async () => {
      if (statusRef.current === 'loading') await settled.current?.promise;
      if (statusRef.current !== 'signed-in') return {};
      const token = await (await loadAuthClient()).idToken();
      if (!token) return {};
      const membership = membershipHeader();
      return { authorization: `Bearer ${token}`, ...(membership ? { 'x-membership': membership } : {}) };
    });
    return () => setRequestHeadersProvider(() => ({}));
  }, []);

  const uid = session.status === 'signed-in' ? (session.user?.uid ?? null) : null;
  const account = useAccountQuery(uid);
  const record = account.data?.user;

  useEffect(() => {
    if (record) storePlan(record.plan);
  }, [record]);

  // What the server shows depends on who asks: results read before are read again.
  const plan = record?.plan ?? 'NONE';
  const subscriptionStatus = record?.subscriptionStatus ?? 'none';
  const viewerKey = `${uid ?? ''}|${plan}|${subscriptionStatus}`;
  const lastViewer = useRef(viewerKey);
  useEffect(() => {
    if (lastViewer.current === viewerKey) return;
    lastViewer.current = viewerKey;
    void queryClient.invalidateQueries({ queryKey: ['search'] });
  }, [viewerKey, queryClient]);

  // A token the API refuses (e.g. the local user pool restarted) is refreshed once; if that fails, sign out.
  const accountError = account.error;
  useEffect(() => {
    if (!(accountError instanceof ApiError) || accountError.status !== 401) return;
    if (retried401.current) {
      void loadAuthClient()
        .then((client) => client.signOut())
        .catch(() => undefined)
        .then(() => {
          clearLocalSession();
          setSession(SIGNED_OUT);
        });
      return;
    }
    retried401.current = true;
    void loadAuthClient()
      .then((client) => client.idToken(true))
      .catch(() => null)
      .then(() => queryClient.invalidateQueries({ queryKey: ['account'] }));
  }, [accountError, queryClient]);

  const signOut = useCallback(async () => {
    try {
      await (await loadAuthClient()).signOut();
    } finally {
      clearLocalSession();
      queryClient.removeQueries({ queryKey: ['account'] });
      setSession(SIGNED_OUT);
    }
  }, [queryClient]);

  const getIdToken = useCallback(async () => {
    if (statusRef.current !== 'signed-in') return null;
    return (await loadAuthClient()).idToken();
  }, []);

  const refresh = useCallback(async () => {
    await readSession();
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }, [readSession, queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user ? { uid: session.user.uid, email: record?.email ?? session.user.email } : null,
      plan,
      subscriptionStatus,
      emailVerified: session.user?.emailVerified ?? false,
      signOut,
      getIdToken,
      refresh,
    }),
    [session, record?.email, plan, subscriptionStatus, signOut, getIdToken, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** Whether the plan unlocks the Pro searches (email and mobile): any plan other than NONE. */
export function hasPaidPlan(auth: Pick<AuthState, 'plan'>): boolean {
  return auth.plan !== 'NONE';
}

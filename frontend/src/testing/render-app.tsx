import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { AuthContext, signedOutState, type AuthState } from '../features/auth/auth-state.tsx';

export interface RenderAppOptions {
  /** The visitor's auth state; signed out unless given. */
  auth?: Partial<AuthState>;
}

/** An auth state for tests: signed out, with the given fields changed. */
export function authState(overrides: Partial<AuthState> = {}): AuthState {
  return { ...signedOutState, ...overrides };
}

/** A signed-in member of `plan` with an active subscription. */
export function member(plan: AuthState['plan'], overrides: Partial<AuthState> = {}): AuthState {
  return authState({
    status: 'signed-in',
    user: { uid: 'user-1', email: 'member@example.com' },
    plan,
    subscriptionStatus: plan === 'NONE' ? 'none' : 'active',
    getIdToken: async () => 'id-token',
    ...overrides,
  });
}

/** Renders the whole app at `url`, in strict mode, with a fresh cache that does not retry. */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = <RouterProvider router={router} />;
  // Strict mode as in main.tsx: effects run twice, which must not start a search twice.
  const view = render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        {options.auth ? <AuthContext value={authState(options.auth)}>{app}</AuthContext> : app}
      </AppProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}

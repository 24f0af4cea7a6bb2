import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { MainLayout } from '../../components/layouts/main-layout.tsx';
import { useAuth } from '../../features/auth/auth-state.tsx';
import { SourcesBanner } from '../../features/status/components/sources-banner.tsx';
import { browser } from '../../lib/browser.ts';

export default function RootRoute() {
  const auth = useAuth();
  const account = {
    status: auth.status,
    // Signing out reloads the page, so nothing of the session stays in memory.
    onSignOut: () => {
      void auth
        .signOut()
        .catch(() => undefined)
        .then(() => browser.reload());
    },
  };
  return (
    <MainLayout
      account={account}
      notice={
        // The notice is informational: if it breaks, the page goes on without it.
        <ErrorBoundary fallback={null}>
          <SourcesBanner />
        </ErrorBoundary>
      }
    >
      <Outlet />
      <ScrollRestoration />
    </MainLayout>
  );
}

import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { MainLayout } from '../../components/layouts/main-layout.tsx';
import { SourcesBanner } from '../../features/status/components/sources-banner.tsx';

export default function RootRoute() {
  return (
    <MainLayout
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

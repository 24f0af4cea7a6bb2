import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageFallback } from './page-fallback.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import HomeRoute from './routes/home.tsx';
import RootRoute from './routes/root.tsx';

type RouteModule = { default: ComponentType };

/**
 * Route modules default-export their page. The home page, where most visits start, ships with the app so it
 * paints without a second round trip; every other page is its own chunk, loaded when first visited.
 */
function page(load: () => Promise<RouteModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageFallback,
    children: [
      { index: true, Component: HomeRoute },
      { path: paths.about.path, lazy: page(() => import('./routes/about.tsx')) },
      { path: paths.contact.path, lazy: page(() => import('./routes/contact.tsx')) },
      { path: paths.blog.path, lazy: page(() => import('./routes/blog.tsx')) },
      { path: paths.privacy.path, lazy: page(() => import('./routes/privacy.tsx')) },
      { path: paths.optOut.path, lazy: page(() => import('../features/opt-out/opt-out-page.tsx')) },
      { path: paths.terms.path, lazy: page(() => import('./routes/terms.tsx')) },
      { path: paths.security.path, lazy: page(() => import('./routes/security.tsx')) },
      { path: paths.pricing.path, lazy: page(() => import('./routes/pricing.tsx')) },
      { path: paths.sampleResults.path, lazy: page(() => import('./routes/sample-results.tsx')) },
      { path: paths.search.path, lazy: page(() => import('./routes/search.tsx')) },
      { path: paths.paymentSuccess.path, lazy: page(() => import('./routes/payment-success.tsx')) },
      { path: paths.signIn.path, lazy: page(() => import('./routes/signin.tsx')) },
      { path: paths.signUp.path, lazy: page(() => import('./routes/signup.tsx')) },
      { path: paths.account.path, lazy: page(() => import('./routes/account.tsx')) },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { PageFallback } from './page-fallback.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import RootRoute from './routes/root.tsx';

type RouteModule = { default: ComponentType };

/** Route modules are split into their own chunks and default-export their page. */
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
      { index: true, lazy: page(() => import('./routes/home.tsx')) },
      { path: paths.search.path, lazy: page(() => import('./routes/search.tsx')) },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

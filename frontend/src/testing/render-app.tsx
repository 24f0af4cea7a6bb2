import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';

/** Renders the whole app at `url`, in strict mode, with a fresh cache that does not retry. */
export function renderApp(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Strict mode as in main.tsx: effects run twice, which must not start a search twice.
  const view = render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}

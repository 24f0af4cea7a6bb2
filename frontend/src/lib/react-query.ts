import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryConfig = {
  queries: {
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

import { ApiError } from '../../../lib/api-client.ts';

/** The text shown when a search cannot start: the server's words, else the spec's fallback. */
export function startErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? error.detail : null) ?? 'Failed to start name search';
}

/** The text shown when results cannot load: the server's words; 'Search failed' for a bare HTTP error. */
export function resultsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? 'Search failed';
  return 'Unexpected error';
}

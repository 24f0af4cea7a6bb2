import type { SearchType } from '../../../../../shared/search/results.ts';
import { ApiError } from '../../../lib/api-client.ts';

const START_FALLBACK: Record<SearchType, string> = {
  name: 'Failed to start name search',
  phone: 'Failed to start phone search',
  email: 'Failed to start email search',
};

/**
 * The text shown when a search cannot start: the server's words, else the type's fallback; 'Something went
 * wrong' when no answer came at all.
 */
export function startErrorMessage(error: unknown, type: SearchType = 'name'): string {
  if (error instanceof ApiError) return error.detail ?? START_FALLBACK[type];
  return 'Something went wrong';
}

/** The text shown when results cannot load: the server's words; 'Search failed' for a bare HTTP error. */
export function resultsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? 'Search failed';
  return 'Unexpected error';
}

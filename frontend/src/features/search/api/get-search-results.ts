import { queryOptions, useQuery } from '@tanstack/react-query';
import { SearchResultsSchema, type SearchResults } from '../../../../../shared/search/results.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** How often an unfinished job is polled. */
export const RESULTS_POLL_MS = 1000;

export interface SearchResultsParams {
  jobId: string;
  /** Trims the number of profiles returned (the page asks for the first few right after a start). */
  limit?: number;
}

export function getSearchResults(
  { jobId, limit }: SearchResultsParams,
  signal?: AbortSignal,
): Promise<SearchResults> {
  return apiClient.get('/api/search/results', SearchResultsSchema, { query: { jobId, limit }, signal });
}

export function isFinished(results: SearchResults | undefined): boolean {
  return results?.status === 'done' || results?.status === 'failed';
}

export function searchResultsQueryOptions(params: SearchResultsParams) {
  return queryOptions({
    queryKey: ['search', 'results', params.jobId, params.limit ?? null] as const,
    queryFn: ({ signal }) => getSearchResults(params, signal),
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.error ? false : RESULTS_POLL_MS),
    // An unfinished job must never be served from cache on a later visit.
    staleTime: (query) => (isFinished(query.state.data) ? 60_000 : 0),
  });
}

export function useSearchResults(params: SearchResultsParams | null) {
  return useQuery({
    ...searchResultsQueryOptions(params ?? { jobId: '' }),
    enabled: params !== null && params.jobId !== '',
  });
}

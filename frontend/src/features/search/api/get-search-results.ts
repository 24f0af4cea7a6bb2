import { useQuery } from '@tanstack/react-query';
import { SearchResultsSchema, type SearchResults } from '../../../../../shared/search/results.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** How often an unfinished job is polled. */
export const RESULTS_POLL_MS = 1000;

export interface SearchResultsParams {
  jobId: string;
  /** Trims the number of profiles returned. */
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

/** One answer, and whether it was asked for with a limit (so more profiles may exist than it holds). */
interface ResultsSnapshot {
  results: SearchResults;
  trimmed: boolean;
}

export interface UseSearchResultsParams {
  jobId: string;
  /** The limit of the first request only (right after a start); later polls ask for everything. */
  firstLimit?: number;
}

/**
 * Polls a job's results until it ends. With `firstLimit`, the first request asks for a few profiles so they
 * show at once; every later request asks for all of them, and a finished job whose first answer was trimmed
 * is read once more in full.
 */
export function useSearchResults(params: UseSearchResultsParams | null) {
  const jobId = params?.jobId ?? '';
  const firstLimit = params?.firstLimit;
  return useQuery({
    queryKey: ['search', 'results', jobId],
    queryFn: async ({ signal, client, queryKey }): Promise<ResultsSnapshot> => {
      const limit = client.getQueryData(queryKey) === undefined ? firstLimit : undefined;
      const results = await getSearchResults({ jobId, limit }, signal);
      return { results, trimmed: limit !== undefined };
    },
    select: (snapshot) => snapshot.results,
    enabled: jobId !== '',
    refetchInterval: (query) => {
      const snapshot = query.state.data;
      if (query.state.error) return false;
      if (!snapshot || !isFinished(snapshot.results)) return RESULTS_POLL_MS;
      return snapshot.trimmed ? 1 : false;
    },
    // An unfinished job must never be served from cache on a later visit.
    staleTime: (query) => {
      const snapshot = query.state.data;
      return snapshot && isFinished(snapshot.results) && !snapshot.trimmed ? 60_000 : 0;
    },
  });
}

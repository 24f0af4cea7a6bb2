import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { RESULTS } from '../../../../../shared/constants.ts';
import type { SearchResults } from '../../../../../shared/search/results.ts';
import { useSearchResults } from '../api/get-search-results.ts';
import { useStartNameSearch } from '../api/start-name-search.ts';
import { resultsErrorMessage, startErrorMessage } from '../utils/error-messages.ts';

export type SearchPhase =
  /** Nothing to search for: no name and no job in the address. */
  'idle' | 'starting' | 'searching' | 'done' | 'failed';

export interface SearchJob {
  /** The name from the address, when the search came from a name. */
  name: string;
  /** The hint from the address (the hero's second field). */
  info: string;
  jobId: string;
  /** The search type from the address, when arriving with a job. */
  type: string;
  phase: SearchPhase;
  results: SearchResults | undefined;
  error: string | null;
}

function startKey(name: string, info: string): string {
  return JSON.stringify([name, info]);
}

/**
 * Drives /search from its address. With a name, it starts a job once and records the jobId in the address
 * (replacing the entry), so a reload resumes the same job. With a jobId, it polls results until the job ends.
 * `paused` holds everything back (while a payment return is confirmed first).
 */
export function useSearchJob({ paused = false }: { paused?: boolean } = {}): SearchJob {
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const info = params.get('info')?.trim() ?? '';
  const jobId = params.get('jobId')?.trim() ?? '';
  const type = params.get('type')?.trim() ?? '';

  const start = useStartNameSearch();
  const { mutate } = start;
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (paused || jobId || !name) return;
    const key = startKey(name, info);
    // Guards against a second start for the same query (effects can run twice in development).
    if (startedFor.current === key) return;
    startedFor.current = key;
    mutate(
      { name, hints: { location: '', profile: info, other: '' } },
      {
        onSuccess: (response) => {
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('jobId', response.jobId);
              next.set('type', 'name');
              return next;
            },
            { replace: true },
          );
        },
      },
    );
  }, [paused, jobId, name, info, mutate, setParams]);

  // Right after a start the first request asks for the first few profiles; arriving with a jobId loads them all.
  const startedHere = start.data?.jobId === jobId;
  const results = useSearchResults(
    jobId && !paused ? { jobId, firstLimit: startedHere ? RESULTS.initialLimit : undefined } : null,
  );

  const base = { name, info, jobId, type, results: results.data };

  if (paused) return { ...base, phase: jobId || name ? 'starting' : 'idle', error: null };

  if (!jobId) {
    if (!name) return { ...base, phase: 'idle', error: null };
    const startIsCurrent =
      start.variables !== undefined &&
      startKey(start.variables.name, start.variables.hints.profile) === startKey(name, info);
    if (startIsCurrent && start.isError) {
      return { ...base, phase: 'failed', error: startErrorMessage(start.error, 'name') };
    }
    return { ...base, phase: 'starting', error: null };
  }

  if (results.isError) return { ...base, phase: 'failed', error: resultsErrorMessage(results.error) };
  const data = results.data;
  if (data?.status === 'failed')
    return { ...base, phase: 'failed', error: data.error?.trim() || 'Search failed' };
  if (data?.status === 'done') return { ...base, phase: 'done', error: data.error?.trim() || null };
  return { ...base, phase: 'searching', error: null };
}

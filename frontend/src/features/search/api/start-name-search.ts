import { useMutation } from '@tanstack/react-query';
import {
  SearchStartResponseSchema,
  joinHints,
  type NameSearchStartInput,
  type SearchHints,
  type SearchStartResponse,
} from '../../../../../shared/search/search-start.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface NameSearchInput {
  name: string;
  hints: SearchHints;
}

/** The request body the spec names: the typed hints plus the same hints joined into `hint`. */
export function nameSearchBody({ name, hints }: NameSearchInput): NameSearchStartInput {
  return { name: name.trim(), hint: joinHints(hints), hints };
}

export function startNameSearch(input: NameSearchInput): Promise<SearchStartResponse> {
  return apiClient.post('/api/search/name/start', nameSearchBody(input), SearchStartResponseSchema);
}

export function useStartNameSearch() {
  return useMutation({ mutationFn: startNameSearch });
}

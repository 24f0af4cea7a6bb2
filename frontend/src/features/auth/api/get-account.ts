import { useQuery } from '@tanstack/react-query';
import { MeResponseSchema, type MeResponse } from '../../../../../shared/account/user.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/me: the user's record, this month's usage and their past searches. */
export function getAccount(signal?: AbortSignal): Promise<MeResponse> {
  return apiClient.get('/api/me', MeResponseSchema, { signal });
}

export const accountQueryKey = (uid: string) => ['account', uid] as const;

/** The signed-in user's account, read again when the window regains focus (it replaces a live listener). */
export function useAccountQuery(uid: string | null) {
  return useQuery({
    queryKey: accountQueryKey(uid ?? ''),
    queryFn: ({ signal }) => getAccount(signal),
    enabled: uid !== null,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

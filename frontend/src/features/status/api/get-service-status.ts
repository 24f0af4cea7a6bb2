import { useQuery } from '@tanstack/react-query';
import { ServiceStatusSchema, type ServiceStatus } from '../../../../../shared/api/status.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function getServiceStatus(signal?: AbortSignal): Promise<ServiceStatus> {
  return apiClient.get('/api/status', ServiceStatusSchema, { signal });
}

export function useServiceStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: ({ signal }) => getServiceStatus(signal),
    // The sources mode is fixed per deployment.
    staleTime: Infinity,
    retry: false,
  });
}

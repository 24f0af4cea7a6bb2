import {
  SearchStartResponseSchema,
  type EmailSearchStart,
  type PhoneSearchStart,
  type SearchStartResponse,
} from '../../../../../shared/search/search-start.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Starts a search by mobile number (a Pro search: the server answers 401 or 403 without a paid plan). */
export function startPhoneSearch(input: PhoneSearchStart): Promise<SearchStartResponse> {
  return apiClient.post('/api/search/phone/start', { phone: input.phone.trim() }, SearchStartResponseSchema);
}

/** Starts a search by email address (a Pro search, like the phone search). */
export function startEmailSearch(input: EmailSearchStart): Promise<SearchStartResponse> {
  return apiClient.post('/api/search/email/start', { email: input.email.trim() }, SearchStartResponseSchema);
}

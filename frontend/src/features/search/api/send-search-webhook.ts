import { z } from 'zod';
import type { SearchWebhook } from '../../../../../shared/search/search-start.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The answer is not read. */
const AnyAnswer = z.unknown();

/**
 * Records a hero submission. Never blocks the search: a failure is only logged.
 */
export function sendSearchWebhook(submission: SearchWebhook): void {
  apiClient.post('/api/search-webhook', submission, AnyAnswer).catch((error: unknown) => {
    console.warn('Could not record the search submission', error);
  });
}

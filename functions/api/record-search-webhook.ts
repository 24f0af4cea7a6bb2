import { SearchWebhookSchema } from '../../shared/search/search-start.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';
import { recordHeroSubmission } from '../lib/events/events-repository.ts';

/** POST /api/search-webhook — records a home-page search submission as an analytics event. */
export const handler = apiHandler(async (event) => {
  const submission = parseBody(event, SearchWebhookSchema);
  await recordHeroSubmission(submission);
  return json(202, { ok: true });
});

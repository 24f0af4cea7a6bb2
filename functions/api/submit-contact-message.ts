import { ContactMessageSchema, type SubmissionReceipt } from '../../shared/messages/contact-message.ts';
import { apiHandler, json, parseBody } from '../lib/http/api-handler.ts';
import { putContactMessage } from '../lib/events/messages-repository.ts';

/** POST /api/contact — stores a message from the contact form. */
export const handler = apiHandler(async (event) => {
  const message = parseBody(event, ContactMessageSchema);
  await putContactMessage(message);
  return json(201, { ok: true } satisfies SubmissionReceipt);
});

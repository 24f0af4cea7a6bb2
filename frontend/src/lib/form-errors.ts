import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/** The first message of each field. */
export function firstMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    messages[key] ??= issue.message;
  }
  return messages;
}

/** Field messages the server sent with a 400, so they show beside the fields like the page's own. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const first = list[0];
    if (first) messages[field] = first;
  }
  return messages;
}

/**
 * The message to show above a form whose submission failed, or null: none when the request did not fail or when
 * the server's field messages already show beside the fields.
 */
export function formFailureMessage(error: unknown, fallback: string): string | null {
  if (!error || Object.keys(serverFieldMessages(error)).length > 0) return null;
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}

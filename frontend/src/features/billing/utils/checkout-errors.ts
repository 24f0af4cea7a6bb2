import { ApiError } from '../../../lib/api-client.ts';

/** A plan checkout that failed: the server's words, else the status (spec §8). */
export function planCheckoutError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? `Failed to create checkout session (status ${error.status})`;
  }
  return 'Something went wrong';
}

/** The upgrade call of the results page that failed. */
export function subscribeError(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? 'Upgrade failed';
}

/** A one-time pass checkout that failed. */
export function oneTimePassError(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? 'Checkout failed';
}

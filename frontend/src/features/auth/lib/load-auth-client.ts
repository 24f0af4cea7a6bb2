import type { AuthClient } from './auth-client.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

let pending: Promise<AuthClient> | undefined;

/** The auth client, loaded (Amplify and /config.json) on first use and kept. */
export function loadAuthClient(): Promise<AuthClient> {
  pending ??= Promise.all([loadRuntimeConfig(), import('./auth-client.ts')])
    .then(([config, module]) => module.createAuthClient(config))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

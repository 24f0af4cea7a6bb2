import { RuntimeConfigSchema, type RuntimeConfig } from '../../../../../shared/api/runtime-config.ts';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * The deployment's settings from /config.json (the user pool, the hosted sign-in), fetched once. It sits beside the
 * page on the page's own origin, whatever API host the build points at.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The site's configuration did not load (status ${response.status})`);
      return RuntimeConfigSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

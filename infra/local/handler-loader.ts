import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type LambdaHandler = (event: unknown, context?: unknown) => unknown;

export interface HandlerLoader {
  /** The `handler` export of a module under the functions directory, e.g. 'api/start-name-search'. */
  load(modulePath: string): Promise<LambdaHandler>;
  /** The file a module path resolves to, or undefined when there is none. */
  fileOf(modulePath: string): string | undefined;
}

const EXTENSIONS = ['.ts', '.js', '.mjs'];

/**
 * Loads function modules the way Lambda does: once, on first use (a cold start), then reused. A module that
 * fails to load is tried again on the next call, so a handler written while the runtime runs is picked up.
 */
export function createHandlerLoader(functionsDir: string): HandlerLoader {
  const root = path.resolve(functionsDir);
  const cache = new Map<string, Promise<LambdaHandler>>();

  const fileOf = (modulePath: string): string | undefined => {
    const base = path.resolve(root, modulePath);
    if (!base.startsWith(root + path.sep)) return undefined;
    return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
  };

  const importHandler = async (modulePath: string): Promise<LambdaHandler> => {
    const file = fileOf(modulePath);
    if (!file) throw new Error(`No function module ${modulePath} under ${root}`);
    const loaded: unknown = await import(pathToFileURL(file).href);
    const handler =
      typeof loaded === 'object' && loaded !== null ? (loaded as { handler?: unknown }).handler : undefined;
    if (typeof handler !== 'function') throw new Error(`${file} does not export a handler function`);
    return handler as LambdaHandler;
  };

  return {
    fileOf,
    load(modulePath) {
      let pending = cache.get(modulePath);
      if (!pending) {
        pending = importHandler(modulePath);
        cache.set(modulePath, pending);
        pending.catch(() => cache.delete(modulePath));
      }
      return pending;
    },
  };
}

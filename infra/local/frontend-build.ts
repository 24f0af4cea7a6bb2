import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FrontendBuildOptions {
  /** The repository root. */
  rootDir: string;
  /** Where the build goes; default `dist/frontend`. */
  outDir?: string;
  log?: (line: string) => void;
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/**
 * Builds the front end with Vite when `dist/frontend/index.html` is missing or older than any file under
 * frontend/ or shared/. Returns whether it built.
 */
export async function buildFrontendIfStale(options: FrontendBuildOptions): Promise<boolean> {
  const log = options.log ?? ((line: string) => console.log(line));
  const configFile = path.join(options.rootDir, 'frontend', 'vite.config.ts');
  const outDir = options.outDir ?? path.join(options.rootDir, 'dist', 'frontend');
  if (!existsSync(configFile)) {
    log('Front end: no frontend/vite.config.ts, nothing to build');
    return false;
  }
  const builtAt = await stat(path.join(outDir, 'index.html')).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  );
  if (builtAt !== undefined) {
    const sourcesAt = Math.max(
      await newestMtime(path.join(options.rootDir, 'frontend')),
      await newestMtime(path.join(options.rootDir, 'shared')),
    );
    if (sourcesAt <= builtAt) return false;
  }
  const started = performance.now();
  log(builtAt === undefined ? 'Front end: building…' : 'Front end: sources changed, rebuilding…');
  // Loaded only when needed: Vite is the slowest import of the runtime.
  const { build } = await import('vite');
  await build({
    configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  log(`Front end: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** The newest modification time of any file under a directory (0 when there is none). */
export async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name.startsWith('.') && entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) newest = Math.max(newest, await newestMtime(full));
    } else if (entry.isFile()) {
      const stats = await stat(full).catch(() => undefined);
      if (stats) newest = Math.max(newest, stats.mtimeMs);
    }
  }
  return newest;
}

import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrontendIfStale } from './frontend-build.ts';

let root: string;
const logs: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'footprint-build-'));
  await mkdir(path.join(root, 'frontend', 'src'), { recursive: true });
  await mkdir(path.join(root, 'shared'), { recursive: true });
  const frontend = path.join(root, 'frontend');
  await writeFile(
    path.join(frontend, 'vite.config.ts'),
    `export default { root: ${JSON.stringify(frontend)}, logLevel: 'silent' };\n`,
  );
  await writeFile(
    path.join(frontend, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.ts"></script></body></html>\n',
  );
  await writeFile(path.join(frontend, 'src', 'main.ts'), 'console.info("app");\n');
  await writeFile(path.join(root, 'shared', 'constants.ts'), 'export const LIMIT = 1;\n');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const build = () => buildFrontendIfStale({ rootDir: root, log: (line) => logs.push(line) });
const builtIndex = () => path.join(root, 'dist', 'frontend', 'index.html');

describe('buildFrontendIfStale', () => {
  it('builds into dist/frontend when there is no build', async () => {
    expect(await build()).toBe(true);
    expect((await stat(builtIndex())).isFile()).toBe(true);
  });

  it('does not build again while the build is newer than the sources', async () => {
    expect(await build()).toBe(false);
  });

  it('rebuilds when a file under shared/ changes', async () => {
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'shared', 'constants.ts'), later, later);
    expect(await build()).toBe(true);
    expect(logs.join('\n')).toContain('sources changed, rebuilding');
  });
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startLocalRuntime, type LocalRuntime } from '../../../infra/local/runtime.ts';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots are kept for a person to look at; each file prints the path at the end of its run. */
export const SHOTS_DIR =
  process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'footprint-e2e-screenshots');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const WIDTHS = { mobile: 375, tablet: 768, desktop: 1280 } as const;

export interface E2eEnvironment {
  runtime: LocalRuntime;
  browser: Browser;
  close(): Promise<void>;
}

/** One local runtime (sample web, in a temporary data directory) and one browser, for one test file. */
export async function startE2eEnvironment(): Promise<E2eEnvironment> {
  if (!existsSync(path.join(ROOT_DIR, 'dist', 'frontend', 'index.html'))) {
    throw new Error('dist/frontend is not built: run `npm run test:e2e`, which builds the front end first');
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'footprint-e2e-'));
  await mkdir(SHOTS_DIR, { recursive: true });
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir: path.join(tmpDir, 'data'),
    sources: 'sample',
    buildFrontend: false,
    log: () => undefined,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    runtime,
    browser,
    async close() {
      await browser.close();
      await runtime.close();
      await rm(tmpDir, { recursive: true, force: true });
      console.log(`Screenshots: ${SHOTS_DIR}`);
    },
  };
}

/** Collects what the page reports as errors, so a test can insist there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

export async function shoot(page: Page, name: string): Promise<string> {
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page and returns its serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(`(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
  })()`);
}

/** Whether the page is wider than the window (a horizontal scroll bar). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
}

/**
 * npm run bench:web — builds the front end, then measures what the home page and the results page cost a
 * visitor: the gzipped JavaScript and CSS each one loads, and its Largest Contentful Paint in headless
 * Chromium against the local runtime on loopback (median of 5 cold loads).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 5;
const VIEWPORT = { width: 1280, height: 900 };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Weight {
  js: number;
  css: number;
  files: number;
}

/** The gzipped size of every script and stylesheet the page loads from its own origin. */
async function weigh(browser: Browser, url: string, ready: string): Promise<Weight> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const pending: Promise<{ type: string; bytes: number }>[] = [];
  const origin = new URL(url).origin;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !response.url().startsWith(origin)) return;
    pending.push(response.body().then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
  await page.waitForTimeout(500);
  const loaded = await Promise.all(pending);
  await context.close();
  return {
    js: loaded.filter((file) => file.type === 'script').reduce((sum, file) => sum + file.bytes, 0),
    css: loaded.filter((file) => file.type === 'stylesheet').reduce((sum, file) => sum + file.bytes, 0),
    files: loaded.length,
  };
}

/** Largest Contentful Paint of one cold load, in milliseconds. */
async function lcpOnce(browser: Browser, url: string, ready: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
  const lcp = await page.evaluate(`new Promise((resolve) => {
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(last), 1000);
  })`);
  await context.close();
  if (typeof lcp !== 'number' || lcp <= 0) throw new Error(`No LCP entry for ${url}`);
  return lcp;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function main(): Promise<void> {
  // The worker's logs would drown the table.
  process.env.LOG_LEVEL ??= 'silent';

  console.log('Building the front end…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT_DIR, 'frontend', 'vite.config.ts'), logLevel: 'warn' });

  const { startLocalRuntime } = await import('../infra/local/runtime.ts');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'footprint-bench-web-'));
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    sources: 'sample',
    buildFrontend: false,
    log: () => undefined,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    const person = runtime.population?.people.find((candidate) => candidate.accounts.length >= 3);
    if (!person) throw new Error('The sample web has no person to search for');
    const pages = [
      { label: '/', url: `${runtime.url}/`, ready: 'See the digital footprint behind any name' },
      {
        label: '/search',
        url: `${runtime.url}/search?${new URLSearchParams({ name: person.name })}`,
        ready: 'Search Results',
      },
    ];

    const rows: string[][] = [];
    for (const entry of pages) {
      const weight = await weigh(browser, entry.url, entry.ready);
      const lcps: number[] = [];
      for (let run = 0; run < RUNS; run += 1) lcps.push(await lcpOnce(browser, entry.url, entry.ready));
      rows.push([
        entry.label,
        kb(weight.js),
        kb(weight.css),
        kb(weight.js + weight.css),
        String(weight.files),
        `${Math.round(median(lcps))} ms`,
        lcps.map((value) => Math.round(value)).join(', '),
      ]);
    }

    const header = [
      'Page',
      'JS (gzip)',
      'CSS (gzip)',
      'Total',
      'Files',
      `LCP (median of ${RUNS})`,
      'LCP runs (ms)',
    ];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
    console.log('');
    console.log(line(header));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const row of rows) console.log(line(row));
    console.log('');
    console.log(`Headless Chromium on loopback, ${VIEWPORT.width}x${VIEWPORT.height}, cold cache per load.`);
  } finally {
    await browser.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';

type SamplePerson = NonNullable<LocalRuntime['population']>['people'][number];

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots are kept for a person to look at; the path is printed at the end of the run. */
const SHOTS_DIR = process.env.E2E_SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'footprint-e2e-screenshots');
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const SEARCH_TIMEOUT_MS = 90_000;

let runtime: LocalRuntime;
let context: BrowserContext;
let page: Page;
let tmpDir: string;
let consoleErrors: string[] = [];

function normalise(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A person whose name nobody else in the sample web shares, with several accounts to find. */
function pickPerson(people: readonly SamplePerson[]): SamplePerson {
  const counts = new Map<string, number>();
  for (const person of people)
    counts.set(normalise(person.name), (counts.get(normalise(person.name)) ?? 0) + 1);
  const candidates = people.filter(
    (person) =>
      counts.get(normalise(person.name)) === 1 &&
      person.accounts.filter((account) => !account.optedOut && !account.dormant).length >= 3,
  );
  const person = candidates[0];
  if (!person) throw new Error('The sample web has no person with a unique name and three active accounts');
  return person;
}

/** The hint a visitor would type: one of their social usernames, as the hero suggests (@username). */
function hintFor(person: SamplePerson): string {
  const account = person.accounts.find((candidate) => !candidate.optedOut && !candidate.dormant);
  return account ? `@${account.username}` : '';
}

async function shoot(name: string): Promise<string> {
  const file = path.join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT_DIR, 'dist', 'frontend', 'index.html'))) {
    throw new Error('dist/frontend is not built: run `npm run test:e2e`, which builds the front end first');
  }
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'footprint-e2e-'));
  await mkdir(SHOTS_DIR, { recursive: true });
  runtime = await startLocalRuntime({
    port: 0,
    dataDir: path.join(tmpDir, 'data'),
    sources: 'sample',
    buildFrontend: false,
    log: () => undefined,
  });
  context = await chromium.launchPersistentContext(path.join(tmpDir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: DESKTOP,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await context?.close();
  await runtime?.close();
  if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  console.log(`Screenshots: ${SHOTS_DIR}`);
});

beforeEach(async () => {
  consoleErrors = [];
  page = await context.newPage();
  await page.setViewportSize(DESKTOP);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
});

afterEach(async () => {
  await page.close();
  expect(consoleErrors, 'the page logged errors').toEqual([]);
});

describe('searching a name in the browser', () => {
  it('finds a sample person from the home page and shows their accounts', async () => {
    const people = runtime.population?.people;
    if (!people) throw new Error('The runtime did not start the sample web');
    const person = pickPerson(people);
    const hint = hintFor(person);

    const searchStarts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/search/name/start') {
        searchStarts.push(request.url());
      }
    });

    await page.goto(runtime.url);
    expect(await page.title()).toMatch(/ \| Footprint$/);
    await page.getByText('Sample web: searches run against synthetic people').waitFor();
    await shoot('home-desktop');

    await page.getByRole('textbox', { name: 'Full name' }).fill(person.name);
    await page.getByRole('textbox', { name: 'Social media username (optional)' }).fill(hint);
    await page.getByRole('button', { name: 'Reveal the Truth' }).click();

    // The page starts the job, then records it in the address so a reload resumes it.
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('jobId'));
    const address = new URL(page.url());
    expect(address.searchParams.get('name')).toBe(person.name);
    expect(address.searchParams.get('info')).toBe(hint);
    expect(address.searchParams.get('type')).toBe('name');
    expect(await page.title()).toBe('Search Results | Footprint');
    await page.getByText(`Digital footprint profiles for: ${person.name}`).waitFor();

    const cards = page.getByRole('list', { name: 'Profiles' }).getByRole('article');
    await cards.first().waitFor({ timeout: SEARCH_TIMEOUT_MS });
    await page.getByText('Searching…').waitFor({ state: 'detached', timeout: SEARCH_TIMEOUT_MS });

    const first = cards.first();
    const shownName = (await first.getAttribute('aria-label')) ?? '';
    const knownNames = [
      person.name,
      ...person.nameVariants,
      ...person.accounts.map((account) => account.displayName),
    ];
    expect(knownNames.map(normalise), `first card "${shownName}" is not ${person.name}`).toContain(
      normalise(shownName),
    );

    const toggle = first.getByRole('button').first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await first.getByText('Associated social accounts').waitFor();

    const links = first.getByRole('link');
    const hrefs: string[] = [];
    for (let index = 0; index < (await links.count()); index += 1) {
      const href = await links.nth(index).getAttribute('href');
      if (href) hrefs.push(href);
    }
    const theirs = new Set(person.accounts.map((account) => account.url));
    const found = hrefs.filter((href) => theirs.has(href));
    expect(found.length, `none of ${hrefs.join(', ')} is one of ${[...theirs].join(', ')}`).toBeGreaterThan(
      0,
    );

    await shoot('search-desktop');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await cards.first().waitFor();
    await shoot('search-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The reload above resumed the job from the address instead of starting another.
    expect(searchStarts).toHaveLength(1);

    await page.setViewportSize(MOBILE);
    await page.reload();
    await cards.first().waitFor();
    await cards.first().getByRole('button').first().click();
    await cards.first().getByText('Associated social accounts').waitFor();
    await page.waitForTimeout(300); // let the chevron finish turning
    await shoot('search-mobile');
    await page.goto(runtime.url);
    await page.getByRole('button', { name: 'Reveal the Truth' }).waitFor();
    await shoot('home-mobile');
  });

  it('shows the 404 page for an unknown address', async () => {
    await page.goto(`${runtime.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(
      await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible(),
    ).toBe(true);
    await shoot('not-found-desktop');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Reveal the Truth' }).waitFor();
  });
});

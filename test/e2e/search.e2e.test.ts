import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalRuntime } from '../../infra/local/runtime.ts';
import {
  WIDTHS,
  overflowsHorizontally,
  seriousAxeViolations,
  shoot,
  startE2eEnvironment,
  watchErrors,
  type E2eEnvironment,
} from './support/browser.ts';

type SamplePerson = NonNullable<LocalRuntime['population']>['people'][number];

const SEARCH_TIMEOUT_MS = 90_000;

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
let errors: string[];

function normalise(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** People whose name nobody else in the sample web shares, with several accounts to find. */
function uniquePeople(people: readonly SamplePerson[]): SamplePerson[] {
  const counts = new Map<string, number>();
  for (const person of people)
    counts.set(normalise(person.name), (counts.get(normalise(person.name)) ?? 0) + 1);
  return people.filter(
    (person) =>
      counts.get(normalise(person.name)) === 1 &&
      person.accounts.filter((account) => !account.optedOut && !account.dormant).length >= 3,
  );
}

function samplePeople(): SamplePerson[] {
  const people = env.runtime.population?.people;
  if (!people) throw new Error('The runtime did not start the sample web');
  const unique = uniquePeople(people);
  if (unique.length < 2)
    throw new Error('The sample web has too few people with a unique name and three accounts');
  return unique;
}

/** The hint a visitor would type: one of their social usernames, as the hero suggests (@username). */
function hintFor(person: SamplePerson): string {
  const account = person.accounts.find((candidate) => !candidate.optedOut && !candidate.dormant);
  return account ? `@${account.username}` : '';
}

function cards() {
  return page.getByRole('list', { name: 'Profiles' }).getByRole('article');
}

beforeAll(async () => {
  env = await startE2eEnvironment();
});

afterAll(async () => {
  await env?.close();
});

beforeEach(async () => {
  context = await env.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
});

afterEach(async () => {
  await context.close();
  expect(errors, 'the page logged errors').toEqual([]);
});

describe('searching a name in the browser', () => {
  it('finds a sample person from the hero and shows their accounts', async () => {
    const [person] = samplePeople();
    if (!person) throw new Error('no sample person');
    const hint = hintFor(person);

    const searchStarts: string[] = [];
    const webhooks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'POST') return;
      if (pathname === '/api/search/name/start') searchStarts.push(request.url());
      if (pathname === '/api/search-webhook') webhooks.push(request.postData() ?? '');
    });

    await page.goto(env.runtime.url);
    await page.getByText('Sample web: searches run against synthetic people').waitFor();

    const hero = page.getByRole('search', { name: 'Search a name' });
    await hero.getByRole('textbox', { name: 'Full name' }).fill(person.name);
    await hero.getByRole('textbox', { name: 'Full name' }).press('Enter');
    await hero.getByRole('textbox', { name: 'Social media username' }).fill(hint);
    await hero.getByRole('button', { name: 'Uncover the Truth' }).click();

    // The page starts the job, then records it in the address so a reload resumes it.
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('jobId'));
    const address = new URL(page.url());
    expect(address.searchParams.get('name')).toBe(person.name);
    expect(address.searchParams.get('info')).toBe(hint);
    expect(address.searchParams.get('type')).toBe('name');
    expect(await page.title()).toBe('Search Results | Footprint');
    await page.getByText(`Digital footprint profiles for: ${person.name}`).waitFor();

    await cards().first().waitFor({ timeout: SEARCH_TIMEOUT_MS });
    await page.getByText('Searching…').waitFor({ state: 'detached', timeout: SEARCH_TIMEOUT_MS });
    expect(JSON.parse(webhooks[0] ?? '{}')).toEqual({ name: person.name, additionalInfo: hint });

    const first = cards().first();
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
    const hrefs = await first
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const theirs = new Set(person.accounts.map((account) => account.url));
    expect(
      hrefs.filter((href) => theirs.has(href)).length,
      `none of ${hrefs.join(', ')} is theirs`,
    ).toBeGreaterThan(0);

    // A visitor sees the preview, with the ways to see everything.
    await page.getByText(/^You're seeing the top \d+ of \d+ profiles\.$/).waitFor();
    await page.getByText('Or Sign in to continue').waitFor();

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.reload();
      await cards().first().waitFor();
      await cards().first().getByRole('button').first().click();
      await cards().first().getByText('Associated social accounts').waitFor();
      await page.waitForTimeout(300); // let the chevron finish turning
      expect(await seriousAxeViolations(page), `axe on /search in ${scheme}`).toEqual([]);
      for (const [label, width] of Object.entries(WIDTHS)) {
        await page.setViewportSize({ width, height: 900 });
        await shoot(page, `search-results-${width}-${label}-${scheme}`);
        if (width === WIDTHS.mobile) expect(await overflowsHorizontally(page)).toBe(false);
      }
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    }

    // The reloads resumed the job from the address instead of starting another.
    expect(searchStarts).toHaveLength(1);
  });

  it('starts a name search from the 3-step panel and opens the job', async () => {
    const person = samplePeople()[1];
    if (!person) throw new Error('no second sample person');
    await page.goto(env.runtime.url);
    const panel = page.getByRole('form', { name: 'Search by name, email or phone' });
    await panel.getByRole('button', { name: 'Reveal the Truth' }).click();
    await panel.getByText('Please enter a name').waitFor();

    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
    await panel.getByRole('textbox', { name: 'Location' }).fill(person.city);
    await panel.getByRole('button', { name: 'Reveal the Truth' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('type') === 'name');
    expect(new URL(page.url()).searchParams.get('jobId')).toBeTruthy();
    await page.getByText('Digital footprint profiles via name').waitFor();
    await cards().first().waitFor({ timeout: SEARCH_TIMEOUT_MS });
  });

  it('sends a visitor who tries an email search to sign in', async () => {
    await page.goto(env.runtime.url);
    const panel = page.getByRole('form', { name: 'Search by name, email or phone' });
    await panel
      .locator('label')
      .filter({ hasText: /^Email/ })
      .click();
    expect(await panel.getByRole('radio', { name: 'Email Pro' }).isChecked()).toBe(true);
    await panel.getByRole('textbox', { name: 'Email address' }).fill('someone@example.com');
    await panel.getByRole('button', { name: 'Unlock Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    // The browser reports the 401 itself; it is the answer this test expects.
    const expected = /Failed to load resource: the server responded with a status of 401/;
    errors.splice(0, errors.length, ...errors.filter((error) => !expected.test(error)));
  });

  it('shows the 404 page for an unknown address, with a way home', async () => {
    await page.goto(`${env.runtime.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found | Footprint');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('search', { name: 'Search a name' }).waitFor();
  });
});

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../functions/lib/storage/tables.ts';
import { dynamoClient, tableName } from '../../infra/local/dynamodb.ts';
import {
  WIDTHS,
  overflowsHorizontally,
  seriousAxeViolations,
  shoot,
  startE2eEnvironment,
  watchErrors,
  type E2eEnvironment,
} from './support/browser.ts';

/** Every route: its address, the h1 it must show, the title before ' | Footprint', a file-name slug. */
const ROUTES = [
  {
    path: '/',
    heading: 'See the digital footprint behind any name',
    title: "Find anyone's digital footprint",
    slug: 'home',
  },
  { path: '/about', heading: 'We make the public web make sense', title: 'About', slug: 'about' },
  { path: '/contact', heading: "We're here to help", title: 'Contact', slug: 'contact' },
  { path: '/blog', heading: 'Insights on digital footprints', title: 'Blog', slug: 'blog' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy', slug: 'privacy' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service', slug: 'terms' },
  { path: '/security', heading: 'Security at Footprint', title: 'Security', slug: 'security' },
  { path: '/pricing', heading: 'Choose the plan that fits', title: 'Pricing', slug: 'pricing' },
  { path: '/results', heading: 'Sample Results', title: 'Sample Results', slug: 'sample-results' },
  { path: '/search', heading: 'Search Results', title: 'Search Results', slug: 'search-idle' },
  {
    path: '/payment/success',
    heading: 'Payment Successful',
    title: 'Payment Successful',
    slug: 'payment-success',
  },
  { path: '/signin', heading: 'Sign in', title: 'Sign in', slug: 'signin' },
  { path: '/signup', heading: 'Create account', title: 'Create account', slug: 'signup' },
  { path: '/account', heading: 'Account', title: 'Account', slug: 'account' },
  { path: '/no/such/page', heading: 'Oops! Page not found', title: 'Page not found', slug: 'not-found' },
] as const;

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
let errors: string[];

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

async function open(path: string, heading: string) {
  await page.goto(`${env.runtime.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

describe('every route', () => {
  it('loads with its heading and title, has no serious accessibility problem in light or dark, and fits 375 px', async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
        await open(route.path, route.heading);
        expect(await page.title()).toBe(`${route.title} | Footprint`);
        const dark = await page.evaluate('document.documentElement.classList.contains("dark")');
        expect(dark, `${route.path} in ${scheme}`).toBe(scheme === 'dark');
        for (const violation of await seriousAxeViolations(page)) {
          failures.push(
            `${route.path} (${scheme}): ${violation.id} [${violation.impact}] ${violation.help} — ${violation.targets.join(', ')}`,
          );
        }
        await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
        if (await overflowsHorizontally(page))
          failures.push(`${route.path} (${scheme}) scrolls sideways at 375 px`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('looks right at 375, 768 and 1280 px', async () => {
    for (const route of ROUTES) {
      for (const [label, width] of Object.entries(WIDTHS)) {
        await page.setViewportSize({ width, height: 900 });
        await open(route.path, route.heading);
        // Let the hero's placeholder and the pictures settle.
        await page.waitForTimeout(150);
        await shoot(page, `${route.slug}-${width}-${label}`);
      }
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const route of ROUTES.slice(0, 3)) {
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await open(route.path, route.heading);
      await shoot(page, `${route.slug}-${WIDTHS.desktop}-dark`);
    }
  });
});

describe('navigation', () => {
  it('reaches the pages from the header, the footer and the mobile menu', async () => {
    await open('/', ROUTES[0].heading);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security at Footprint' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights on digital footprints' }).waitFor();

    await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Features' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#features');
    await page.getByRole('heading', { name: 'See everything a name leaves behind' }).waitFor();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
  });

  it('keeps the chosen theme across a reload', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open('/about', 'We make the public web make sense');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate('document.documentElement.classList.contains("dark")')).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await page.evaluate('localStorage.getItem("theme")')).toBe('dark');
  });

  it('works by keyboard: skip link, then the hero form', async () => {
    await open('/', ROUTES[0].heading);
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Skip to content');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.focus();
    await name.fill('Jane Doe');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Social media username' }).waitFor();
    expect(await page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe(
      'Social media username',
    );
    await page.keyboard.press('Enter');
    await page
      .getByText('Please add a valid social media username (e.g., @username, instagram.com/username)')
      .waitFor();
    await page.keyboard.press('Backspace');
    await page.getByRole('textbox', { name: 'Social media username' }).waitFor({ state: 'detached' });
  });
});

describe('messages', () => {
  async function storedItems(prefix: string): Promise<Record<string, unknown>[]> {
    const client = DynamoDBDocumentClient.from(dynamoClient(env.runtime.endpoints.dynamodb));
    try {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: tableName(tables.events),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': prefix },
        }),
      );
      return Items;
    } finally {
      client.destroy();
    }
  }

  it('sends the contact form and stores the message', async () => {
    await open('/contact', "We're here to help");
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter your name').waitFor();

    await form.getByLabel('Name').fill('Sam Example');
    await form.getByLabel('Email').fill('sam@example.com');
    await form.getByLabel('Subject').fill('A question about plans');
    await form.getByLabel('Message').fill('Does the Basic plan include email searches?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks, Sam Example. Your message is on its way.').waitFor();
    await shoot(page, 'contact-sent-1280');

    const today = new Date().toISOString().slice(0, 10);
    const items = await storedItems(`contact#${today}`);
    expect(items.some((item) => item.subject === 'A question about plans')).toBe(true);
  });

  it('subscribes to the newsletter from the blog and stores the address', async () => {
    await open('/blog', 'Insights on digital footprints');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText("You're subscribed. The next issue goes to reader@example.com.").waitFor();
    expect(await storedItems('newsletter#reader@example.com')).toHaveLength(1);
  });
});

// A new requester gets started on their own, in Chromium: signs up, verifies their age through
// the development identity provider from the dashboard (its page posts the real signed callback),
// and generates an image; then the pages a reviewer and a reporter use, at desktop and phone
// width. Every page passes axe and is screenshotted at 1280 and 390 px.
// Code run inside the page is passed as strings: the project's TypeScript has no DOM library.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };
let accounts: { role: string; email: string; password: string }[];
const cspViolations: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url, { IDENTITY_PROVIDER: 'development', VERIFICATION_CALLBACK_SECRET: 'browser-test-callback-secret' });
  accounts = (JSON.parse(await readFile(path.join(site.dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: typeof accounts }).accounts;
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

async function newPage(width: number): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return page;
}

/** axe, no sideways scrolling, then a screenshot named for the page and width. */
async function look(page: Page, name: string, width: number): Promise<void> {
  await expectAccessible(page, `${name} at ${width} px`);
  expect(await page.evaluate('document.documentElement.scrollWidth'), `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
}

const WIDTHS = [1280, 390];

describe('getting started as a new requester in Chromium', () => {
  for (const width of WIDTHS) {
    it(`signs up, verifies through the development provider from the dashboard, and generates an image at ${width} px`, async () => {
      const page = await newPage(width);
      await page.goto(`${site.url}/`);
      expect(await page.title()).toBe('Likeness Gate');
      await look(page, 'home', width);

      await page.goto(`${site.url}/signup`);
      await page.getByLabel('Email').fill(`new-${width}@example.org`);
      await page.getByLabel('Password').fill('a long enough password');
      await Promise.all([page.waitForURL(`${site.url}/dashboard`), page.getByRole('button', { name: 'Create account' }).click()]);
      expect(await page.getByTestId('verification-level').innerText()).toBe('not verified');
      expect(await page.getByTestId('credits-available').innerText()).toBe('5'); // the free allowance, shown before any use
      expect(await page.locator('main').innerText()).toContain('Free allowance: 5 credits every 30 days');
      await look(page, 'dashboard-new', width);

      await Promise.all([page.waitForURL(/\/dev-identity\/verify\?ticket=/), page.getByRole('button', { name: 'Verify your age' }).click()]);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Confirm your age');
      await look(page, 'verification', width);
      await Promise.all([page.waitForURL(/\/dashboard\?verification=age/), page.getByRole('button', { name: 'Confirm', exact: true }).click()]);
      expect(await page.getByTestId('verification-level').innerText()).toBe('age-assured');
      expect(await page.getByRole('status').first().innerText()).toContain('Age assurance is complete');
      await look(page, 'dashboard-verified', width);

      await page.getByRole('link', { name: 'Generate' }).click();
      await page.waitForURL(`${site.url}/generate`);
      await page.getByLabel('Creator').selectOption('mira-okafor');
      await page.getByLabel('Context').selectOption('portrait');
      await page.getByLabel('Prompt').fill('studio portrait, soft light');
      await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.getByRole('button', { name: 'Generate', exact: true }).click()]);
      await page.getByTestId('outcome').waitFor();
      expect(await page.getByTestId('render-state').innerText()).toBe('rendered');
      expect(await page.getByTestId('licence-status').innerText()).toBe('Licensed');
      await look(page, 'generated', width);

      // The ledger reads as a charge from the free allowance, with no zero-change rows.
      await page.goto(`${site.url}/dashboard#credits`);
      const ledger = await page.locator('table', { has: page.locator('caption', { hasText: 'Charges and top-ups' }) }).innerText();
      expect(ledger).toContain('Charged for an image');
      expect(ledger).toContain('Free allowance renewed');
      expect(ledger).not.toMatch(/settle|reserve/);
      await look(page, 'dashboard-after-generate', width);
      await page.context().close();
    });
  }
});

describe('the documentation, review and takedown pages at desktop and phone width', () => {
  for (const width of WIDTHS) {
    it(`reads cleanly at ${width} px`, async () => {
      const page = await newPage(width);
      await page.goto(`${site.url}/docs`);
      await look(page, 'docs-home', width);
      await page.goto(`${site.url}/docs/publish-your-first-creator`);
      await look(page, 'guide', width);
      await page.goto(`${site.url}/takedown`);
      await look(page, 'takedown', width);

      const filed = await fetch(`${site.url}/api/v1/takedowns`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'impersonation', creator: 'mira-okafor', detail: `seen on a forum (${width})` }),
      });
      expect(filed.status).toBe(201);
      const takedownId = String(((await filed.json()) as { id: string }).id);

      const reviewer = accounts.find((a) => a.role === 'reviewer')!;
      await page.goto(`${site.url}/signin`);
      await page.getByLabel('Email').fill(reviewer.email);
      await page.getByLabel('Password').fill(reviewer.password);
      await Promise.all([page.waitForURL(`${site.url}/review`), page.getByRole('button', { name: 'Sign in' }).click()]);
      // Every column of the queue is in view: nothing is clipped behind a sideways scroll.
      if (width >= 1280) {
        const table = page.locator('table[data-testid="open-takedowns"]');
        const clipped = await table.evaluate((t: any) => t.parentElement.scrollWidth - t.parentElement.clientWidth);
        expect(clipped).toBeLessThanOrEqual(0);
        expect(await page.getByRole('columnheader', { name: 'Received' }).isVisible()).toBe(true);
      }
      await look(page, 'review', width);

      await page.goto(`${site.url}/review/takedowns/${takedownId}`);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toContain(takedownId);
      expect(await heading.evaluate((h: any) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= (globalThis as any).innerWidth)).toBe(true);
      await look(page, 'review-takedown', width);
      await page.context().close();
    });
  }

  it('raised no Content-Security-Policy violations', () => {
    expect(cspViolations).toEqual([]);
  });
});

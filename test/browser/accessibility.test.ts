// Every public page, the documentation, and the signed-in pages of a new requester (dashboard,
// the development provider's verification page) and of a reviewer pass axe-core (WCAG 2.1 A and
// AA) with no serious or critical violation, at a desktop and a phone width.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, startSite, type RunningSite } from './harness.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url, { IDENTITY_PROVIDER: 'development', VERIFICATION_CALLBACK_SECRET: 'accessibility-test-secret' });
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

const PUBLIC_PAGES = ['/', '/creators', '/creators/mira-okafor', '/signin', '/signup', '/provenance', '/takedown', '/docs', '/docs/publish-your-first-creator', '/docs/policy-language', '/docs/api', '/no-such-page'];
// Drawn in the browser by the viewer: checked once it has drawn.
const REFERENCE_PAGES = ['/docs/reference', '/api/v1/docs'];

describe('accessibility of the public pages', () => {
  for (const width of [1280, 390]) {
    it(`has no serious or critical axe violation at ${width} px`, async () => {
      const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const failures: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${site.url}${path}`);
        await expectAccessible(page, `${path} at ${width} px`).catch((e: Error) => failures.push(e.message));
      }
      for (const path of REFERENCE_PAGES) {
        await page.goto(`${site.url}${path}`);
        await page.locator('.opblock').first().waitFor();
        await expectAccessible(page, `${path} at ${width} px`).catch((e: Error) => failures.push(e.message));
      }
      await context.close();
      if (failures.length > 0) throw new Error(failures.join('\n\n'));
    });
  }
});

describe('accessibility of the signed-in pages', () => {
  for (const width of [1280, 390]) {
    it(`has no serious or critical axe violation for a new requester and a reviewer at ${width} px`, async () => {
      const failures: string[] = [];
      const check = (page: Page, where: string) => expectAccessible(page, `${where} at ${width} px`).catch((e: Error) => void failures.push(e.message));

      const requester = await chromium.browser.newContext({ viewport: { width, height: 900 } });
      const page = await requester.newPage();
      await page.goto(`${site.url}/signup`);
      await page.getByLabel('Email').fill(`a11y-${width}@example.org`);
      await page.getByLabel('Password').fill('a long enough password');
      await Promise.all([page.waitForURL(`${site.url}/dashboard`), page.getByRole('button', { name: 'Create account' }).click()]);
      await check(page, '/dashboard (not verified)');
      await Promise.all([page.waitForURL(/\/dev-identity\/verify/), page.getByRole('button', { name: 'Verify your age' }).click()]);
      await check(page, '/dev-identity/verify');
      await Promise.all([page.waitForURL(/\/dashboard\?verification=age/), page.getByRole('button', { name: 'Confirm', exact: true }).click()]);
      await check(page, '/dashboard (age-assured, with notice)');
      for (const path of ['/generate', '/dashboard/webhooks']) {
        await page.goto(`${site.url}${path}`);
        await check(page, path);
      }
      await requester.close();

      const accounts = (JSON.parse(await readFile(path.join(site.dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: { role: string; email: string; password: string }[] }).accounts;
      const reviewer = accounts.find((a) => a.role === 'reviewer')!;
      const review = await chromium.browser.newContext({ viewport: { width, height: 900 } });
      const rp = await review.newPage();
      await rp.goto(`${site.url}/signin`);
      await rp.getByLabel('Email').fill(reviewer.email);
      await rp.getByLabel('Password').fill(reviewer.password);
      await Promise.all([rp.waitForURL(`${site.url}/review`), rp.getByRole('button', { name: 'Sign in' }).click()]);
      await check(rp, '/review');
      await review.close();
      if (failures.length > 0) throw new Error(failures.join('\n\n'));
    });
  }
});

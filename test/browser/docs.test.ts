// The documentation site in Chromium: the API reference drawn by the locally served viewer under
// the site's strict CSP, and the guides as pages; every page passes axe at desktop and phone
// width and is screenshotted.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

async function open(width: number): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(site.url) && !r.url().startsWith('data:')) problems.push(`off-site request: ${r.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

const scrollWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

describe('the documentation site', () => {
  for (const width of [1280, 390]) {
    it(`draws the API reference from the OpenAPI document with no CSP violation, off-site request or axe violation at ${width} px`, async () => {
      const { page, problems, close } = await open(width);
      for (const path of ['/docs/reference', '/api/v1/docs']) {
        await page.goto(`${site.url}${path}`);
        await page.locator('.opblock').first().waitFor();
        expect(await page.locator('.opblock-summary-path', { hasText: '/api/v1/check' }).count()).toBeGreaterThan(0);
        await expectAccessible(page, `${path} at ${width} px`);
      }
      await page.screenshot({ path: screenshotPath(`docs-reference-top-${width}`), fullPage: false });
      await page.locator('.opblock-summary-control', { hasText: '/api/v1/check' }).first().click();
      await page.locator('.opblock-body').first().waitFor();
      await expectAccessible(page, `/docs/reference with an operation open at ${width} px`);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: screenshotPath(`docs-reference-${width}`), fullPage: false });
      expect(problems).toEqual([]);
      await close();
    });

    it(`serves the guides as readable pages at ${width} px`, async () => {
      const { page, problems, close } = await open(width);
      await page.goto(`${site.url}/docs`);
      await expectAccessible(page, `/docs at ${width} px`);
      await page.screenshot({ path: screenshotPath(`docs-${width}`), fullPage: true });
      for (const slug of ['publish-your-first-creator', 'policy-language', 'api', 'operations', 'provenance', 'webhooks', 'cli', 'lexicon', 'language']) {
        await page.goto(`${site.url}/docs/${slug}`);
        await expectAccessible(page, `/docs/${slug} at ${width} px`);
        expect(await scrollWidth(page), `/docs/${slug} scrolls sideways`).toBeLessThanOrEqual(width);
      }
      await page.goto(`${site.url}/docs/policy-language`);
      await page.screenshot({ path: screenshotPath(`guide-policy-language-${width}`), fullPage: false });
      await page.goto(`${site.url}/docs/publish-your-first-creator`);
      await page.screenshot({ path: screenshotPath(`guide-publish-${width}`), fullPage: true });
      expect(problems).toEqual([]);
      await close();
    });
  }
});

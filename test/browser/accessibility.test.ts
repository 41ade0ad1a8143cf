// Every public page passes axe-core (WCAG 2.1 A and AA) with no serious or critical violation,
// at a desktop and a phone width.

import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, startSite, type RunningSite } from './harness.ts';

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

const PUBLIC_PAGES = ['/', '/creators', '/creators/mira-okafor', '/signin', '/signup', '/provenance', '/takedown', '/api/v1/docs', '/no-such-page'];

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
      await context.close();
      if (failures.length > 0) throw new Error(failures.join('\n\n'));
    });
  }
});

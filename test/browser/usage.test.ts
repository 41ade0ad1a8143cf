// A creator's usage in a real browser, against the real server (`src/main.ts`) signed in with the
// demo accounts `npm start` prints: a requester makes an image of Mira Okafor through the API and
// tries a refused one; Mira's account signs in and sees the thumbnail (a loaded image, not a
// broken one), the refusal counted under its rule, the per-day chart; filters by context; revokes
// the licence from the grid and the thumbnail becomes a placeholder. axe-core on every page,
// no CSP violation, nothing wider than a 390 px phone; screenshots at 1280 and 390 px.
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
let apiKey: string;
let creator: { email: string; password: string };
const cspViolations: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  apiKey = (await readFile(path.join(site.dataDir, 'demo-api-key'), 'utf8')).trim();
  const accounts = (JSON.parse(await readFile(path.join(site.dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: { role: string; email: string; password: string }[] }).accounts;
  creator = accounts.find((a) => a.role === 'creator')!;
  // The demo requester has set a display name, as /signup lets every requester do.
  const requester = accounts.find((a) => a.role === 'requester')!;
  await db.orm.em.fork().getConnection().execute(`update account set display_name = 'Noor Haddad' where email = ?`, [requester.email]);
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

async function generate(body: Record<string, unknown>): Promise<{ status: number; id: string }> {
  const res = await fetch(`${site.url}/api/v1/generate`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify(body) });
  return { status: res.status, id: String(((await res.json()) as { id: string }).id) };
}

async function signedIn(width: number): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto(`${site.url}/signin?next=%2Fconsole`);
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password').fill(creator.password);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/signin')), page.getByRole('button', { name: 'Sign in' }).click()]);
  return page;
}

const usage = (page: Page) => page.locator('section.usage');
const shootUsage = (page: Page, name: string) => usage(page).screenshot({ path: screenshotPath(name) });
const fitsWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
const click = (page: Page, name: string) => Promise.all([page.waitForEvent('framenavigated'), page.waitForLoadState('load'), page.getByRole('button', { name, exact: true }).click()]);

describe('usage of a creator’s likeness in Chromium', () => {
  it('shows the creator a thumbnail of an image made a moment ago and a refused attempt counted under its rule', async () => {
    const made = await generate({ creator: 'mira-okafor', prompt: 'studio portrait, soft window light', context: 'portrait' });
    expect(made.status).toBe(200);
    const editorial = await generate({ creator: 'mira-okafor', prompt: 'runway walk in a tailored emerald suit', context: 'fashion-editorial' });
    expect(editorial.status).toBe(200);
    const refused = await generate({ creator: 'mira-okafor', prompt: 'smoking a cigarette on a balcony', context: 'portrait' });
    expect(refused.status).toBe(403);

    const page = await signedIn(1280);
    await page.goto(`${site.url}/console#usage`);
    const item = usage(page).locator(`li[data-generation="${made.id}"]`);
    const thumb = item.locator('img.usage-thumb');
    await thumb.scrollIntoViewIfNeeded();
    await page.waitForFunction(`(() => { const i = document.querySelector('li[data-generation="${made.id}"] img'); return i && i.complete; })()`);
    expect(await thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0); // loaded, not broken
    const text = await item.innerText();
    expect(text).toMatch(/licensed/);
    expect(text).toContain('Noor Haddad');
    expect(text).toContain('portrait');
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const row = usage(page).locator('tr[data-rule="forbidden_depiction"]');
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/^forbidden_depiction smoking 1 matched term "[^"]+" × 1$/);
    expect(await usage(page).innerText()).not.toContain('balcony');
    expect(await page.getByTestId('usage-totals').innerText()).toContain('2 generations and 1 refusal');
    expect(await page.getByRole('img', { name: /Generations and refusals per day/ }).isVisible()).toBe(true);
    await expectAccessible(page, '/console (usage)');
    await shootUsage(page, 'usage-1280');

    // Filter by context: only the editorial image, and no refusal in that context.
    await page.getByLabel('Context').selectOption('fashion-editorial');
    await click(page, 'Show');
    expect(page.url()).toContain('context=fashion-editorial');
    expect(await usage(page).locator('li.usage-item').count()).toBe(1);
    expect(await usage(page).locator(`li[data-generation="${editorial.id}"]`).isVisible()).toBe(true);
    expect(await page.getByTestId('usage-no-refusals').isVisible()).toBe(true);
    await expectAccessible(page, '/console?context=fashion-editorial');
    await page.close();

    const phone = await signedIn(390);
    await phone.goto(`${site.url}/console#usage`);
    expect(await fitsWidth(phone)).toBe(true);
    await expectAccessible(phone, '/console (usage, 390 px)');
    await shootUsage(phone, 'usage-390');
    await phone.close();
    expect(cspViolations).toEqual([]);
  });

  it('revokes a licence from the grid after a confirmation; the thumbnail becomes a placeholder with a revoked badge', async () => {
    const made = await generate({ creator: 'mira-okafor', prompt: 'black and white portrait, side light', context: 'portrait' });
    expect(made.status).toBe(200);
    const page = await signedIn(1280);
    await page.goto(`${site.url}/console#usage`);
    await page.getByRole('link', { name: `Revoke licence… (${made.id})` }).click();
    await page.waitForURL(`${site.url}/console/licences/${made.id}/revoke`);
    await expectAccessible(page, `/console/licences/${made.id}/revoke`);
    await page.getByLabel('Reason').fill('not the look I agreed to');
    await click(page, 'Revoke this licence');
    await page.waitForURL(/\/console\?revoked=/);
    expect(await page.getByTestId('console-notice').innerText()).toContain(`The licence of ${made.id} is revoked.`);
    const item = usage(page).locator(`li[data-generation="${made.id}"]`);
    expect(await item.locator('img').count()).toBe(0);
    expect(await item.innerText()).toMatch(/Licence revoked: no longer served[\s\S]*revoked[\s\S]*not the look I agreed to/);
    await expectAccessible(page, '/console (after revoking a licence)');
    await shootUsage(page, 'usage-revoked-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await fitsWidth(page)).toBe(true);
    await shootUsage(page, 'usage-revoked-390');
    expect(cspViolations).toEqual([]);
  });
});

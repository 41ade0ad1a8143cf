// The website in a real browser: sign up, make an API key, copy it from the page and use it
// against the API; a creator page shows the boundaries; forms without the CSRF token are refused;
// markup in a display name stays text. Every page is screenshotted to screenshots/.
// Code run inside the page is passed as strings: the project's TypeScript has no DOM library.

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { publishCreator } from '../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };
const cspViolations: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  // A second version of one demo creator, so the history has a diff to show.
  const source = (await readFile('policies/creators/mira-okafor.boundary', 'utf8'))
    .replace('allow contexts: portrait, fashion-editorial, brand-endorsement', 'allow contexts: portrait, fashion-editorial, brand-endorsement, travel-lifestyle')
    .replace('"cigarette*", "cigar", ', '"cigarette*", ');
  const published = await publishCreator(storeOf(db.orm.em.fork()), { source, fileName: 'mira-okafor.boundary' }, 'test');
  if (!published.ok) throw new Error(published.problems.join('\n'));
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

async function newPage(viewport = { width: 1200, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return { context, page };
}

// Every page the flow shows is checked with axe as it is screenshotted.
async function shoot(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

async function signUp(page: Page, email: string, displayName: string): Promise<void> {
  await page.goto(`${site.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByLabel('Display name (optional)').fill(displayName);
  await Promise.all([page.waitForURL(`${site.url}/dashboard`), page.getByRole('button', { name: 'Create account' }).click()]);
}

describe('the website in Chromium', () => {
  it('shows the public pages (home, directory, API guide, 404)', async () => {
    const { context, page } = await newPage();
    await page.goto(site.url);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Images of real people, only with their consent');
    expect(await page.getByRole('heading', { name: 'How consent works' }).isVisible()).toBe(true);
    await shoot(page, 'home');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe('Skip to main content');
    await shoot(page, 'home-skip-link-focused');

    await page.goto(`${site.url}/creators`);
    expect(await page.getByRole('link', { name: 'Mira Okafor', exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Allowed context').selectOption('cosplay');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/context=cosplay/);
    expect(await page.getByRole('link', { name: 'Mira Okafor', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Hana Mori', exact: true }).count()).toBe(1);
    await shoot(page, 'directory-filtered');

    await page.goto(`${site.url}/docs`);
    expect(await page.getByRole('link', { name: 'API reference' }).first().isVisible()).toBe(true);
    await shoot(page, 'docs');

    const missing = await page.goto(`${site.url}/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await shoot(page, 'not-found');
    await context.close();
  });

  it('shows a creator’s boundaries, with platform rules marked, and the diff between versions', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/creators/mira-okafor`);
    expect(await page.getByRole('heading', { name: 'Mira Okafor', level: 1 }).isVisible()).toBe(true);
    const facts = await page.locator('dl.facts').innerText();
    expect(facts).toContain('Portrait, Fashion editorial, Brand endorsement, Travel & lifestyle');
    expect(facts).toContain('Conversation mode is not licensed');
    expect(facts).toContain('Session cap: each requester may make 30 authorised images');
    const minors = page.locator('li.forbidden', { hasText: 'Minors' });
    expect(await minors.locator('.tag').innerText()).toBe('Platform rule');
    expect(await page.locator('li.forbidden', { hasText: 'Smoking & vaping' }).locator('.tag').innerText()).toBe('Creator rule');
    await shoot(page, 'creator');

    await page.getByRole('link', { name: 'What changed since version 1' }).click();
    await page.waitForURL(/diff\?from=1&to=2/);
    const changes = await page.locator('.change-list').innerText();
    expect(changes).toContain('The forbidden category smoking no longer matches “cigar”.');
    expect(changes).toContain('Travel & lifestyle is now an allowed context.');
    expect(await page.locator('.lead').innerText()).toBe('This version loosens the boundaries.');
    await shoot(page, 'diff');
    await context.close();
  });

  it('works at phone width', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/creators/mira-okafor`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'creator-phone');
    await page.goto(`${site.url}/signup`);
    await shoot(page, 'signup-phone');
    await context.close();
  });

  it('signs up, creates an API key, copies it from the page and uses it against the API', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/signup`);
    await shoot(page, 'signup');
    await signUp(page, 'browser@example.org', 'Browser Person');
    expect(await page.getByTestId('account-name').innerText()).toBe('Browser Person');

    await page.getByLabel('Key name').fill('browser test');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByTestId('new-key').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toMatch(/^lg_live_[0-9a-z]{26}_[0-9a-z]{40}$/);
    expect(copied).toBe(await page.getByTestId('new-key').inputValue());
    await shoot(page, 'dashboard-new-key');

    const res = await fetch(`${site.url}/api/v1/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${copied}`, 'content-type': 'application/json' },
      body: JSON.stringify({ creator: 'mira-okafor', prompt: 'studio portrait, soft light', context: 'portrait' }),
    });
    expect(res.status).toBe(200);
    const decision = (await res.json()) as { decision: string; refusal?: { rule: string }; boundary: { version: number } };
    expect(decision.decision).toBe('refuse'); // a new account has no age assurance yet
    expect(decision.refusal?.rule).toBe('age_verification_required');
    expect(decision.boundary.version).toBe(2);

    await page.reload(); // shown once: a reload shows the listing, and creates no second key
    expect(await page.content()).not.toContain(copied);
    const keyRows = page.locator('table').first().locator('tbody tr');
    expect(await keyRows.count()).toBe(1);
    const row = await keyRows.first().innerText();
    expect(row).toContain('browser test');
    expect(row).not.toContain('never'); // last used: set by the API call above
    await shoot(page, 'dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    await shoot(page, 'dashboard-phone');
    await context.close();
  });

  it('refuses a form posted without its CSRF token', async () => {
    const { context, page } = await newPage();
    await signUp(page, 'csrf@example.org', '');
    await page.evaluate(`document.querySelectorAll('input[name="_csrf"]').forEach((i) => i.remove())`);
    await page.getByLabel('Key name').fill('should not exist');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/dashboard/keys')), page.getByRole('button', { name: 'Create key' }).click()]);
    expect(response.status()).toBe(403);
    expect(await page.getByRole('heading', { name: 'Form expired' }).isVisible()).toBe(true);
    await shoot(page, 'csrf-rejected');
    await page.goto(`${site.url}/dashboard`);
    expect(await page.content()).not.toContain('should not exist');
    await context.close();
  });

  it('renders a display name holding <script> as inert text', async () => {
    const { context, page } = await newPage();
    const name = '<script>window.__pwned = 1</script><b>Eve</b>';
    await signUp(page, 'eve@example.org', name);
    expect(await page.evaluate('window.__pwned')).toBeUndefined();
    expect(await page.getByTestId('account-name').innerText()).toBe(name);
    expect(await page.locator('header b').count()).toBe(0);
    await shoot(page, 'dashboard-markup-name');
    await context.close();
  });

  it('raised no Content-Security-Policy violation on any page', () => {
    expect(cspViolations).toEqual([]);
  });
});

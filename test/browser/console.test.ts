// The creator console and the reviewer queue in a real browser, signed in with the demo accounts
// `npm start` prints: a reviewer actions a takedown filed through the API and it leaves the
// queue; the creator edits the boundary file, sees a diagnostic at the right line, fixes it,
// previews the diff (loosening called out), publishes, then revokes consent and an earlier
// generation is no longer licensed; a console form posted without its CSRF token is refused.
// Code run inside the page is passed as strings: the project's TypeScript has no DOM library.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };
let apiKey: string;
let accounts: { role: string; email: string; password: string }[];
const cspViolations: string[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  apiKey = (await readFile(path.join(site.dataDir, 'demo-api-key'), 'utf8')).trim();
  accounts = (JSON.parse(await readFile(path.join(site.dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: typeof accounts }).accounts;
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

// Every page the flow shows is checked with axe as it is screenshotted.
const shoot = async (p: Page, name: string) => {
  await expectAccessible(p, name);
  await p.screenshot({ path: screenshotPath(name), fullPage: true });
};

async function signedInAs(role: 'creator' | 'reviewer', viewport = { width: 1200, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const account = accounts.find((a) => a.role === role)!;
  const context = await chromium.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto(`${site.url}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  // Each role lands on its own page.
  await Promise.all([page.waitForURL(`${site.url}${role === 'creator' ? '/console' : '/review'}`), page.getByRole('button', { name: 'Sign in' }).click()]);
  return { context, page };
}

async function api(pathname: string, body: unknown, key: string | null = apiKey): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${site.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const generateMira = async (prompt: string): Promise<string> => {
  const r = await api('/api/v1/generate', { creator: 'mira-okafor', prompt, context: 'portrait' });
  expect(r.status).toBe(200);
  return String(r.body.id);
};

const click = (page: Page, name: string) => Promise.all([page.waitForEvent('framenavigated'), page.waitForLoadState('load'), page.getByRole('button', { name, exact: true }).click()]);

describe('creator console and reviewer queue in Chromium', () => {
  it('a reviewer sees a takedown filed through the API, actions it with a reason, and it leaves the queue', async () => {
    const generationId = await generateMira('studio portrait, soft window light');
    const filed = await api('/api/v1/takedowns', { kind: 'boundary-breach', creator: 'mira-okafor', generationId, detail: 'posted on a forum as if it were an advert' }, null);
    expect(filed.status).toBe(201);
    const takedownId = String(filed.body.id);

    const { context, page } = await signedInAs('reviewer');
    await page.getByRole('link', { name: 'Review' }).click();
    await page.waitForURL(`${site.url}/review`);
    expect(await page.locator(`tr[data-takedown="${takedownId}"]`).isVisible()).toBe(true);
    await shoot(page, 'review-queue');
    await page.getByRole('link', { name: takedownId }).click();
    await page.waitForURL(`${site.url}/review/takedowns/${takedownId}`);
    expect(await page.getByTestId('takedown-detail').innerText()).toBe('posted on a forum as if it were an advert');
    expect(await page.getByLabel('The licence of the reported generation').isChecked()).toBe(true);
    await page.getByLabel('Reason', { exact: true }).fill('confirmed: not an endorsement she agreed to');
    await shoot(page, 'review-takedown');
    await click(page, 'Action and close');
    await page.waitForURL(/\/review\?closed=/);
    expect(await page.getByTestId('review-notice').innerText()).toContain('actioned and closed');
    expect(await page.locator(`tr[data-takedown="${takedownId}"]`).count()).toBe(0);
    await shoot(page, 'review-queue-after-action');

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${site.url}/review`);
    expect(await phone.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await shoot(phone, 'review-queue-phone');
    await context.close();
  });

  it('a creator edits the file, sees the diagnostic at its line, fixes it, previews a loosening diff, publishes, and revokes consent', async () => {
    const earlier = await generateMira('studio portrait, soft window light');
    const { context, page } = await signedInAs('creator');
    await page.getByRole('link', { name: 'Console' }).click();
    await page.waitForURL(`${site.url}/console`);
    await shoot(page, 'console');
    const editor = page.getByRole('textbox', { name: /^Boundary file/ });
    const live = await editor.inputValue();
    expect(live).toContain('creator mira-okafor "Mira Okafor"');

    // An error on one line: the realism tier misspelt.
    const lineNo = live.split('\n').findIndex((l) => l.startsWith('realism ceiling:')) + 1;
    await editor.fill(live.replace('realism ceiling: photoreal', 'realism ceiling: photorael'));
    await click(page, 'Check');
    const marked = page.locator(`#line-${lineNo}`);
    expect(await marked.getAttribute('class')).toContain('line-error');
    expect(await marked.locator('mark.mark-error').innerText()).toBe('photorael');
    expect(await marked.getByTestId('line-note').innerText()).toMatch(new RegExp(`error \\(line ${lineNo}, column 18`));
    expect(await page.locator('.source-line.line-error').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: /^Boundary file/ }).inputValue()).toContain('photorael');
    await page.getByRole('link', { name: new RegExp(`^Line ${lineNo}, column 18`) }).click();
    await shoot(page, 'console-diagnostic');

    // Fixed, and one more allowed context: a loosening change.
    const loosened = live.replace('allow contexts: portrait, fashion-editorial, brand-endorsement', 'allow contexts: portrait, fashion-editorial, brand-endorsement, travel-lifestyle');
    await page.getByRole('textbox', { name: /^Boundary file/ }).fill(loosened);
    await click(page, 'Preview changes');
    const callout = page.getByTestId('loosening');
    expect(await callout.isVisible()).toBe(true);
    expect(await callout.innerText()).toMatch(/This loosens your boundaries[\s\S]*is now an allowed context/);
    await shoot(page, 'console-preview');

    await click(page, 'Run expectations');
    const expectLines = loosened.split('\n').filter((l) => l.startsWith('expect ')).length;
    expect(await page.getByRole('heading', { name: `${expectLines} of ${expectLines} expectations pass` }).isVisible()).toBe(true);
    await shoot(page, 'console-expectations');

    await click(page, 'Publish');
    await page.waitForURL(/\/console\?published=2/);
    expect(await page.getByTestId('console-notice').innerText()).toContain('Version 2 is published');
    expect(await page.getByTestId('versions').locator('tbody tr').first().innerText()).toMatch(/v2[\s\S]*live[\s\S]*What changed from v1/);
    expect(await page.getByRole('textbox', { name: /^Boundary file/ }).inputValue()).toContain('travel-lifestyle');
    await shoot(page, 'console-published');

    // Revoke consent: the confirmation says what happens.
    await page.getByRole('link', { name: 'Revoke consent…' }).click();
    await page.waitForURL(`${site.url}/console/revoke-consent`);
    const confirmation = await page.locator('main').innerText();
    expect(confirmation).toContain('every existing licence of your likeness is revoked');
    expect(confirmation).toContain('refused with consent_revoked until you publish');
    await click(page, 'Revoke consent and every licence');
    expect(await page.getByText('give a reason').isVisible()).toBe(true); // the reason is required
    await page.getByLabel('Reason').fill('pausing all likeness work');
    await shoot(page, 'console-revoke-consent');
    await click(page, 'Revoke consent and every licence');
    await page.waitForURL(/\/console\?consent=revoked/);
    expect(await page.getByTestId('console-notice').innerText()).toContain('refused with consent_revoked');
    expect(await page.getByTestId('usage-images').locator(`li[data-generation="${earlier}"]`).innerText()).toContain('consent revoked: pausing all likeness work');
    await shoot(page, 'console-consent-revoked');

    await page.goto(`${site.url}/provenance/${earlier}`);
    expect(await page.getByTestId('licence-status').innerText()).toBe('Not licensed');
    expect(await page.getByTestId('licence-reason').innerText()).toContain('pausing all likeness work');
    const refused = await api('/api/v1/generate', { creator: 'mira-okafor', prompt: 'studio portrait', context: 'portrait' });
    expect((refused.body.refusal as { rule: string }).rule).toBe('consent_revoked');

    const phone = await context.newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(`${site.url}/console`);
    expect(await phone.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await shoot(phone, 'console-phone');

    // A console form posted without its CSRF token (the session cookie alone) is refused.
    const forged = await page.request.post(`${site.url}/console/boundary`, { form: { action: 'publish', source: live } });
    expect(forged.status()).toBe(403);
    await context.close();
  });

  it('raised no Content-Security-Policy violations', () => {
    expect(cspViolations).toEqual([]);
  });
});

// Creator profiles in a real browser, with the demo accounts `npm start` prints: the creator
// account (linked by an operator to Hana Mori, as `likeness creator link` does) uploads an avatar,
// writes a bio and a link and picks a sample image in the console; a requester finds her in the
// directory, opens her page, sees the avatar, bio and sample, presses "Request an image" and the
// form offers only her allowed contexts and realism tier; a refusal says what she allows. axe-core
// runs on every page; screenshots at 1280 and 390 px go to screenshots/.
// Code run inside the page is passed as strings: the project's TypeScript has no DOM library.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { linkCreatorAccount } from '../../src/store/account-authority.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };
let apiKey: string;
let accounts: { role: string; email: string; password: string }[];
let tmp: string;
const cspViolations: string[] = [];
const BIO = 'Cosplayer from Osaka. I build my own armour and love stylised art of my costumes.';

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  apiKey = (await readFile(path.join(site.dataDir, 'demo-api-key'), 'utf8')).trim();
  accounts = (JSON.parse(await readFile(path.join(site.dataDir, 'demo-accounts.json'), 'utf8')) as { accounts: typeof accounts }).accounts;
  // The operator links the demo creator sign-in to Hana Mori (`likeness creator link hana-mori <email>`).
  const linked = await linkCreatorAccount(storeOf(db.orm.em.fork()), 'hana-mori', accounts.find((a) => a.role === 'creator')!.email, 'operator:cli');
  expect(linked.ok).toBe(true);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'likeness-avatar-'));
  chromium = await launchChromium();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const imageLoaded = (selector: string): string => `(() => { const img = document.querySelector('${selector}'); return !!img && img.complete && img.naturalWidth > 0; })()`;
const pageWidth = "document.documentElement.scrollWidth";

async function shootBoth(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    expect(await page.evaluate(pageWidth), `${name} overflows at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedInAs(role: 'creator' | 'requester'): Promise<{ context: BrowserContext; page: Page }> {
  const account = accounts.find((a) => a.role === role)!;
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto(`${site.url}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/signin')), page.getByRole('button', { name: 'Sign in' }).click()]);
  return { context, page };
}

// Waits for the answer page to load (its images included) before the test reads it.
async function submit(page: Page, name: string): Promise<void> {
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name, exact: true }).click()]);
  await page.waitForLoadState('load');
}

describe('creator profiles in Chromium', () => {
  it('the creator uploads an avatar, writes a bio and a link and picks a sample in the console', async () => {
    const made = await fetch(`${site.url}/api/v1/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ creator: 'hana-mori', context: 'cosplay', realism: 'stylised', prompt: 'fox spirit costume with nine tails' }),
    });
    expect(made.status).toBe(200);
    const sampleId = ((await made.json()) as { id: string }).id;

    const { context, page } = await signedInAs('creator');
    await page.goto(`${site.url}/console`);
    await Promise.all([page.waitForURL(`${site.url}/console/profile`), page.getByRole('link', { name: 'Edit your public profile' }).click()]);
    await expectAccessible(page, 'the empty profile editor');

    // A file that is not an image is refused at the avatar field.
    const notImage = path.join(tmp, 'avatar.png');
    await writeFile(notImage, 'this is not an image');
    await page.getByLabel('New avatar').setInputFiles(notImage);
    await submit(page, 'Upload avatar');
    expect(await page.locator('#avatar-error').innerText()).toContain('not a PNG, JPEG or WebP image');
    await expectAccessible(page, 'the avatar error');

    const avatarFile = path.join(tmp, 'hana.jpg');
    const art = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450"><rect width="600" height="450" fill="#f4d9e6"/><circle cx="300" cy="210" r="150" fill="#e0703a"/><path d="M170 120 L215 20 L260 110 Z M340 110 L385 20 L430 120 Z" fill="#e0703a"/><circle cx="250" cy="200" r="18" fill="#222"/><circle cx="350" cy="200" r="18" fill="#222"/><path d="M270 270 Q300 300 330 270" stroke="#222" stroke-width="8" fill="none"/></svg>`;
    await writeFile(avatarFile, await sharp(Buffer.from(art)).jpeg().toBuffer());
    await page.getByLabel('New avatar').setInputFiles(avatarFile);
    await submit(page, 'Upload avatar');
    expect(await page.getByTestId('profile-notice').innerText()).toContain('avatar is saved');
    await page.waitForFunction(imageLoaded('[data-testid="current-avatar"]'), undefined, { timeout: 10_000 });

    await page.getByLabel('Bio').fill(BIO);
    await page.getByLabel('Link 1').fill('https://kitsune-cosplay.example/gallery');
    await page.locator(`input[value="${sampleId}"]`).check();
    await submit(page, 'Save profile');
    expect(await page.getByTestId('profile-notice').innerText()).toContain('profile is saved');
    await shootBoth(page, 'profile-editor');
    await context.close();
  });

  it('a requester finds the creator, sees her profile, requests an image and is offered only what she allows', async () => {
    const { context, page } = await signedInAs('requester');
    await page.goto(`${site.url}/creators`);
    const card = page.locator('li.card', { has: page.getByRole('link', { name: 'Hana Mori', exact: true }) });
    expect(await card.getByText(BIO).isVisible()).toBe(true);
    await page.waitForFunction(imageLoaded('li.card img.avatar-card[alt="Photo of Hana Mori"]'), undefined, { timeout: 10_000 });
    await shootBoth(page, 'profiles-directory');

    await Promise.all([page.waitForURL(`${site.url}/creators/hana-mori`), card.getByRole('link', { name: 'Hana Mori', exact: true }).click()]);
    expect(await page.getByTestId('creator-bio').innerText()).toBe(BIO);
    await page.waitForFunction(imageLoaded('[data-testid="creator-avatar"]'), undefined, { timeout: 10_000 });
    expect(await page.getByRole('img', { name: 'Photo of Hana Mori' }).isVisible()).toBe(true);
    expect(await page.getByTestId('profile-link').getAttribute('rel')).toBe('nofollow noopener');
    await page.waitForFunction(imageLoaded('img[alt="Licensed image of Hana Mori, Cosplay"]'), undefined, { timeout: 10_000 });
    await shootBoth(page, 'profiles-creator-page');

    await Promise.all([page.waitForURL(`${site.url}/generate?creator=hana-mori`), page.getByRole('link', { name: 'Request an image of Hana Mori' }).click()]);
    expect(await page.getByTestId('fixed-creator').innerText()).toContain('Hana Mori');
    const offered = async (label: string) => (await page.evaluate(`[...document.querySelectorAll('#${label.toLowerCase()} option')].map((o) => o.value)`)) as string[];
    expect(await offered('Context')).toEqual(['', 'cosplay', 'gaming-avatar', 'seasonal-holiday', 'fan-art-stylised']);
    expect(await offered('Realism')).toEqual(['stylised']);
    expect(await offered('Mode')).toEqual(['image']);
    await shootBoth(page, 'profiles-request-form');

    await page.getByLabel('Context').selectOption('cosplay');
    await page.getByLabel('Prompt').fill('zombies tearing at her armour');
    await submit(page, 'Generate');
    expect(await page.getByTestId('refusal-rule').innerText()).toBe('forbidden_depiction');
    expect(await page.getByTestId('allowed-contexts').innerText()).toBe('Cosplay, Gaming avatar, Seasonal & holiday and Stylised fan art');
    expect(await page.getByTestId('allowed-realism').innerText()).toBe('stylised');
    expect(await offered('Context')).toEqual(['', 'cosplay', 'gaming-avatar', 'seasonal-holiday', 'fan-art-stylised']);
    await shootBoth(page, 'profiles-request-refused');
    await context.close();
    expect(cspViolations).toEqual([]);
  });
});

// Generate, provenance and takedown in a real browser: a verified requester generates an allowed
// image on the website and sees it licensed, gets the same refusal the API gives, looks the
// image up on the provenance page, verifies its manifest, reports it for takedown and sees the
// due time; the image from `npm start` validates under c2pa-ts and verifies by upload; a prompt
// holding <script> stays text. Every page is screenshotted to screenshots/.
// Code run inside the page is passed as strings: the project's TypeScript has no DOM library.

import { storeOf } from '../../src/store/index.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { X509Certificate } from '@peculiar/x509';
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore } from '@trustnxt/c2pa-ts/manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findAccountByEmail, setVerification } from '../../src/service/accounts/accounts.ts';
import { grantCredits } from '../../src/service/accounts/credits.ts';
import { createKey } from '../../src/service/accounts/keys.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { expectAccessible } from './accessibility.ts';
import { launchChromium, screenshotPath, startSite, type RunningSite } from './harness.ts';

let db: TestDatabase;
let site: RunningSite;
let chromium: { browser: Browser; close(): Promise<void> };
let context: BrowserContext;
let page: Page;
let apiKey: string;
let allowedId: string;
const cspViolations: string[] = [];
const EMAIL = 'generate-browser@example.org';

beforeAll(async () => {
  db = await freshDatabase();
  site = await startSite(db.url);
  chromium = await launchChromium();
  context = await chromium.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
});

afterAll(async () => {
  await chromium?.close();
  await site?.stop();
  await db?.drop();
});

/** A page expression: the image with this test id has loaded and has pixels. */
const imageShown = (testId: string): string => `(() => { const img = document.querySelector('[data-testid="${testId}"]'); return !!img && img.complete && img.naturalWidth > 0; })()`;
// Every page the flow shows is checked with axe as it is screenshotted.
const shoot = async (p: Page, name: string) => {
  await expectAccessible(p, name);
  await p.screenshot({ path: screenshotPath(name), fullPage: true });
};

async function request(prompt: string, button: 'Check' | 'Generate'): Promise<void> {
  await page.goto(`${site.url}/generate`);
  await page.getByLabel('Creator').selectOption('mira-okafor');
  await page.getByLabel('Context').selectOption('portrait');
  await page.getByLabel('Prompt').fill(prompt);
  await Promise.all([page.waitForLoadState('load'), page.waitForEvent('framenavigated'), page.getByRole('button', { name: button, exact: true }).click()]);
  await page.getByTestId('outcome').or(page.getByTestId('form-error')).first().waitFor();
}

describe('generate, provenance and takedown in Chromium', () => {
  it('a new account, verified by the operator service, generates an allowed image and sees it licensed', async () => {
    await page.goto(`${site.url}/signup`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('a long enough password');
    await Promise.all([page.waitForURL(`${site.url}/dashboard`), page.getByRole('button', { name: 'Create account' }).click()]);
    // As `npx likeness account verify EMAIL identity` does it.
    const account = await findAccountByEmail(storeOf(db.orm.em.fork()), EMAIL);
    if (!account.ok) throw new Error(account.message);
    const verified = await setVerification(storeOf(db.orm.em.fork()), account.value.id, 'identity', { source: 'operator', actor: 'operator:cli' });
    expect(verified.ok).toBe(true);
    // As the operator CLI grants credits (the free allowance only arrives with a first generate).
    await grantCredits(storeOf(db.orm.em.fork()), account.value.id, 20, 'operator:cli');
    const key = await createKey(storeOf(db.orm.em.fork()), account.value.id, 'test');
    if (!key.ok) throw new Error(key.message);
    apiKey = key.value.secret;

    await page.getByRole('link', { name: 'Generate' }).click();
    await page.waitForURL(`${site.url}/generate`);
    await shoot(page, 'generate-form');

    await request('studio portrait, soft light', 'Check');
    await shoot(page, 'generate-check');
    expect(await page.getByTestId('check-allowed').isVisible()).toBe(true);

    await request('studio portrait, soft light', 'Generate');
    expect(await page.getByTestId('render-state').innerText()).toBe('rendered');
    expect(await page.getByTestId('licence-status').innerText()).toBe('Licensed');
    const image = page.getByTestId('generated-image');
    await image.waitFor();
    expect(await page.evaluate(imageShown('generated-image'))).toBe(true);
    allowedId = (await page.getByTestId('provenance-link').innerText()).replace('Provenance record ', '');
    expect(allowedId).toMatch(/^gen_[0-9a-z]+$/);
    await shoot(page, 'generate-allowed');
  });

  it('a refused request shows the same rule, category and evidence as POST /api/v1/generate', async () => {
    const prompt = 'smoking a cigarette on a balcony';
    await request(prompt, 'Generate');
    const shown = {
      rule: await page.getByTestId('refusal-rule').innerText(),
      category: await page.getByTestId('refusal-category').innerText(),
      evidence: await page.getByTestId('refusal-evidence').innerText(),
      message: await page.getByTestId('refusal-message').innerText(),
      version: await page.getByTestId('boundary-version').innerText(),
    };
    await shoot(page, 'generate-refused');
    const res = await fetch(`${site.url}/api/v1/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ creator: 'mira-okafor', context: 'portrait', prompt }),
    });
    expect(res.status).toBe(403);
    const api = (await res.json()) as { refusal: { rule: string; category: string; evidence: string; message: string }; boundary: { version: number } };
    expect(shown).toEqual({ ...api.refusal, version: String(api.boundary.version) });
    expect(shown.rule).toBe('forbidden_depiction');
  });

  it('the provenance page shows the image as licensed, and verifies its manifest', async () => {
    await page.goto(`${site.url}/provenance`);
    await page.getByLabel('Generation id').fill(allowedId);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.waitForURL(`${site.url}/provenance/${allowedId}`);
    expect(await page.getByTestId('licence-status').innerText()).toBe('Licensed');
    await page.getByTestId('record-image').waitFor();
    expect(await page.evaluate(imageShown('record-image'))).toBe(true);
    await shoot(page, 'provenance-record');

    const record = (await (await fetch(`${site.url}/api/v1/provenance/${allowedId}`)).json()) as { manifest: unknown; signature: string };
    await page.goto(`${site.url}/provenance`);
    await page.getByLabel('Manifest (JSON)').fill(JSON.stringify(record.manifest, null, 2));
    await page.getByLabel('Signature').fill(record.signature);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('verdict').waitFor();
    expect(await page.getByTestId('verdict-licence').innerText()).toBe('Licensed');
    expect(await page.getByTestId('verdict-intact').innerText()).toBe('Yes: the signature matches the manifest');
    await shoot(page, 'provenance-verify');

    await page.getByLabel('Manifest (JSON)').fill('{"type": "likeness.manifest/1",');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('#manifest-error').waitFor();
    expect(await page.locator('#manifest-error').innerText()).toContain('This is not valid JSON');
    await shoot(page, 'provenance-verify-bad-json');
  });

  it('the image npm start made validates under c2pa-ts, and verifies as licensed by upload on the provenance page', async () => {
    const record = (await (await fetch(`${site.url}/api/v1/provenance/${allowedId}`)).json()) as { manifest: { contentHash: string } };
    const imagePath = await page.goto(`${site.url}/provenance/${allowedId}`).then(() => page.getByTestId('record-image').getAttribute('src'));
    const bytes = Buffer.from(await (await fetch(new URL(imagePath!, site.url))).arrayBuffer());
    const asset = new PNG(new Uint8Array(bytes));
    const store = ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(asset.getManifestJUMBF()!)));
    const result = await store.validate(asset);
    expect(result.statusEntries.filter((e) => e.success === false)).toEqual([]);
    // The development root `npm start` made, trusted explicitly.
    const root = new X509Certificate(await readFile(path.join(site.dataDir, 'content-credentials', 'trust-anchor.pem'), 'utf8'));
    expect(await store.getActiveManifest()!.signature!.signatureData.certificate!.verify({ publicKey: root.publicKey, signatureOnly: true })).toBe(true);
    expect(record.manifest.contentHash).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`${site.url}/provenance`);
    await page.getByLabel('Image (PNG)').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: bytes });
    await Promise.all([page.waitForURL(`${site.url}/provenance/verify-image`), page.getByRole('button', { name: 'Check this image' }).click()]);
    await page.getByTestId('image-verdict').waitFor();
    expect(await page.getByTestId('image-verdict-licence').innerText()).toBe('Licensed');
    expect(await page.getByTestId('image-verdict-c2pa').innerText()).toMatch(/^valid, signed by this service/);
    await shoot(page, 'provenance-verify-image');
  });

  it('files a takedown from the provenance page and sees the reference and the due time', async () => {
    await page.goto(`${site.url}/provenance/${allowedId}`);
    await page.getByRole('link', { name: 'Report it for takedown' }).click();
    await page.waitForURL(/\/takedown\?/);
    expect(await page.getByLabel('Generation id (optional)').inputValue()).toBe(allowedId);
    await page.getByLabel('What is wrong').selectOption('non-consensual');
    await page.getByLabel('Details').fill('short');
    await page.getByRole('button', { name: 'Send the report' }).click();
    await page.locator('#detail-error').waitFor();
    await shoot(page, 'takedown-errors');
    await page.getByLabel('Details').fill('This image of me was made without my consent.');
    await page.getByRole('button', { name: 'Send the report' }).click();
    await page.getByTestId('takedown-receipt').waitFor();
    const id = await page.getByTestId('takedown-id').innerText();
    const [row] = await db.orm.em.fork().getConnection().execute<{ due_at: Date; generation_id: string }[]>('select due_at, generation_id from takedown where id = ?', [id], 'all');
    expect(row!.generation_id).toBe(allowedId);
    expect(await page.locator('time').getAttribute('datetime')).toBe(new Date(row!.due_at).toISOString());
    expect(await page.getByTestId('takedown-due').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    await shoot(page, 'takedown-received');
  });

  it('a prompt holding <script> is shown as text and never runs', async () => {
    const prompt = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';
    await request(prompt, 'Check');
    expect(await page.evaluate('window.__pwned === undefined')).toBe(true);
    expect(await page.getByLabel('Prompt').inputValue()).toBe(prompt);
    expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
    await shoot(page, 'generate-script-prompt');
  });

  it('works at phone width', async () => {
    const phone = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const p = await phone.newPage();
    for (const [path, name] of [['/generate', 'generate-phone'], [`/provenance/${allowedId}`, 'provenance-phone'], ['/takedown', 'takedown-phone']] as const) {
      await p.goto(`${site.url}${path}`);
      expect(await p.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'), path).toBeLessThanOrEqual(0);
      await shoot(p, name);
    }
    await phone.close();
    expect(cspViolations).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openaiProvider } from '../../src/render/openai.ts';
import { createProvider } from '../../src/render/provider.ts';
import type { RenderJob } from '../../src/render/types.ts';
import { startFakeProvider, type FakeProvider } from '../support/fake-provider.ts';
import { testConfig } from '../support/server.ts';

const job: RenderJob = {
  creator: { slug: 'mira-okafor', displayName: 'Mira Okafor' },
  prompt: 'studio portrait, soft light',
  promptSha256: createHash('sha256').update('studio portrait, soft light').digest('hex'),
  context: 'portrait',
  realism: 'photoreal',
  mode: 'image',
};
const never = () => new AbortController().signal;

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake.close();
});

const provider = (timeoutMs = 5_000, apiKey: string | null = 'sk-test') =>
  openaiProvider({ timeoutMs, openai: { url: `${fake.url}/`, apiKey: apiKey ?? undefined, model: 'dall-e-3', size: '1024x1024' } });

describe('OpenAI-compatible provider', () => {
  it('posts the documented request and returns the image as PNG', async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
    const outcome = await provider().render(job, never());
    expect(outcome.kind).toBe('image');
    expect((await sharp((outcome as { png: Buffer }).png).metadata()).format).toBe('png');
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/images/generations', headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' } });
    expect(request!.body).toEqual({ model: 'dall-e-3', prompt: expect.stringContaining('studio portrait, soft light'), n: 1, size: '1024x1024', response_format: 'b64_json' });
    expect((request!.body as { prompt: string }).prompt).toContain('photorealistic');
  });

  it('sends no authorization header without a key', async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
    await provider(5_000, null).render(job, never());
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('converts a JPEG answer to PNG', async () => {
    fake.setMode('ok-jpeg');
    const outcome = await provider().render(job, never());
    expect(outcome.kind).toBe('image');
    expect((await sharp((outcome as { png: Buffer }).png).metadata()).format).toBe('png');
  });

  it('waits for a slow answer within the deadline', async () => {
    fake.setMode('slow', { delayMs: 150 });
    expect((await provider(5_000).render(job, never())).kind).toBe('image');
  });

  it('is unavailable on HTTP 500, saying so', async () => {
    fake.setMode('http-500');
    expect(await provider().render(job, never())).toEqual({ kind: 'unavailable', detail: 'the image provider answered HTTP 500' });
  });

  it('is unavailable when the provider hangs past the deadline', async () => {
    fake.setMode('hang');
    expect(await provider(300).render(job, never())).toEqual({ kind: 'unavailable', detail: 'the image provider did not answer within 300 ms' });
  });

  it("is unavailable when the caller's signal aborts first", async () => {
    fake.setMode('hang');
    const controller = new AbortController();
    const pending = provider(60_000).render(job, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect((await pending).kind).toBe('unavailable');
  });

  it('is unavailable when the payload is not an image', async () => {
    fake.setMode('invalid-payload');
    const outcome = await provider().render(job, never());
    expect(outcome).toEqual({ kind: 'unavailable', detail: expect.stringContaining('unusable') });
  });

  it("is declined when the provider's safety system refuses", async () => {
    fake.setMode('content-refusal');
    const outcome = await provider().render(job, never());
    expect(outcome).toEqual({ kind: 'declined', detail: expect.stringContaining('content_policy_violation') });
  });

  it('is unavailable when nothing listens at the URL', async () => {
    const closed = await startFakeProvider();
    const url = closed.url;
    await closed.close();
    const outcome = await openaiProvider({ timeoutMs: 5_000, openai: { url, apiKey: undefined, model: 'm', size: '256x256' } }).render(job, never());
    expect(outcome).toEqual({ kind: 'unavailable', detail: expect.stringContaining('could not be reached') });
  });
});

describe('fake provider', () => {
  it('lets a URL prefix choose the mode whatever the current one', async () => {
    fake.setMode('ok');
    const refusing = openaiProvider({ timeoutMs: 5_000, openai: { url: fake.urlFor('content-refusal'), apiKey: undefined, model: 'm', size: '256x256' } });
    expect((await refusing.render(job, never())).kind).toBe('declined');
    expect((await provider().render(job, never())).kind).toBe('image');
  });
});

describe('createProvider', () => {
  it('follows IMAGE_PROVIDER: embedded by default, openai, off (skipped)', async () => {
    expect(createProvider(testConfig()).name).toBe('embedded');
    expect(createProvider(testConfig({ IMAGE_PROVIDER: 'openai', IMAGE_PROVIDER_URL: fake.url })).name).toBe('openai');
    const off = createProvider(testConfig({ IMAGE_PROVIDER: 'off' }));
    expect(await off.render(job, never())).toEqual({ kind: 'skipped', detail: expect.stringContaining('IMAGE_PROVIDER=off') });
  });
});

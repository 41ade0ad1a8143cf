import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_SIZE, embeddedProvider, renderScene } from '../../src/render/embedded.ts';
import { sceneSvg } from '../../src/render/scene.ts';
import type { RenderJob } from '../../src/render/types.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const job = (over: Partial<RenderJob> = {}): RenderJob => ({
  creator: { slug: 'mira-okafor', displayName: 'Mira Okafor' },
  prompt: 'studio portrait, soft light',
  promptSha256: sha('studio portrait, soft light'),
  context: 'portrait',
  realism: 'illustrative',
  mode: 'image',
  ...over,
});

/** Share of pixels that differ between two same-sized images. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [pa, pb] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  let differing = 0;
  for (let i = 0; i < pa.length; i += 3) if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) differing++;
  return differing / (pa.length / 3);
}

describe('embedded renderer', () => {
  it('makes a real PNG of the documented size', async () => {
    const outcome = await embeddedProvider(10_000).render(job(), new AbortController().signal);
    expect(outcome.kind).toBe('image');
    const png = (outcome as { png: Buffer }).png;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', EMBEDDED_SIZE, EMBEDDED_SIZE]);
  });

  it('is not a blank square: many distinct colours', async () => {
    const png = await renderScene(job());
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 3) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(500);
  });

  it('gives identical bytes for the same job', async () => {
    const [a, b] = await Promise.all([renderScene(job()), renderScene(job())]);
    expect(a.equals(b)).toBe(true);
  });

  it('differs by context, by prompt hash, by realism, by creator and by mode', async () => {
    const base = await renderScene(job());
    const variants = [
      job({ context: 'music-performance' }),
      job({ promptSha256: sha('another prompt') }),
      job({ realism: 'photoreal' }),
      job({ creator: { slug: 'sol-reyes', displayName: 'Sol Reyes' } }),
      job({ mode: 'conversation' }),
    ];
    for (const variant of variants) {
      const other = await renderScene(variant);
      expect(await differingShare(base, other), JSON.stringify(variant)).toBeGreaterThan(0.01);
    }
  });

  it('draws the creator name as text, escaped', () => {
    const svg = sceneSvg({ ...job(), creator: { slug: 'x', displayName: 'A <b>&"Co"' } }, 100);
    expect(svg).toContain('A &#60;b&#62;&#38;&#34;Co&#34;');
    expect(svg).not.toContain('<b>');
  });

  it('answers unavailable, without rejecting, when the deadline has already passed', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await embeddedProvider(10_000).render(job(), controller.signal);
    expect(outcome).toEqual({ kind: 'unavailable', detail: expect.stringContaining('did not finish') });
  });
});

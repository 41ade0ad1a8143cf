// CPU milliseconds per rendered image, by stage: the embedded renderer, the watermark, the
// provenance chunk, the Content Credentials (C2PA manifest, ES256), the content-addressed write. process.cpuUsage() is process-wide, so it
// counts libvips' worker threads too. Each sample uses a different prompt hash and context.
// Run: `npx tsx bench/render.ts [--samples 40] [--write docs/performance.md]`;
// bench/run.ts may import measureRender() instead.

import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { renderScene, EMBEDDED_SIZE } from '../src/render/embedded.ts';
import { embedProvenance } from '../src/render/provenance-chunk.ts';
import { ephemeralContentCredentials } from '../src/provenance/c2pa/credentials.ts';
import { embedContentCredentials } from '../src/provenance/c2pa/embed.ts';
import { readContentCredentials } from '../src/provenance/c2pa/read.ts';
import { createImageStore, sha256Hex } from '../src/render/store.ts';
import { finishImage } from '../src/render/watermark.ts';
import { MANIFEST_TYPE, type Manifest } from '../src/provenance/types.ts';
import { CONTEXTS, REALISM_TIERS } from '../src/vocabulary.ts';
import { writeSection } from './sections.ts';

const STAGES = ['render', 'watermark', 'embed', 'c2pa', 'store', 'total', 'c2pa-validate'] as const;
type Stage = (typeof STAGES)[number];

export interface RenderBench {
  samples: number;
  size: number;
  /** CPU ms per image, per stage: mean and median. */
  cpuMs: Record<Stage, { mean: number; median: number }>;
  wallMsPerImage: number;
  meanBytes: number;
}

const cpuMsBetween = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage): number => (b.user - a.user + (b.system - a.system)) / 1000;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export async function measureRender(samples = 40, warmup = 3): Promise<RenderBench> {
  const dir = await mkdtemp(join(tmpdir(), 'likeness-bench-images-'));
  const store = createImageStore(dir);
  const credentials = await ephemeralContentCredentials();
  const cpu: Record<Stage, number[]> = { render: [], watermark: [], embed: [], c2pa: [], store: [], total: [], 'c2pa-validate': [] };
  let bytes = 0;
  const wallStart = performance.now();
  try {
    for (let i = -warmup; i < samples; i++) {
      const promptSha256 = createHash('sha256').update(`bench prompt ${i}`).digest('hex');
      const input = { creator: { slug: 'mira-okafor', displayName: 'Mira Okafor' }, promptSha256, context: CONTEXTS[Math.abs(i) % CONTEXTS.length]!, realism: REALISM_TIERS[Math.abs(i) % 3]!, mode: 'image' };
      const t0 = process.cpuUsage();
      const raw = await renderScene(input);
      const t1 = process.cpuUsage();
      const finished = await finishImage(raw, { creator: 'mira-okafor', id: `gen_bench${String(i).padStart(21, '0')}` });
      const t2 = process.cpuUsage();
      const manifest: Manifest = { type: MANIFEST_TYPE, id: 'gen_bench', creator: 'mira-okafor', boundaryVersion: 1, policyHash: promptSha256, requester: 'acct_bench', issuedAt: new Date(0).toISOString(), promptSha256, context: input.context, realism: input.realism, mode: 'image', contentHash: sha256Hex(finished), keyId: 'k1' };
      const embedded = embedProvenance(finished, manifest, 'x'.repeat(43));
      const t3 = process.cpuUsage();
      const credentialed = await embedContentCredentials(embedded, credentials, { generationId: 'gen_bench', creator: 'mira-okafor', boundaryVersion: 1, policyHash: promptSha256, licenceUrl: 'http://localhost:3000/api/v1/provenance/gen_bench', promptSha256 });
      const t3c = process.cpuUsage();
      await store.put(credentialed);
      const t4 = process.cpuUsage();
      // Not part of rendering: what POST /api/v1/provenance/verify-image spends on the C2PA check.
      const reading = await readContentCredentials(credentialed);
      const t5 = process.cpuUsage();
      if (!reading.valid) throw new Error(`the image's Content Credentials do not validate: ${reading.failures.join(', ')}`);
      if (i < 0) continue;
      cpu.render.push(cpuMsBetween(t0, t1));
      cpu.watermark.push(cpuMsBetween(t1, t2));
      cpu.embed.push(cpuMsBetween(t2, t3));
      cpu.c2pa.push(cpuMsBetween(t3, t3c));
      cpu.store.push(cpuMsBetween(t3c, t4));
      cpu.total.push(cpuMsBetween(t0, t4));
      cpu['c2pa-validate'].push(cpuMsBetween(t4, t5));
      bytes += credentialed.length;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const wall = performance.now() - wallStart;
  const cpuMs = Object.fromEntries(STAGES.map((s) => [s, { mean: mean(cpu[s]), median: median(cpu[s]) }])) as RenderBench['cpuMs'];
  return { samples, size: EMBEDDED_SIZE, cpuMs, wallMsPerImage: wall / (samples + warmup), meanBytes: Math.round(bytes / samples) };
}

export function renderBenchMarkdown(b: RenderBench): string {
  const rows = STAGES.map((s) => `| ${s} | ${b.cpuMs[s].median.toFixed(1)} | ${b.cpuMs[s].mean.toFixed(1)} |`);
  return [
    '## Rendering: CPU per image',
    '',
    `Embedded renderer, ${b.size}×${b.size} PNG, ${b.samples} images one after another (every context and realism tier),`,
    `CPU time of the whole process (libvips threads included). Mean wall time ${b.wallMsPerImage.toFixed(1)} ms per image; mean file ${Math.round(b.meanBytes / 1024)} KiB.`,
    '',
    '`c2pa-validate` is not part of the total: it is the Content Credentials check of POST /api/v1/provenance/verify-image.',
    '',
    '| stage | CPU ms (median) | CPU ms (mean) |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '40' }, write: { type: 'string' } } });
  const result = await measureRender(Number(values.samples));
  const markdown = renderBenchMarkdown(result);
  console.log(markdown);
  if (values.write) writeSection(values.write, 'render', markdown);
}

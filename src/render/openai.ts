// The HTTP provider: an OpenAI-compatible images endpoint. One POST to
// `<url>/v1/images/generations` with { model, prompt, n: 1, size, response_format: 'b64_json' };
// the image is `data[0].b64_json`. Never throws: every failure is an outcome.
//
// declined   — HTTP 400 whose error.code is content_policy_violation or moderation_blocked, or
//              whose error.type is image_generation_user_error (OpenAI's safety system refusing);
// unavailable — any other non-2xx, a network error, the deadline, a body that is not JSON, no
//              data[0].b64_json, or bytes that are not a decodable PNG/JPEG/WebP image.

import { withoutTrailingSlashes, type ImageSettings } from '../config/index.ts';
import { renderDeadline } from './deadline.ts';
import { decodeToPng } from './decode.ts';
import type { ImageProvider, ProviderOutcome, RenderJob } from './types.ts';

const REFUSAL_CODES = new Set(['content_policy_violation', 'moderation_blocked']);
const REFUSAL_TYPES = new Set(['image_generation_user_error']);
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** What the model is asked for: the requester's prompt, with the creator, context and realism tier. */
export const providerPrompt = (job: RenderJob): string =>
  `${job.prompt}\n\nSubject: ${job.creator.displayName}. Setting: ${job.context}. Style: ${job.realism === 'photoreal' ? 'photorealistic' : job.realism}.`;

interface ErrorBody {
  error?: { code?: unknown; type?: unknown; message?: unknown };
}

const short = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function refusalOf(status: number, body: unknown): string | null {
  if (status !== 400 || typeof body !== 'object' || body === null) return null;
  const error = (body as ErrorBody).error;
  if (!error) return null;
  const refused = REFUSAL_CODES.has(String(error.code)) || REFUSAL_TYPES.has(String(error.type));
  if (!refused) return null;
  const message = typeof error.message === 'string' ? `: ${short(error.message)}` : '';
  return `the image provider's safety system declined the request (${String(error.code ?? error.type)})${message}`;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

async function answerOf(res: Response): Promise<ProviderOutcome> {
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_ANSWER_BYTES) return { kind: 'unavailable', detail: `the image provider's answer is too large (${length} bytes)` };
  const body = parseJson(await res.text());
  if (!res.ok) {
    const declined = refusalOf(res.status, body);
    return declined ? { kind: 'declined', detail: declined } : { kind: 'unavailable', detail: `the image provider answered HTTP ${res.status}` };
  }
  const b64 = (body as { data?: { b64_json?: unknown }[] } | undefined)?.data?.[0]?.b64_json;
  if (typeof b64 !== 'string' || b64.length === 0) return { kind: 'unavailable', detail: "the image provider's answer has no data[0].b64_json" };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return { kind: 'unavailable', detail: "the image provider's data[0].b64_json is not base64" };
  const decoded = await decodeToPng(Buffer.from(b64, 'base64'));
  if (!decoded.ok) return { kind: 'unavailable', detail: `the image provider's answer is unusable: ${decoded.detail}` };
  return { kind: 'image', png: decoded.png };
}

export function openaiProvider(settings: Pick<ImageSettings, 'timeoutMs' | 'openai'>): ImageProvider {
  const { url, apiKey, model, size } = settings.openai;
  const endpoint = `${withoutTrailingSlashes(url)}/v1/images/generations`;
  return {
    name: 'openai',
    async render(job, signal): Promise<ProviderOutcome> {
      const deadline = renderDeadline(signal, settings.timeoutMs);
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ model, prompt: providerPrompt(job), n: 1, size, response_format: 'b64_json' }),
          signal: deadline,
        });
        return await answerOf(res);
      } catch (error) {
        if (deadline.aborted) return { kind: 'unavailable', detail: `the image provider did not answer within ${settings.timeoutMs} ms` };
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
        return { kind: 'unavailable', detail: `the image provider could not be reached: ${short(cause)}` };
      }
    },
  };
}

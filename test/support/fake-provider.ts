// A loopback stand-in for an OpenAI-compatible images server, for provider fault tests. It
// answers POST /v1/images/generations according to its current mode:
//   ok               200 { data: [{ b64_json: <a real PNG> }] }
//   ok-jpeg          200 with a JPEG instead (the service converts it)
//   http-500         500 { error: { message, type: 'server_error' } }
//   hang             never answers (until close)
//   invalid-payload  200 whose b64_json decodes to bytes that are not an image
//   content-refusal  400 { error: { code: 'content_policy_violation', type: 'image_generation_user_error', message } }
//   slow             like ok, after `delayMs`
// The mode can also be chosen per request by a path prefix: IMAGE_PROVIDER_URL = urlFor('hang')
// (`<url>/hang`) makes every request through that URL hang, whatever the current mode, so
// several servers under test can share one fake. Every request is recorded (headers and parsed
// body) for assertions.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_MODES = ['ok', 'ok-jpeg', 'http-500', 'hang', 'invalid-payload', 'content-refusal', 'slow'] as const;
export type FakeMode = (typeof FAKE_MODES)[number];

/** The mode named by a `/<mode>/v1/images/generations` path, and the path without it. */
function routeOf(url: string, current: FakeMode): { mode: FakeMode; path: string } {
  const [, first, ...rest] = url.split('/');
  const named = FAKE_MODES.find((m) => m === first);
  return named ? { mode: named, path: `/${rest.join('/')}` } : { mode: current, path: url };
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeProvider {
  /** Base URL, e.g. http://127.0.0.1:41234 (IMAGE_PROVIDER_URL). */
  url: string;
  /** A base URL whose requests always get `mode` (a path prefix), for IMAGE_PROVIDER_URL. */
  urlFor(mode: FakeMode): string;
  setMode(mode: FakeMode, options?: { delayMs?: number }): void;
  readonly requests: FakeRequest[];
  /** The PNG the ok and slow modes return. */
  readonly png: Buffer;
  close(): Promise<void>;
}

const fakeImage = (format: 'png' | 'jpeg'): Promise<Buffer> => {
  const base = sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 40, g: 90, b: 160 } } }).composite([
    { input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="110" r="60" fill="#f0c080"/></svg>') },
  ]);
  return format === 'png' ? base.png().toBuffer() : base.jpeg().toBuffer();
};

export async function startFakeProvider(initial: FakeMode = 'ok'): Promise<FakeProvider> {
  const [png, jpeg] = await Promise.all([fakeImage('png'), fakeImage('jpeg')]);
  let mode = initial;
  let delayMs = 200;
  const requests: FakeRequest[] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* recorded as text */
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const route = routeOf(req.url ?? '', mode);
      if (req.method !== 'POST' || route.path !== '/v1/images/generations') return json(res, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
      const created = Math.floor(Date.now() / 1000);
      switch (route.mode) {
        case 'ok':
          return json(res, 200, { created, data: [{ b64_json: png.toString('base64') }] });
        case 'ok-jpeg':
          return json(res, 200, { created, data: [{ b64_json: jpeg.toString('base64') }] });
        case 'slow':
          setTimeout(() => json(res, 200, { created, data: [{ b64_json: png.toString('base64') }] }), delayMs);
          return;
        case 'http-500':
          return json(res, 500, { error: { message: 'The server had an error while processing your request.', type: 'server_error' } });
        case 'hang':
          return; // never answers; close() drops the connection
        case 'invalid-payload':
          return json(res, 200, { created, data: [{ b64_json: Buffer.from('this is not an image at all').toString('base64') }] });
        case 'content-refusal':
          return json(res, 400, {
            error: { code: 'content_policy_violation', type: 'image_generation_user_error', message: 'Your request was rejected as a result of our safety system.', param: null },
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    urlFor: (m) => `http://127.0.0.1:${port}/${m}`,
    setMode(next, options = {}) {
      mode = next;
      if (options.delayMs !== undefined) delayMs = options.delayMs;
    },
    requests,
    png,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

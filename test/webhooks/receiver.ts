// A real webhook receiver on 127.0.0.1 (node:http): records every request it gets, answers with
// the status the test sets, and can go down (connection refused) and come back on the same port.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  answered: number;
}

export interface Receiver {
  url(path: string): string;
  received: Received[];
  /** What the next requests are answered with. */
  answer: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const header = (req: IncomingMessage, name: string): string => String(req.headers[name] ?? '');

export async function startReceiver(): Promise<Receiver> {
  let server: Server | undefined;
  let port = 0;
  const r: Receiver = {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: [],
    answer: 204,
    async up() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const answered = r.answer;
          r.received.push({ path: req.url ?? '', id: header(req, 'webhook-id'), timestamp: header(req, 'webhook-timestamp'), signature: header(req, 'webhook-signature'), body: Buffer.concat(chunks).toString('utf8'), answered });
          res.writeHead(answered).end();
        });
      });
      await new Promise<void>((ok) => server!.listen(port, '127.0.0.1', ok));
      port = (server.address() as AddressInfo).port;
    },
    async down() {
      server?.closeAllConnections();
      await new Promise((ok) => server?.close(ok));
      server = undefined;
    },
    close: () => r.down(),
  };
  await r.up();
  return r;
}

/** Verifies one received request with the standardwebhooks package, as a receiver would; returns the payload. */
export function verifyWith(secret: string, got: Received): any {
  return new Webhook(secret).verify(got.body, { 'webhook-id': got.id, 'webhook-timestamp': got.timestamp, 'webhook-signature': got.signature });
}

/** Requests a receiver accepted (2xx), counted by webhook-id: what a deduplicating receiver processes. */
export function acceptedById(received: Received[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of received) if (g.answered >= 200 && g.answered < 300) counts.set(g.id, (counts.get(g.id) ?? 0) + 1);
  return counts;
}

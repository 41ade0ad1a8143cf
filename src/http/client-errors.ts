// Requests Node's HTTP parser refuses before Express sees them (a control character in a header,
// a malformed request line, headers too large) get a problem+json body instead of Node's bare
// "400 Bad Request", then the connection is closed.

import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { problemOf } from './problem.ts';

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const problem = problemOf('invalid_request', tooLarge ? 'the request headers are too large' : 'the request could not be parsed: a header or the request line holds a character HTTP does not allow');
    const body = JSON.stringify(tooLarge ? { ...problem, status: 431, title: 'Request header fields too large' } : problem);
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

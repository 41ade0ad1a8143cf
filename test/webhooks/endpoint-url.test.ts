// Which endpoint URLs are accepted: https anywhere; http only to loopback and only when allowed.

import { describe, expect, it } from 'vitest';
import { endpointUrlProblem } from '../../src/webhooks/url.ts';

describe('endpointUrlProblem', () => {
  it('accepts https URLs', () => {
    expect(endpointUrlProblem('https://hooks.example.org/likeness?x=1', false)).toBeNull();
  });

  it('accepts http to loopback only when the deployment allows it', () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]:9000/']) {
      expect(endpointUrlProblem(url, true), url).toBeNull();
      expect(endpointUrlProblem(url, false), url).toMatch(/WEBHOOK_ALLOW_LOOPBACK/);
    }
  });

  it('refuses plain http elsewhere, other schemes, credentials and non-URLs', () => {
    expect(endpointUrlProblem('http://hooks.example.org/', true)).toBe('must be an https:// URL');
    expect(endpointUrlProblem('http://127.0.0.1.example.org/', true)).toBe('must be an https:// URL');
    expect(endpointUrlProblem('ftp://hooks.example.org/', true)).toBe('must be an https:// URL');
    expect(endpointUrlProblem('https://me:pw@hooks.example.org/', true)).toBe('must not contain a user name or password');
    expect(endpointUrlProblem('/relative', true)).toBe('must be an absolute URL');
  });
});

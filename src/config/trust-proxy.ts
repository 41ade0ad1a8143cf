// TRUST_PROXY: which hops in front of the service may set X-Forwarded-For. Express takes a hop
// count or a list of trusted addresses and subnets; `true` (trust every hop) would let any client
// choose its own address and so its own rate-limit bucket, so it is refused.

import express from 'express';

/** false: no proxy; a number: that many hops; a list: addresses, subnets or loopback/linklocal/uniquelocal. */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_REFUSED =
  'true would trust every hop, so any client could pick its address with X-Forwarded-For; give the number of proxies in front of the service (e.g. 1) or their addresses (e.g. loopback or 10.0.0.0/8)';

export function parseTrustProxy(value: string | undefined): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  if (value === undefined || ['false', 'no', '0'].includes(value)) return { ok: true, value: false };
  if (['true', 'yes'].includes(value)) return { ok: false, message: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  const list = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  try {
    // Express compiles the list with proxy-addr, which throws on anything that is not an address or subnet.
    express().set('trust proxy', list);
  } catch (e) {
    return { ok: false, message: `must be a hop count or a list of addresses/subnets: ${e instanceof Error ? e.message : String(e)}` };
  }
  return { ok: true, value: list };
}

import { describe, expect, it } from 'vitest';
import { costOf, loadConfig } from '../../src/config/index.ts';

describe('configuration from the environment', () => {
  it('has a default for every setting, so no configuration is needed', () => {
    const r = loadConfig({});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config).toMatchObject({ databaseUrl: undefined, port: 3000, dataDir: '.data', policiesDir: 'policies', demoSeed: true, redisUrl: undefined });
    expect(costOf(r.config, 'photoreal', 'conversation')).toBe(r.config.costs.realism.photoreal + r.config.costs.conversationExtra);
  });

  it('reads and coerces values, treating blank ones as unset', () => {
    const r = loadConfig({ PORT: '8080', DATABASE_URL: ' ', DEMO_SEED: 'false', RATE_LIMIT_CHECK: '7', COST_PHOTOREAL: '9' });
    expect(r.ok && [r.config.port, r.config.databaseUrl, r.config.demoSeed, r.config.rateLimits.check.points, r.config.costs.realism.photoreal]).toEqual([8080, undefined, false, 7, 9]);
  });

  it('lists every invalid setting by name instead of failing on the first', () => {
    const r = loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', RATE_LIMIT_CHECK: '0', DEMO_SEED: 'perhaps' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid_config');
    expect(r.error.problems.map((p) => p.setting).sort()).toEqual(['DATABASE_URL', 'DEMO_SEED', 'PORT', 'RATE_LIMIT_CHECK']);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => {
    const r = loadConfig(value === undefined ? {} : { TRUST_PROXY: value });
    return r.ok ? r.config.trustProxy : r.error.problems;
  };

  it('trusts no proxy by default', () => {
    expect([trust(undefined), trust('false'), trust('0')]).toEqual([false, false, false]);
  });

  it('takes a hop count or a list of trusted addresses and subnets', () => {
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8, 192.0.2.7')).toEqual(['loopback', '10.0.0.0/8', '192.0.2.7']);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(trust('true')).toEqual([{ setting: 'TRUST_PROXY', message: expect.stringContaining('number of proxies') }]);
  });

  it('refuses something that is neither a count nor addresses', () => {
    expect(trust('proxy.example')).toEqual([{ setting: 'TRUST_PROXY', message: expect.stringContaining('hop count or a list') }]);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:PORT and drops a trailing slash', () => {
    const d = loadConfig({ PORT: '8081' });
    const s = loadConfig({ PUBLIC_URL: 'https://gate.example/' });
    expect([d.ok && d.config.publicUrl, s.ok && s.config.publicUrl]).toEqual(['http://localhost:8081', 'https://gate.example']);
  });
});

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

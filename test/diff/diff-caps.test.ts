import { describe, expect, it } from 'vitest';
import { diffPrograms } from '../../src/diff/index.ts';
import type { SessionCap, VarietyNudge } from '../../src/program/types.ts';
import { withStep } from './program-fixture.ts';

const cap = (limit: number, window: string, windowSeconds: number, enforcement: 'block' | 'advisory'): SessionCap => ({ limit, window, windowSeconds, enforcement });
const nudge: VarietyNudge = { repeats: 4, windowSeconds: 86400, window: '24h' };
const program = (c: SessionCap | null, n: VarietyNudge | null = nudge) => withStep({ rule: 'session_cap_reached', cap: c, nudge: n });
const changes = (a: SessionCap | null, b: SessionCap | null) => diffPrograms(program(a), program(b)).changes;

describe('semantic diff of session caps and variety nudges', () => {
  it('a bigger blocking limit loosens, a smaller one tightens', () => {
    expect(changes(cap(20, '24h', 86400, 'block'), cap(40, '24h', 86400, 'block'))).toEqual([
      { kind: 'session-cap-limit', before: 20, after: 40, effect: 'loosens', summary: 'session cap: limit 20 -> 40 per 24h' },
    ]);
    expect(changes(cap(20, '24h', 86400, 'block'), cap(10, '24h', 86400, 'block'))[0]).toMatchObject({ effect: 'tightens' });
  });

  it('a longer blocking window tightens, a shorter one loosens', () => {
    expect(changes(cap(20, '24h', 86400, 'block'), cap(20, '7d', 604800, 'block'))).toEqual([
      { kind: 'session-cap-window', before: '24h', after: '7d', effect: 'tightens', summary: 'session cap: window 24h -> 7d' },
    ]);
    expect(changes(cap(20, '24h', 86400, 'block'), cap(20, '90m', 5400, 'block'))[0]).toMatchObject({ effect: 'loosens' });
  });

  it('switching advisory to block tightens, block to advisory loosens', () => {
    expect(changes(cap(20, '24h', 86400, 'advisory'), cap(20, '24h', 86400, 'block'))).toEqual([
      { kind: 'session-cap-enforcement', before: 'advisory', after: 'block', effect: 'tightens', summary: 'session cap: enforcement advisory -> block' },
    ]);
    expect(changes(cap(20, '24h', 86400, 'block'), cap(20, '24h', 86400, 'advisory'))[0]).toMatchObject({ effect: 'loosens' });
  });

  it('limit and window changes of an advisory cap are neutral: it never refuses', () => {
    const cs = changes(cap(20, '24h', 86400, 'advisory'), cap(5, '7d', 604800, 'advisory'));
    expect(cs.map((c) => [c.kind, c.effect])).toEqual([['session-cap-limit', 'neutral'], ['session-cap-window', 'neutral']]);
  });

  it('adding a blocking cap tightens, removing it loosens; an advisory cap either way is neutral', () => {
    expect(changes(null, cap(20, '24h', 86400, 'block'))).toEqual([
      { kind: 'session-cap', before: null, after: cap(20, '24h', 86400, 'block'), effect: 'tightens', summary: 'session cap: none -> 20 per 24h, block' },
    ]);
    expect(changes(cap(20, '24h', 86400, 'block'), null)[0]).toMatchObject({ effect: 'loosens' });
    expect(changes(null, cap(20, '24h', 86400, 'advisory'))[0]).toMatchObject({ effect: 'neutral' });
  });

  it('variety nudge changes are always neutral (advisory only)', () => {
    const c = cap(20, '24h', 86400, 'block');
    const kinds = (a: VarietyNudge | null, b: VarietyNudge | null) => diffPrograms(program(c, a), program(c, b)).changes.map((x) => [x.kind, x.effect]);
    expect(kinds(nudge, null)).toEqual([['variety-nudge', 'neutral']]);
    expect(kinds(nudge, { repeats: 2, windowSeconds: 3600, window: '1h' })).toEqual([['variety-nudge-repeats', 'neutral'], ['variety-nudge-window', 'neutral']]);
  });
});

// fast-check generators of policy files written in many layouts: random spacing, comments,
// blank runs, continuation lines, escapes, long lists that need wrapping.

import fc from 'fast-check';

export const quoteRaw = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const ident = fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,6}){0,2}$/);
const stringValue = fc.string({ maxLength: 24 }).filter((s) => !/[\r\n]/.test(s));
const quoted = stringValue.map(quoteRaw);
const space = fc.constantFrom(' ', '  ', '\t', ' \t ');
const optSpace = fc.constantFrom('', ' ', '  ', '\t');
/** A list separator: same line, or a trailing comma and an indented continuation line. */
const separator = fc.tuple(optSpace, fc.constantFrom(' ', '', '\n    ', '\n\t', '\n  ')).map(([a, b]) => `${a},${b}`);

function list(items: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<string> {
  return fc.tuple(fc.array(items, { minLength: min, maxLength: max }), fc.array(separator, { minLength: max, maxLength: max }))
    .map(([xs, seps]) => xs.map((x, i) => (i === 0 ? x : `${seps[i]}${x}`)).join(''));
}

const termStatement = (keyword: string) =>
  fc.tuple(space, ident, space, quoted, optSpace, optSpace, list(quoted, 0, 14))
    .map(([s1, id, s2, label, o1, o2, terms]) => `${keyword}${s1}${id}${s2}${label}${o1}:${o2}${terms}`);

const field = fc.oneof(
  fc.tuple(fc.constantFrom('context', 'realism', 'mode', 'colour'), space, ident).map(([n, s, v]) => `${n}${s}${v}`),
  fc.tuple(fc.constantFrom('prompt', 'reference'), space, quoted).map(([n, s, v]) => `${n}${s}${v}`),
);
const count = fc.oneof(fc.nat({ max: 500 }).map(String), fc.constantFrom('007', '12345678901234567890123'));
const unit = fc.constantFrom('h', 'd', 'm', '', 'weeks');

const within = fc.option(fc.tuple(space, count).map(([s, n]) => `${s}within${s}${n}`), { nil: '' });

/** Mostly categories the refined test fixtures declare, so that some generated lines compile. */
const category = fc.oneof(ident, fc.constantFrom('minors-context', 'criminal-context', 'nudity', 'alcohol', 'rival-cola'));

/** describe, near (two sides or a group), except and age lines, with empty sides and lists and out-of-range numbers too. */
export const refinementText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(space, category, space, quoted).map(([a, id, b, d]) => `describe${a}${id}${b}${d}`),
  fc.tuple(space, category, optSpace, list(quoted, 0, 6), space, list(quoted, 0, 6), within)
    .map(([a, id, o, left, b, right, w]) => `near${a}${id}${o}:${o}${left}${b}near${b}${right}${w}`),
  fc.tuple(space, category, optSpace, space, list(quoted, 0, 6), within)
    .map(([a, id, o, b, group, w]) => `near${a}${id}${o}:${o}any${b}two${b}of${b}${group}${w}`),
  fc.tuple(space, category, optSpace, list(quoted, 0, 10)).map(([a, id, o, phrases]) => `except${a}${id}:${o}${phrases}`),
  fc.tuple(space, category, optSpace, space, count).map(([a, id, o, b, n]) => `age${a}${id}${o}:${o}under${b}${n}`),
);

export const statementText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(space, ident, space, quoted).map(([a, id, b, name]) => `creator${a}${id}${b}${name}`),
  fc.tuple(space, optSpace, optSpace, list(ident, 1, 12)).map(([a, b, c, xs]) => `allow${a}contexts${b}:${c}${xs}`),
  fc.tuple(space, optSpace, ident).map(([a, b, t]) => `realism${a}ceiling:${b}${t}`),
  fc.tuple(optSpace, fc.constantFrom('licensed', 'not licensed', 'not \t licensed')).map(([a, w]) => `conversation${a}:${a}${w}`),
  fc.tuple(space, list(ident, 1, 5)).map(([a, xs]) => `open${a}adult: ${xs}`),
  termStatement('forbid'),
  termStatement('exclude brand'),
  termStatement('prohibit'),
  termStatement('adult'),
  fc.tuple(count, count, unit, fc.constantFrom('advisory', 'block', 'blok'), separator).map(([n, d, u, e, sep]) => `session cap: ${n} per ${d}${u}${sep}${e}`),
  fc.tuple(count, count, unit, space).map(([n, d, u, s]) => `variety nudge:${s}${n} repeats per ${d}${u}`),
  fc.tuple(list(field, 1, 5), optSpace).map(([fs, s]) => `expect allow${s}:${s}${fs}`),
  fc.tuple(fc.constantFrom('forbidden_depiction', 'platform_prohibition', 'no_such_rule'), fc.option(ident), list(field, 1, 5))
    .map(([rule, cat, fs]) => `expect refuse ${rule}${cat === null ? '' : ` ${cat}`}: ${fs}`),
  fc.constantFrom('require age-assurance', 'require identity for photoreal', 'require  identity  for  stylised'),
  refinementText,
);

const commentText = fc.string({ maxLength: 30 }).filter((s) => !/[\r\n]/.test(s));

export const policyLine: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(optSpace, statementText, fc.option(fc.tuple(optSpace, commentText))).map(([lead, s, c]) => `${lead}${s}${c === null ? '' : `${c[0]}#${c[1]}`}`) },
  { weight: 1, arbitrary: fc.tuple(optSpace, commentText).map(([lead, c]) => `${lead}#${c}`) },
  { weight: 1, arbitrary: optSpace },
);

/** A syntactically valid policy file in an arbitrary layout. */
export const policyFile: fc.Arbitrary<string> = fc.tuple(fc.array(policyLine, { maxLength: 14 }), fc.constantFrom('', '\n', '\n\n', '\r\n'))
  .map(([lines, end]) => (end === '\r\n' ? lines.join('\r\n') + end : lines.join('\n') + end));

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/requests/json-text.ts';

describe('reading a JSON body', () => {
  it('accepts member names and colons inside string values, escaped quotes included', () => {
    const text = '{"prompt":"a \\": b \\"c\\":", "x" : {"y":[1,{"z":"\\\\"}]}, "":2}';
    expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });

  it('refuses a duplicated member wherever it is, after escaped quotes and backslashes too', () => {
    expect(parseJsonText('{"a":"x\\\\","a":1}')).toMatchObject({ ok: false, pointer: '/a' });
    expect(parseJsonText('{"a":{"b":"\\"","b" :2}}')).toMatchObject({ ok: false, pointer: '/a/b' });
    expect(parseJsonText('[{"k":1},{"k":1,"k":2}]')).toMatchObject({ ok: false, pointer: '/1/k' });
  });

  it('refuses exactly the objects that name a member twice', () => {
    const name = fc.constantFrom('a', 'b', '"q', 'c:', '\\');
    const object = fc.array(fc.tuple(name, fc.oneof(fc.integer(), fc.string())), { maxLength: 4 });
    fc.assert(
      fc.property(object, (members) => {
        const text = `{${members.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
        const duplicated = new Set(members.map(([k]) => k)).size < members.length;
        expect(parseJsonText(text).ok).toBe(!duplicated);
      }),
    );
  });
});

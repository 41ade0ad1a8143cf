// The canonical JSON is what gets hashed and signed: prove the RFC 8785 library is wired right
// against the RFC's own published examples.
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/program/canonical.ts';

const fromBits = (hex: string): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
};

describe('canonicalJson (RFC 8785)', () => {
  it('serialises the RFC sample of primitive data types exactly', () => {
    const input = String.raw`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
      "literals": [null, true, false]
    }`;
    const expected = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;
    expect(canonicalJson(JSON.parse(input))).toBe(expected);
  });

  it('sorts properties by UTF-16 code units as in the RFC section 3.2.3 sample', () => {
    const input = String.raw`{
      "\u20ac": "Euro Sign", "\r": "Carriage Return", "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One", "\ud83d\ude00": "Emoji: Grinning Face", "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis"
    }`;
    const canonical = canonicalJson(JSON.parse(input));
    // Object.values would re-order the integer key, so read the values in text order.
    const values = [...canonical.matchAll(/:"([^"]*)"/g)].map((m) => m[1]);
    expect(values).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
    expect(canonical.startsWith(String.raw`{"\r":"Carriage Return","1":"One","` + '\u0080":"Control"')).toBe(true);
  });

  // RFC 8785 section 3.2.2.3 / appendix B: IEEE-754 bit patterns and their serialisation.
  const numbers: Array<[string, string]> = [
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['444b1ae4d6e2ef4e', '999999999999999700000'],
    ['444b1ae4d6e2ef4f', '999999999999999900000'],
    ['444b1ae4d6e2ef50', '1e+21'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['41b3de4355555553', '333333333.3333332'],
    ['41b3de4355555554', '333333333.33333325'],
    ['41b3de4355555555', '333333333.3333333'],
    ['41b3de4355555556', '333333333.3333334'],
    ['41b3de4355555557', '333333333.33333343'],
    ['becbf647612f3696', '-0.0000033333333333333333'],
    ['43143ff3c1cb0959', '1424953923781206.2'],
  ];
  it.each(numbers)('serialises the double with bits %s as %s', (bits, text) => {
    expect(canonicalJson(fromBits(bits))).toBe(text);
  });

  it.each([['7fffffffffffffff'], ['7ff0000000000000']])('refuses NaN and Infinity (bits %s)', (bits) => {
    expect(() => canonicalJson([fromBits(bits)])).toThrow();
  });
});

describe('canonicalJson of sealed values', () => {
  const value = () => ({ b: [1, 'two', { d: null, c: true }], a: { z: [], y: 'é\u20ac' }, u: undefined });

  it('writes a sealed value exactly as the package writes it, the first time and every time after', async () => {
    const { sealCanonical } = await import('../../src/program/canonical.ts');
    const { default: canonicalize } = await import('canonicalize');
    const expected = canonicalize(value());
    const sealed = sealCanonical(value());
    expect(canonicalJson(sealed)).toBe(expected);
    expect(canonicalJson({ outer: [sealed, sealed] })).toBe(canonicalize({ outer: [value(), value()] }));
    expect(canonicalJson(sealed)).toBe(expected);
  });

  it('seals deeply: no part of a sealed value can change under its remembered text', async () => {
    const { sealCanonical } = await import('../../src/program/canonical.ts');
    const sealed = sealCanonical(value());
    expect(() => (sealed.b[2] as { c: boolean }).c = false).toThrow(TypeError);
    expect(() => sealed.a.z.push(1 as never)).toThrow(TypeError);
  });
});

// Strings, numbers and keys are written without the package's per-call work when they are plainly
// valid; the text (and every refusal) must be exactly the package's.
describe('canonicalJson writes primitives as the package does', () => {
  const outcome = (f: () => string): string => {
    try {
      return `ok ${f()}`;
    } catch {
      return 'refused';
    }
  };
  const withLoneSurrogates = fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('\ud800', '\udfff', 'a\ud83d', '\ud83d\ude00')), { maxLength: 4 }).map((parts) => parts.join(''));
  it('for any string, as a value and as a key', () => {
    fc.assert(
      fc.property(withLoneSurrogates, (s) => {
        expect(outcome(() => canonicalJson(s))).toBe(outcome(() => canonicalize(s) as string));
        expect(outcome(() => canonicalJson({ [s]: 1 }))).toBe(outcome(() => canonicalize({ [s]: 1 }) as string));
      }),
      { numRuns: 3000 },
    );
  });
  it('for any number and literal', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(NaN, Infinity, -Infinity, -0, true, false, null)), (n) => {
        expect(outcome(() => canonicalJson(n))).toBe(outcome(() => canonicalize(n) as string));
      }),
      { numRuns: 3000 },
    );
  });
});

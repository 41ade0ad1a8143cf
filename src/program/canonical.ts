// RFC 8785 (JSON Canonicalization Scheme) via the `canonicalize` package: one place that
// turns a value into the exact bytes that get hashed or signed.
//
// Every creator's program carries the platform file's categories, the bulk of its bytes. Those
// are compiled once and sealed (deeply frozen): the canonical text of a sealed value cannot
// change, so it is written once and reused by every program that contains it. The text is the
// same as the package's for the same value; only the work of writing it again is saved.
import canonicalize from 'canonicalize';

/** Sealed values and their canonical text, once asked for. */
const sealedText = new WeakMap<object, string | null>();

/** Deeply freezes `value` (plain JSON data: objects, arrays, primitives) and marks every object
 *  in it as sealed, so its canonical text is written once. Returns the value. */
export function sealCanonical<T>(value: T): T {
  if (value === null || typeof value !== 'object' || sealedText.has(value)) return value;
  for (const child of Object.values(value)) sealCanonical(child);
  Object.freeze(value);
  sealedText.set(value, null);
  return value;
}

/** A primitive's canonical text. A well-formed string and a finite number are what
 *  JSON.stringify writes, which is what the package returns for them after its checks; the rest
 *  (and every refusal: lone surrogates, NaN) is the package's. A program holds tens of thousands
 *  of strings, and the package makes a fresh set for each call. */
function writePrimitive(value: unknown): string {
  if ((typeof value === 'string' && value.isWellFormed()) || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return JSON.stringify(value);
  return canonicalize(value) as string;
}

function write(value: unknown): string {
  if (value === null || typeof value !== 'object') return writePrimitive(value);
  const sealed = sealedText.get(value);
  if (typeof sealed === 'string') return sealed;
  let text: string;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    text = canonicalize(value) as string;
  } else if (Array.isArray(value)) {
    const parts: string[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      parts[i] = write(item === undefined || typeof item === 'symbol' ? null : item);
    }
    text = `[${parts.join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    const parts: string[] = [];
    for (const key of Object.keys(record).sort()) {
      const item = record[key];
      if (item === undefined || typeof item === 'symbol') continue;
      parts.push(`${writePrimitive(key)}:${write(item)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  if (sealed === null) sealedText.set(value, text);
  return text;
}

/** RFC 8785 canonical JSON of a JSON value; throws on values JSON cannot represent. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') throw new TypeError('value has no JSON representation');
  const text = write(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

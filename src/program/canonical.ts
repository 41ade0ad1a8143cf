// RFC 8785 (JSON Canonicalization Scheme) via the `canonicalize` package: one place that
// turns a value into the exact bytes that get hashed or signed.
import canonicalize from 'canonicalize';

/** RFC 8785 canonical JSON of a JSON value; throws on values JSON cannot represent. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

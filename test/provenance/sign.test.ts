import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/program/canonical.ts';
import { signManifest, verifyManifest } from '../../src/provenance/sign.ts';
import { freshKey, ringOf, sampleManifest } from './support.ts';
import { createHmac } from 'node:crypto';

const current = freshKey('k2');
const old = freshKey('k1');
const ring = ringOf(current, old);

describe('signManifest / verifyManifest', () => {
  it('signs with HMAC-SHA256 over the RFC 8785 canonical JSON, base64url without padding', () => {
    const manifest = sampleManifest('k2');
    const signature = signManifest(manifest, ring);
    const expected = createHmac('sha256', current.secret).update(canonicalJson(manifest)).digest('base64url');
    expect(signature).toBe(expected);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyManifest(manifest, signature, ring)).toEqual({ valid: true, keyId: 'k2', reason: 'ok' });
  });

  it('does not depend on property order (the canonical form sorts keys)', () => {
    const manifest = sampleManifest('k2');
    const reversed = Object.fromEntries(Object.entries(manifest).reverse());
    expect(verifyManifest(reversed, signManifest(manifest, ring), ring).valid).toBe(true);
  });

  it('keeps old manifests valid after rotation: the new key signs, the old one still verifies', () => {
    const before = ringOf(old);
    const oldManifest = sampleManifest('k1');
    const oldSignature = signManifest(oldManifest, before);
    const rotated = ringOf(current, old);
    expect(rotated.signing.id).toBe('k2');
    expect(verifyManifest(oldManifest, oldSignature, rotated)).toEqual({ valid: true, keyId: 'k1', reason: 'ok' });
    const fresh = sampleManifest(rotated.signing.id);
    expect(verifyManifest(fresh, signManifest(fresh, rotated), rotated).keyId).toBe('k2');
    // Once the old key is dropped from the keyring its manifests name an unknown key.
    expect(verifyManifest(oldManifest, oldSignature, ringOf(current))).toEqual({ valid: false, keyId: null, reason: 'unknown-key' });
  });

  it('refuses to sign with a key the keyring does not hold', () => {
    expect(() => signManifest(sampleManifest('nope'), ring)).toThrow(/not in the keyring/);
  });

  it('answers malformed for anything that is not a manifest, never throwing', () => {
    const signature = signManifest(sampleManifest('k2'), ring);
    for (const bad of [null, 42, 'text', [], {}, { ...sampleManifest('k2'), extra: 1 }, { ...sampleManifest('k2'), type: 'likeness.callback/1' }, { ...sampleManifest('k2'), boundaryVersion: 1.5 }]) {
      expect(verifyManifest(bad, signature, ring)).toEqual({ valid: false, keyId: null, reason: 'malformed' });
    }
    expect(verifyManifest(sampleManifest('k2'), 42 as unknown as string, ring).reason).toBe('bad-signature');
  });

  it('a signature made with another key that claims to be k2 fails', () => {
    const manifest = sampleManifest('k2');
    const forged = createHmac('sha256', freshKey('k2').secret).update(canonicalJson(manifest)).digest('base64url');
    expect(verifyManifest(manifest, forged, ring)).toEqual({ valid: false, keyId: null, reason: 'bad-signature' });
  });
});

// Property: changing any single field of a signed manifest, or any single character of its
// signature, makes verification fail.
const manifest = sampleManifest('k2');
const signature = signManifest(manifest, ring);
const fields = Object.keys(manifest) as (keyof typeof manifest)[];
const anyJson = fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.stringMatching(/^[0-9a-f]{64}$/), fc.constantFrom('k1', 'k2', 'portrait', 'fitness', 'photoreal', 'stylised', 'conversation'));

describe('tamper resistance (property)', () => {
  it('any change to a single manifest field fails verification', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), anyJson, (field, value) => {
        fc.pre(canonicalJson(value) !== canonicalJson(manifest[field]));
        const tampered = { ...manifest, [field]: value };
        expect(verifyManifest(tampered, signature, ring).valid).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('removing a field or adding one fails verification', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ minLength: 1 }), anyJson, (field, extra, value) => {
        const { [field]: _gone, ...without } = manifest;
        expect(verifyManifest(without, signature, ring).valid).toBe(false);
        fc.pre(!(extra in manifest));
        expect(verifyManifest({ ...manifest, [extra]: value }, signature, ring).valid).toBe(false);
      }),
    );
  });

  it('any change to the signature fails verification', () => {
    fc.assert(
      fc.property(fc.nat(signature.length - 1), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/='), (at, ch) => {
        fc.pre(signature[at] !== ch);
        const tampered = signature.slice(0, at) + ch + signature.slice(at + 1);
        expect(verifyManifest(manifest, tampered, ring).valid).toBe(false);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string(), (other) => {
        fc.pre(other !== signature);
        expect(verifyManifest(manifest, other, ring).valid).toBe(false);
      }),
    );
    expect(verifyManifest(manifest, `${signature}=`, ring).valid).toBe(false);
  });
});

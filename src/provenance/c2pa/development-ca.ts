// A development certificate authority for Content Credentials: one self-signed ES256 root and
// one signing certificate it issues. C2PA validators reject a self-signed signing certificate,
// so the signer is always a CA-issued leaf with critical key usage digitalSignature, the
// documentSigning and emailProtection extended key usages and an authority key identifier.
// The root's private key is discarded once the leaf is issued: nothing else is ever signed by it.

import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

/** id-kp-documentSigning (RFC 9336). */
export const DOCUMENT_SIGNING_EKU = '1.3.6.1.5.5.7.3.36';

const ES256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const YEAR_MS = 365 * 24 * 3600 * 1000;

export interface CredentialPems {
  /** PKCS#8 PEM of the signing key. */
  signingKey: string;
  /** The signing certificate first, then any intermediates; never the root (PEM). */
  certificateChain: string;
  /** The root a verifier must trust (PEM). */
  trustAnchor: string;
}

const serial = (): string => Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex').replace(/^[89a-f]/, '1');

export async function makeDevelopmentCredentials(organisation: string, now = new Date()): Promise<CredentialPems> {
  const notBefore = new Date(now.getTime() - 3600 * 1000); // clock skew between hosts
  const rootKeys = (await webcrypto.subtle.generateKey(ES256, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${organisation} development Content Credentials root, O=${organisation}`,
    notBefore,
    notAfter: new Date(now.getTime() + 20 * YEAR_MS),
    signingAlgorithm: ES256,
    keys: rootKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const leafKeys = (await webcrypto.subtle.generateKey(ES256, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${organisation} image signing, O=${organisation}`,
    issuer: root.subject,
    notBefore,
    notAfter: new Date(now.getTime() + 10 * YEAR_MS),
    signingAlgorithm: ES256,
    publicKey: leafKeys.publicKey,
    signingKey: rootKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([DOCUMENT_SIGNING_EKU, x509.ExtendedKeyUsage.emailProtection], false),
      await x509.SubjectKeyIdentifierExtension.create(leafKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root, false),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', leafKeys.privateKey);
  return {
    signingKey: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'),
    certificateChain: `${leaf.toString('pem')}\n`,
    trustAnchor: `${root.toString('pem')}\n`,
  };
}

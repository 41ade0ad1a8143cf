// The Content Credentials signer: from C2PA_SIGNING_KEY + C2PA_CERTIFICATE_CHAIN (PEM file paths)
// when configured, otherwise a development CA kept in <DATA_DIR>/content-credentials/, made by
// the first start and reused by every later one (like the provenance key file).

import { createPublicKey, createVerify, createSign, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as x509 from '@peculiar/x509';
import { CoseAlgorithmIdentifier, LocalSigner } from '@trustnxt/c2pa-ts/cose';
import { makeDevelopmentCredentials, type CredentialPems } from './development-ca.ts';

export const CREDENTIALS_FOLDER = 'content-credentials';
const FILES = { signingKey: 'signing-key.pem', certificateChain: 'certificate-chain.pem', trustAnchor: 'trust-anchor.pem' } as const;

export interface ContentCredentials {
  signer: LocalSigner;
  /** The signing certificate (first of the chain). */
  certificate: x509.X509Certificate;
  /** Roots this deployment vouches for: the development root, or none when configured. */
  trustAnchors: x509.X509Certificate[];
  /** Where the credentials came from, for the start-up log. */
  from: string;
}

export class CredentialsError extends Error {
  readonly code = 'content_credentials_invalid';
}

function certificatesOf(pem: string, what: string): x509.X509Certificate[] {
  // The library's PEM reader, not a regular expression of ours (a lazy `[\s\S]+?` between
  // markers backtracks quadratically on a crafted file).
  let blocks: ArrayBuffer[];
  try {
    blocks = x509.PemConverter.decodeWithHeaders(pem).filter((b) => b.type === 'CERTIFICATE').map((b) => b.rawData);
  } catch {
    blocks = [];
  }
  if (blocks.length === 0) throw new CredentialsError(`${what} holds no PEM certificate`);
  return blocks.map((b) => new x509.X509Certificate(b));
}

/** Refuses a key that is not P-256 or does not belong to the first certificate (a probe signature). */
function checkPair(keyPem: string, certificate: x509.X509Certificate, what: string): Buffer {
  let der: Buffer;
  try {
    const key = createPublicKey(keyPem);
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new CredentialsError(`${what}: the signing key must be an ECDSA P-256 (ES256) key`);
    der = Buffer.from(x509.PemConverter.decodeFirst(keyPem));
  } catch (e) {
    if (e instanceof CredentialsError) throw e;
    throw new CredentialsError(`${what}: the signing key is not a PKCS#8 PEM private key`);
  }
  const probe = randomBytes(32);
  const signature = createSign('sha256').update(probe).sign(keyPem);
  const certKey = createPublicKey(certificate.toString('pem'));
  if (!createVerify('sha256').update(probe).verify(certKey, signature)) throw new CredentialsError(`${what}: the signing key does not match the first certificate of the chain`);
  return der;
}

export function credentialsOf(pems: { signingKey: string; certificateChain: string; trustAnchor?: string }, from: string): ContentCredentials {
  const chain = certificatesOf(pems.certificateChain, `${from}: the certificate chain`);
  const certificate = chain[0]!;
  if (certificate.subject === certificate.issuer) throw new CredentialsError(`${from}: the signing certificate is self-signed; C2PA validators reject it, use one issued by a CA`);
  const der = checkPair(pems.signingKey, certificate, from);
  const signer = new LocalSigner(new Uint8Array(der), CoseAlgorithmIdentifier.ES256, certificate, chain.slice(1));
  const trustAnchors = pems.trustAnchor ? certificatesOf(pems.trustAnchor, `${from}: the trust anchor`) : [];
  return { signer, certificate, trustAnchors, from };
}

const readPems = (folder: string): CredentialPems => {
  const read = (name: string): string => readFileSync(path.join(folder, name), 'utf8');
  return { signingKey: read(FILES.signingKey), certificateChain: read(FILES.certificateChain), trustAnchor: read(FILES.trustAnchor) };
};

/** Writes a fresh set into a temporary folder and renames it into place: two racing starts agree on one set. */
async function createFolder(folder: string, organisation: string): Promise<void> {
  const pems = await makeDevelopmentCredentials(organisation);
  const temp = `${folder}.${randomBytes(6).toString('hex')}.tmp`;
  mkdirSync(temp, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path.join(temp, FILES.signingKey), pems.signingKey, { mode: 0o600 });
    writeFileSync(path.join(temp, FILES.certificateChain), pems.certificateChain, { mode: 0o644 });
    writeFileSync(path.join(temp, FILES.trustAnchor), pems.trustAnchor, { mode: 0o644 });
    renameSync(temp, folder);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY') throw e;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

const exists = (folder: string): boolean => {
  try {
    readFileSync(path.join(folder, FILES.certificateChain));
    return true;
  } catch {
    return false;
  }
};

export interface CredentialsSettings {
  c2paSigningKey: string | undefined;
  c2paCertificateChain: string | undefined;
}

/** The configured credentials, else the development set in dataDir (created on first use). */
export async function loadContentCredentials(config: CredentialsSettings, dataDir: string, organisation = 'Likeness Gate'): Promise<ContentCredentials> {
  if ((config.c2paSigningKey === undefined) !== (config.c2paCertificateChain === undefined)) {
    throw new CredentialsError('C2PA_SIGNING_KEY and C2PA_CERTIFICATE_CHAIN go together: set both or neither');
  }
  if (config.c2paSigningKey !== undefined && config.c2paCertificateChain !== undefined) {
    const read = (file: string, setting: string): string => {
      try {
        return readFileSync(file, 'utf8');
      } catch (e) {
        throw new CredentialsError(`${setting}: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      }
    };
    const pems = { signingKey: read(config.c2paSigningKey, 'C2PA_SIGNING_KEY'), certificateChain: read(config.c2paCertificateChain, 'C2PA_CERTIFICATE_CHAIN') };
    return credentialsOf(pems, 'C2PA_SIGNING_KEY / C2PA_CERTIFICATE_CHAIN');
  }
  const folder = path.resolve(dataDir, CREDENTIALS_FOLDER);
  if (!exists(folder)) {
    mkdirSync(dataDir, { recursive: true });
    await createFolder(folder, organisation);
  }
  return credentialsOf(readPems(folder), folder);
}

/** A fresh development set that is never written anywhere (tests, benchmarks). */
export async function ephemeralContentCredentials(organisation = 'Likeness Gate'): Promise<ContentCredentials> {
  return credentialsOf(await makeDevelopmentCredentials(organisation), 'an in-memory development CA');
}

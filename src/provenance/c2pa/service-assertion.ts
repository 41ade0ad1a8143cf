// This service's own C2PA assertion (`com.likeness-gate.provenance`, CBOR): who is depicted,
// under which boundary set, where the licence can be looked up, and the prompt's SHA-256.
// c2pa-ts reads an assertion label it does not know as an UnknownAssertion, so reading goes
// through the raw CBOR box (serviceAssertionOf).

import { CBORBox, type IBox } from '@trustnxt/c2pa-ts/jumbf';
import { Assertion, type Manifest } from '@trustnxt/c2pa-ts/manifest';

export const SERVICE_ASSERTION_LABEL = 'com.likeness-gate.provenance';

/** The JUMBF content type of a CBOR assertion (ISO/IEC 19566-5). */
const CBOR_ASSERTION_UUID = new Uint8Array(Buffer.from('63626f72001100108000' + '00aa00389b71', 'hex'));

export interface ServiceAssertionData {
  generationId: string;
  creator: string;
  boundaryVersion: number;
  policyHash: string;
  licenceUrl: string;
  promptSha256: string;
}

export class ServiceAssertion extends Assertion {
  override label = SERVICE_ASSERTION_LABEL;
  override uuid = CBOR_ASSERTION_UUID;
  constructor(readonly data: ServiceAssertionData) {
    super();
  }
  readContentFromJUMBF(): void {
    // Written only; reading uses serviceAssertionOf.
  }
  generateJUMBFBoxForContent(): IBox {
    const box = new CBORBox();
    box.content = { ...this.data };
    return box;
  }
}

const FIELDS: Record<keyof ServiceAssertionData, 'string' | 'number'> = {
  generationId: 'string',
  creator: 'string',
  boundaryVersion: 'number',
  policyHash: 'string',
  licenceUrl: 'string',
  promptSha256: 'string',
};

/** The service assertion of a manifest read back, or null when it is absent or not the expected shape. */
export function serviceAssertionOf(manifest: Manifest): ServiceAssertionData | null {
  const found = manifest.assertions?.assertions.find((a) => a.label === SERVICE_ASSERTION_LABEL);
  const box = found?.sourceBox?.contentBoxes[0];
  if (!(box instanceof CBORBox)) return null;
  const content = box.content as Record<string, unknown> | null;
  if (typeof content !== 'object' || content === null) return null;
  for (const [field, type] of Object.entries(FIELDS)) if (typeof content[field] !== type) return null;
  const { generationId, creator, boundaryVersion, policyHash, licenceUrl, promptSha256 } = content as unknown as ServiceAssertionData;
  return { generationId, creator, boundaryVersion, policyHash, licenceUrl, promptSha256 };
}

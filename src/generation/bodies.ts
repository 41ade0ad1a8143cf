// The two answers of generate, exactly as the spec names their fields: the Refusal (403) and the
// GenerationResult (200).

import type { Refusal } from '../gate/types.ts';
import type { BoundaryStamp } from '../program/types.ts';
import type { Manifest } from '../provenance/types.ts';
import type { ChargeSource, RenderState } from '../store/orm/entities/generation.ts';

export interface RefusalBody {
  id: string;
  decision: 'refuse';
  refusal: Refusal;
  boundary: BoundaryStamp;
}

export interface GenerationResultBody {
  id: string;
  decision: 'allow' | 'allow_with_advisory';
  advisories: string[];
  boundary: BoundaryStamp;
  credits: { charged: number; cost: number; remaining: number; source: ChargeSource };
  render: { state: RenderState; detail: string; url: string; contentHash: string; watermarked: boolean };
  provenance: { manifest: Manifest; signature: string; verify: string };
}

export const verifyUrl = (origin: string, id: string): string => `${origin}/api/v1/provenance/${id}`;

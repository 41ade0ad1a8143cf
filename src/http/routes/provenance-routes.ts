// The provenance and licence endpoints, in the order the OpenAPI document lists them.

import type { RouteDef } from '../route.ts';
import { creatorUsageRoute } from './creator-usage.ts';
import { getProvenance } from './get-provenance.ts';
import { revokeConsentRoute } from './revoke-consent.ts';
import { revokeLicenceRoute } from './revoke-licence.ts';
import { verifyProvenanceRoute } from './verify-provenance.ts';
import { verifyImageRoute } from './verify-image.ts';

export const provenanceRoutes: RouteDef[] = [getProvenance, verifyProvenanceRoute, verifyImageRoute, revokeConsentRoute, revokeLicenceRoute, creatorUsageRoute];

// Generated from the Likeness Gate OpenAPI document by `npm run build:client`: do not edit.
export interface paths {
    "/api/v1/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Evaluate a generation request against the live boundary set without generating, charging or recording anything. */
        post: operations["check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active creators with a summary of their boundary set (never padded; empty when none is active). */
        get: operations["listCreators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's public profile. */
        get: operations["getCreator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/boundaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The machine-readable boundary set (effective forbidden list with sources: platform and adult categories by id, label and description, the creator's own with their terms; contexts, ceiling, caps, requirements) and its version history. */
        get: operations["getBoundaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/boundaries/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed in what the gate enforces between two versions, each change labelled loosens, tightens or neutral. Platform prohibitions and adult categories are named, never their terms (a change inside one is category-changed). */
        get: operations["diffBoundaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/boundaries/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of a boundary set, with its source file. */
        get: operations["getBoundaryVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/consent/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke consent: the creator's boundary set and every licence issued for them (creator's own account). */
        post: operations["revokeConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the creator's public profile: bio, links and sample images (creator's own account). */
        put: operations["putCreatorProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creators/{slug}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage of the creator's likeness: images with licences, refusals by rule, per-day counts (creator's own account).
         * @description Images are allowed generations, newest first, one page at a time: pass `nextCursor` as `cursor` for the next page (generations made meanwhile never shift later pages). Refusals and per-day counts cover the whole range. Prompts are never stored; a refusal shows only its rule, category and matched term.
         */
        get: operations["getCreatorUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference: this document drawn by a viewer served from this site (the same page as /docs/reference). */
        get: operations["docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Evaluate a generation request against the live boundary set and, only if authorised, render it with a signed provenance manifest. */
        post: operations["generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/licences/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one generation's licence (the creator's own account, or an operator). */
        post: operations["revokeLicence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document. */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provenance/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provenance record of a generation: decision, manifest, signature (re-verified now) and licence state. */
        get: operations["getProvenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provenance/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a manifest and its signature: intact, which key, which record, still licensed. */
        post: operations["verifyProvenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/provenance/verify-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an image: intact against its embedded manifest, Content Credentials valid, which creator, still licensed.
         * @description Send the PNG itself as the request body (`Content-Type: image/png`). The answer is a 200 verdict for any PNG, with or without a manifest.
         */
        post: operations["verifyImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/takedowns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The takedown queue (reviewer or operator key): overdue reports first, then by due time. */
        get: operations["listTakedowns"];
        put?: never;
        /** Report an image or a use of a likeness for takedown. Reviewers answer within 48 hours. */
        post: operations["fileTakedown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/takedowns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One takedown report and how it was resolved (reviewer or operator key). */
        get: operations["getTakedown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/takedowns/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Action an open takedown: revoke the named generation's licence, or every licence of a creator (reviewer or operator key; audited). */
        post: operations["actionTakedown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/takedowns/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an open takedown with a reason (reviewer or operator key; audited). */
        post: operations["dismissTakedown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verification/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The verification provider's signed callback setting an account's verification level (audited). */
        post: operations["verificationCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhook endpoints (secrets are never listed).
         * @description Events, payloads, signatures and retries: docs/webhooks.md.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint; the answer holds its signing secret, shown only this once.
         * @description Events, payloads, signatures and retries: docs/webhooks.md.
         */
        post: operations["registerWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint; its pending deliveries are dropped. */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An endpoint's deliveries, newest event first, each with every attempt (time, status code, error). */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (shown only this once); the old one also signs until previousSecretValidUntil. */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (same event id, so a receiver that already processed it can ignore it). */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{hash}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A generated image (watermarked, manifest embedded), by content hash, while its licence is active. */
        get: operations["getImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FieldError: {
            /** @description what the field must be */
            expected?: string;
            /** @enum {string} */
            in: "body" | "query" | "path" | "header";
            message: string;
            /** @description RFC 6901 JSON pointer to the invalid field in the request (`/prompt`); `` is the whole body */
            pointer: string;
        };
        GenerationResult: {
            /** @description session cap or variety nudge advisories; surface them */
            advisories: string[];
            boundary: {
                enforcedForbidden: string[];
                policyHash: string;
                version: number;
            };
            credits: {
                /** @description 0 unless an image exists */
                charged: number;
                cost: number;
                /** @description the spendable balance after this request */
                remaining: number;
                /**
                 * @description the first pot the charge came from; none when nothing was charged
                 * @enum {string}
                 */
                source: "free" | "credits" | "subscription" | "none";
            };
            /** @enum {string} */
            decision: "allow" | "allow_with_advisory";
            /** @description record identifier (gen_…), usable in provenance lookup */
            id: string;
            provenance: {
                /** @description the signed provenance manifest (docs/provenance.md) */
                manifest: {
                    boundaryVersion: number;
                    contentHash: string | null;
                    /** @enum {string} */
                    context: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                    creator: string;
                    id: string;
                    /** Format: date-time */
                    issuedAt: string;
                    keyId: string;
                    /** @enum {string} */
                    mode: "image" | "conversation";
                    policyHash: string;
                    promptSha256: string;
                    /** @enum {string} */
                    realism: "stylised" | "illustrative" | "photoreal";
                    requester: string;
                    /** @constant */
                    type: "likeness.manifest/1";
                };
                /** @description base64url HMAC-SHA256 over the RFC 8785 canonical manifest */
                signature: string;
                /**
                 * Format: uri
                 * @description absolute URL of the provenance record
                 */
                verify: string;
            };
            render: {
                /** @description SHA-256 of the served bytes; empty string unless rendered */
                contentHash: string;
                detail: string;
                /** @enum {string} */
                state: "rendered" | "unavailable" | "declined" | "skipped";
                /** @description absolute URL of the image; empty string unless rendered */
                url: string | "";
                watermarked: boolean;
            };
        };
        ImageVerdict: {
            contentCredentials: {
                /** @description C2PA validation status codes of the failures */
                failures: string[];
                /** @description generation id in the service's own assertion (com.likeness-gate.provenance) */
                generationId: string | null;
                /** @description issuer of the signing certificate */
                issuer: string | null;
                /** @description a C2PA manifest store is embedded (caBX chunk) */
                present: boolean;
                /** @description the signing certificate is this service's */
                signedByThisService: boolean;
                /** @description subject of the signing certificate */
                signer: string | null;
                /** @description the C2PA validator found no failure: COSE signature, hard binding over the bytes, assertion hashes */
                valid: boolean;
            };
            /** @description the image bytes (without the provenance and C2PA chunks) hash to manifest.contentHash */
            contentHashMatches: boolean;
            /** @description who is depicted, from the verified manifest */
            creator: string | null;
            /** @description the generation the verified manifest names */
            generationId: string | null;
            /** @description the embedded manifest signature verifies and the image without the manifest chunks hashes to manifest.contentHash */
            intact: boolean;
            /** @description the provenance key that verified it, or the unknown one the manifest names */
            keyId: string | null;
            licence: {
                reason: string | null;
                /** @description ISO 8601; null while active, and for a generation that never had a licence */
                revokedAt: string | null;
                /** @enum {string} */
                status: "active" | "revoked";
            } | null;
            /** @description intact, on record, and its licence is active */
            licensed: boolean;
            note: string;
            /** @enum {string} */
            reason: "ok" | "damaged" | "no-manifest" | "malformed" | "unknown-key" | "bad-signature" | "content-changed";
            /** @description the generation on record whose stored manifest is exactly the embedded one */
            record: string | null;
            /** @description the embedded manifest and signature verify (HMAC) */
            signatureValid: boolean;
        };
        Problem: {
            /** @description stable machine-readable code */
            code: string;
            /** @description another way to reach a person (a rate-limited takedown report: the reviewers) */
            contact?: string;
            detail: string;
            /** @description every invalid field (400 only) */
            errors?: components["schemas"]["FieldError"][];
            instance?: string;
            status: number;
            title: string;
            /** @description URI naming the problem type */
            type: string;
        };
        Refusal: {
            boundary: {
                enforcedForbidden: string[];
                policyHash: string;
                version: number;
            };
            /** @constant */
            decision: "refuse";
            /** @description record identifier (gen_…), usable in provenance lookup */
            id: string;
            refusal: {
                category: string;
                evidence: string;
                message: string;
                /** @enum {string} */
                rule: "creator_unavailable" | "consent_revoked" | "platform_prohibition" | "forbidden_depiction" | "excluded_brand" | "context_not_permitted" | "realism_exceeds_ceiling" | "conversation_not_licensed" | "age_verification_required" | "identity_verification_required" | "session_cap_reached" | "insufficient_credit";
            };
        };
        WebhookDelivery: {
            attempts: {
                /** @description 1 for the first attempt, counting on through redeliveries */
                attempt: number;
                /** Format: date-time */
                attemptedAt: string;
                durationMs: number;
                /** @description why the attempt failed (`HTTP 500`, `ECONNREFUSED`, `timed out`); null when received */
                error: string | null;
                /** @description the receiver's HTTP status; null when it never answered */
                statusCode: number | null;
            }[];
            deliveredAt: string | null;
            /** @description `msg_…`: the `webhook-id` header of every attempt */
            eventId: string;
            /** @description `whd_…`: redeliver with this id */
            id: string;
            nextAttemptAt: string | null;
            /** Format: date-time */
            occurredAt: string;
            /**
             * @description `pending` (will be tried at nextAttemptAt), `delivered` (a 2xx answer) or `failed` (every attempt failed)
             * @enum {string}
             */
            state: "pending" | "delivered" | "failed";
            /**
             * @description `licence.revoked` or `generation.completed`
             * @enum {string}
             */
            type: "licence.revoked" | "generation.completed";
        };
        WebhookEndpoint: {
            /** Format: date-time */
            createdAt: string;
            eventTypes: ("licence.revoked" | "generation.completed")[];
            /** @description `whe_…` */
            id: string;
            /** @description until when the secret replaced by the last rotation still signs deliveries; null: no rotation in grace */
            previousSecretValidUntil: string | null;
            url: string;
        };
        WebhookEndpointWithSecret: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description `whsec_…` (Standard Webhooks): shown only now; verify deliveries with it */
            secret: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    context: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                    /** @description the creator's slug */
                    creator: string;
                    /**
                     * @default image
                     * @enum {string}
                     */
                    mode?: "image" | "conversation";
                    prompt: string;
                    /**
                     * @default illustrative
                     * @enum {string}
                     */
                    realism?: "stylised" | "illustrative" | "photoreal";
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description the evaluation (a refusal is a 200 here) */
            200: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        advisories: string[];
                        boundary: {
                            enforcedForbidden: string[];
                            policyHash: string;
                            version: number;
                        };
                        creator: string;
                        credits: {
                            /** @description the requester's spendable balance now */
                            available: number;
                            /** @description what generate would charge for an image */
                            cost: number;
                            /** @description whether the balance covers the cost */
                            sufficient: boolean;
                        };
                        /** @enum {string} */
                        decision: "allow" | "allow_with_advisory" | "refuse";
                        refusal?: {
                            category: string;
                            evidence: string;
                            message: string;
                            /** @enum {string} */
                            rule: "creator_unavailable" | "consent_revoked" | "platform_prohibition" | "forbidden_depiction" | "excluded_brand" | "context_not_permitted" | "realism_exceeds_ceiling" | "conversation_not_licensed" | "age_verification_required" | "identity_verification_required" | "session_cap_reached" | "insufficient_credit";
                        };
                    };
                };
            };
            /** @description problem+json. `invalid_request` (or `malformed_json`): the body does not match the schema. `unsupported_language`: the prompt or reference is written in a language the gate does not read (English); `detail` names the language detected, `errors[].pointer` is `/prompt` or `/reference`, and nothing was judged, recorded or charged. */
            400: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such creator */
            404: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCreators: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description page size, 1-100 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of the directory */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creators: {
                            boundariesUrl: string;
                            boundary: {
                                adultOpened: string[];
                                caps: {
                                    sessionCap: {
                                        /** @enum {string} */
                                        enforcement: "advisory" | "block";
                                        limit: number;
                                        window: string;
                                        windowSeconds: number;
                                    } | null;
                                    varietyNudge: {
                                        repeats: number;
                                        window: string;
                                        windowSeconds: number;
                                    } | null;
                                };
                                contexts: ("portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised")[];
                                conversationLicensed: boolean;
                                enforcedForbidden: string[];
                                enforcedForbiddenLabels: {
                                    id: string;
                                    label: string;
                                }[];
                                policyHash: string;
                                /** @enum {string} */
                                realismCeiling: "stylised" | "illustrative" | "photoreal";
                                revoked: boolean;
                                version: number;
                            } | null;
                            displayName: string;
                            profileUrl: string;
                            slug: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCreator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the public profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description their avatar (256 px square WebP, same origin), or null */
                        avatarUrl: string | null;
                        /** @description the creator's own words (plain text, at most 600 characters); null when they wrote none */
                        bio: string | null;
                        boundariesUrl: string;
                        boundary: {
                            adultOpened: string[];
                            caps: {
                                sessionCap: {
                                    /** @enum {string} */
                                    enforcement: "advisory" | "block";
                                    limit: number;
                                    window: string;
                                    windowSeconds: number;
                                } | null;
                                varietyNudge: {
                                    repeats: number;
                                    window: string;
                                    windowSeconds: number;
                                } | null;
                            };
                            contexts: ("portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised")[];
                            conversationLicensed: boolean;
                            enforcedForbidden: string[];
                            enforcedForbiddenLabels: {
                                id: string;
                                label: string;
                            }[];
                            policyHash: string;
                            /** @enum {string} */
                            realismCeiling: "stylised" | "illustrative" | "photoreal";
                            revoked: boolean;
                            version: number;
                        } | null;
                        displayName: string;
                        /** @description up to five https links the creator chose */
                        links: string[];
                        listedSince: string;
                        slug: string;
                        /** @constant */
                        status: "active";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description creator not listed (unknown or not active) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBoundaries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the current boundary set, newest history entry first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adultOpened: string[];
                        brands: {
                            id: string;
                            label: string;
                            terms: string[];
                        }[];
                        caps: {
                            sessionCap: {
                                /** @enum {string} */
                                enforcement: "advisory" | "block";
                                limit: number;
                                window: string;
                                windowSeconds: number;
                            } | null;
                            varietyNudge: {
                                repeats: number;
                                window: string;
                                windowSeconds: number;
                            } | null;
                        };
                        /** @enum {string} */
                        cause: "creator-published" | "operator-published" | "platform-published" | "reviewer-published";
                        causeDetail: string;
                        contexts: ("portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised")[];
                        conversationLicensed: boolean;
                        creator: string;
                        enforcedForbidden: string[];
                        forbidden: {
                            /** @description what the category covers, in plain words (the label when the policy gives none) */
                            description: string;
                            id: string;
                            label: string;
                            /** @enum {string} */
                            source: "platform" | "adult" | "creator";
                            /** @description the creator's own terms; absent for platform prohibitions and adult categories, whose term lists are not published */
                            terms?: string[];
                        }[];
                        history: {
                            /** @enum {string} */
                            cause: "creator-published" | "operator-published" | "platform-published" | "reviewer-published";
                            causeDetail: string;
                            madeBy: {
                                /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                                id: string | null;
                                /**
                                 * @description who: the creator, an operator, a platform change or a reviewer
                                 * @enum {string}
                                 */
                                kind: "creator" | "operator" | "platform" | "reviewer";
                            };
                            policyHash: string;
                            /** Format: date-time */
                            publishedAt: string;
                            /** @description why this version was made */
                            reason: string;
                            /** @description this version opened a new set after the previous one was revoked */
                            reopensConsent: boolean;
                            /** @description e.g. "consent revoked by the creator" */
                            revocationSummary: string | null;
                            revokedAt: string | null;
                            revokedBy: {
                                /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                                id: string | null;
                                /**
                                 * @description who: the creator, an operator, a platform change or a reviewer
                                 * @enum {string}
                                 */
                                kind: "creator" | "operator" | "platform" | "reviewer";
                            } | null;
                            revokedReason: string | null;
                            /** @description e.g. "published by the creator", "consent reopened by operator operator:cli: <reason>" */
                            summary: string;
                            version: number;
                        }[];
                        madeBy: {
                            /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                            id: string | null;
                            /**
                             * @description who: the creator, an operator, a platform change or a reviewer
                             * @enum {string}
                             */
                            kind: "creator" | "operator" | "platform" | "reviewer";
                        };
                        policyHash: string;
                        /** Format: date-time */
                        publishedAt: string;
                        /** @enum {string} */
                        realismCeiling: "stylised" | "illustrative" | "photoreal";
                        /** @description why this version was made */
                        reason: string;
                        /** @description this version opened a new set after the previous one was revoked */
                        reopensConsent: boolean;
                        requirements: {
                            ageAssurance: boolean;
                            identityFor: ("stylised" | "illustrative" | "photoreal")[];
                        };
                        /** @description e.g. "consent revoked by the creator" */
                        revocationSummary: string | null;
                        revokedAt: string | null;
                        revokedBy: {
                            /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                            id: string | null;
                            /**
                             * @description who: the creator, an operator, a platform change or a reviewer
                             * @enum {string}
                             */
                            kind: "creator" | "operator" | "platform" | "reviewer";
                        } | null;
                        revokedReason: string | null;
                        /** @description e.g. "published by the creator", "consent reopened by operator operator:cli: <reason>" */
                        summary: string;
                        version: number;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description creator not listed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no boundary set on file */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    diffBoundaries: {
        parameters: {
            query: {
                /** @description older version */
                from: number;
                /** @description newer version */
                to: number;
            };
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the semantic diff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            after: unknown;
                            before: unknown;
                            category?: string;
                            /** @enum {string} */
                            effect: "loosens" | "tightens" | "neutral";
                            kind: string;
                            /** @enum {string} */
                            rule?: "platform_prohibition" | "forbidden_depiction" | "excluded_brand";
                            summary: string;
                        }[];
                        creator: string;
                        from: {
                            policyHash: string;
                            version: number;
                        };
                        /** @description what happened between the two versions, oldest first: who published each version, revocations and reopenings of consent */
                        history: string[];
                        loosens: boolean;
                        tightens: boolean;
                        to: {
                            policyHash: string;
                            version: number;
                        };
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description creator not listed, or no such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no boundary set on file */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBoundaryVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
                /** @description boundary version, from 1 */
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description that version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adultOpened: string[];
                        brands: {
                            id: string;
                            label: string;
                            terms: string[];
                        }[];
                        caps: {
                            sessionCap: {
                                /** @enum {string} */
                                enforcement: "advisory" | "block";
                                limit: number;
                                window: string;
                                windowSeconds: number;
                            } | null;
                            varietyNudge: {
                                repeats: number;
                                window: string;
                                windowSeconds: number;
                            } | null;
                        };
                        /** @enum {string} */
                        cause: "creator-published" | "operator-published" | "platform-published" | "reviewer-published";
                        causeDetail: string;
                        contexts: ("portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised")[];
                        conversationLicensed: boolean;
                        creator: string;
                        enforcedForbidden: string[];
                        fileName: string;
                        forbidden: {
                            /** @description what the category covers, in plain words (the label when the policy gives none) */
                            description: string;
                            id: string;
                            label: string;
                            /** @enum {string} */
                            source: "platform" | "adult" | "creator";
                            /** @description the creator's own terms; absent for platform prohibitions and adult categories, whose term lists are not published */
                            terms?: string[];
                        }[];
                        madeBy: {
                            /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                            id: string | null;
                            /**
                             * @description who: the creator, an operator, a platform change or a reviewer
                             * @enum {string}
                             */
                            kind: "creator" | "operator" | "platform" | "reviewer";
                        };
                        policyHash: string;
                        /** Format: date-time */
                        publishedAt: string;
                        /** @enum {string} */
                        realismCeiling: "stylised" | "illustrative" | "photoreal";
                        /** @description why this version was made */
                        reason: string;
                        /** @description this version opened a new set after the previous one was revoked */
                        reopensConsent: boolean;
                        requirements: {
                            ageAssurance: boolean;
                            identityFor: ("stylised" | "illustrative" | "photoreal")[];
                        };
                        /** @description e.g. "consent revoked by the creator" */
                        revocationSummary: string | null;
                        revokedAt: string | null;
                        revokedBy: {
                            /** @description `account:<id>`, `operator:cli`, `system:start`; null when not recorded */
                            id: string | null;
                            /**
                             * @description who: the creator, an operator, a platform change or a reviewer
                             * @enum {string}
                             */
                            kind: "creator" | "operator" | "platform" | "reviewer";
                        } | null;
                        revokedReason: string | null;
                        source: string;
                        /** @description e.g. "published by the creator", "consent reopened by operator operator:cli: <reason>" */
                        summary: string;
                        version: number;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description creator not listed, or no such version */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no boundary set on file */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description why; kept with the revocation and in the audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description consent revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the set was revoked before; its first time and reason are kept */
                        alreadyRevoked: boolean;
                        creator: string;
                        /** @description licences revoked by this call */
                        licencesRevoked: number;
                        reason: string;
                        /** Format: date-time */
                        revokedAt: string;
                        /** @description the boundary version now revoked */
                        version: number;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the key's account is not this creator's account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the creator has no boundary set */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCreatorProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description plain text; at most 600 characters once trimmed; empty for none */
                    bio: string;
                    /** @description at most 5 https links without user name or password */
                    links: string[];
                    /** @description generation ids of the creator's own licensed images, in the order to show them; left out: unchanged */
                    samples?: string[];
                };
            };
        };
        responses: {
            /** @description the profile as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                        bio: string | null;
                        links: string[];
                        /** @description the chosen sample generation ids */
                        samples: string[];
                        slug: string;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the key's account is not this creator's account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such creator */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCreatorUsage: {
        parameters: {
            query?: {
                /** @description only generations and refusals in this context */
                context?: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                /** @description `nextCursor` of the previous page */
                cursor?: string;
                /** @description first day included (UTC, `YYYY-MM-DD`); default 29 days before `to` */
                from?: string;
                /** @description only images whose licence is `active` or `revoked`; default `any` (refusals and per-day counts ignore it) */
                licence?: "any" | "active" | "revoked";
                /** @description images per page, 1-100 */
                limit?: number;
                /** @description last day included (UTC, `YYYY-MM-DD`); default today, or 365 days after `from` when that is earlier */
                to?: string;
            };
            header?: never;
            path: {
                /** @description the creator's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the usage report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creator: string;
                        /** @description allowed generations of the likeness, newest first (one page) */
                        images: {
                            /** @enum {string} */
                            context: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            decision: "allow" | "allow_with_advisory" | "refuse";
                            /** @description the generation id (`gen_…`); its provenance record is at /api/v1/provenance/{id} */
                            id: string;
                            /** @description null when no image was rendered (conversation mode, renderer off or unavailable) */
                            image: {
                                contentHash: string;
                                /** @description `/images/{hash}.png`: served while the licence is active, 410 once revoked */
                                url: string;
                            } | null;
                            licence: {
                                reason: string | null;
                                /** @enum {string} */
                                status: "active" | "revoked";
                            } | null;
                            /** @enum {string} */
                            mode: "image" | "conversation";
                            /** @enum {string} */
                            realism: "stylised" | "illustrative" | "photoreal";
                            /** @description the requester's display name; null when they have set none */
                            requester: string | null;
                        }[];
                        /** @description pass as `cursor` for the next page; null on the last page */
                        nextCursor: string | null;
                        /** @description one entry per day of the range */
                        perDay: {
                            date: string;
                            generations: number;
                            refusals: number;
                        }[];
                        /** @description the days covered, both included (UTC) */
                        range: {
                            from: string;
                            to: string;
                        };
                        /** @description every refused request in the range, grouped by rule and category, most frequent first */
                        refusals: {
                            groups: {
                                category: string | null;
                                count: number;
                                /** @description what the refusals named (`matched term "beer"`, a crossed threshold), most frequent first; never the prompt, which is not stored */
                                evidence: {
                                    count: number;
                                    text: string;
                                }[];
                                /** @enum {string} */
                                rule: "creator_unavailable" | "consent_revoked" | "platform_prohibition" | "forbidden_depiction" | "excluded_brand" | "context_not_permitted" | "realism_exceeds_ceiling" | "conversation_not_licensed" | "age_verification_required" | "identity_verification_required" | "session_cap_reached" | "insufficient_credit" | "unknown";
                            }[];
                            total: number;
                        };
                        totals: {
                            generations: number;
                            refusals: number;
                        };
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the key's account is not this creator's account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    generate: {
        parameters: {
            query?: never;
            header?: {
                /** @description up to 200 printable ASCII characters; a retry with the same key and body returns the first result (same id, no second charge) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    context: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                    /** @description the creator's slug */
                    creator: string;
                    /**
                     * @default image
                     * @enum {string}
                     */
                    mode?: "image" | "conversation";
                    prompt: string;
                    /**
                     * @default illustrative
                     * @enum {string}
                     */
                    realism?: "stylised" | "illustrative" | "photoreal";
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description authorised: GenerationResult (check render.state: authorised and rendered are different outcomes) */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key (nothing was charged again) */
                    "Idempotent-Replayed"?: "true";
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationResult"];
                };
            };
            /** @description problem+json. `invalid_request` (or `malformed_json`): the body does not match the schema. `unsupported_language`: the prompt or reference is written in a language the gate does not read (English); `detail` names the language detected, `errors[].pointer` is `/prompt` or `/reference`, and nothing was judged, recorded or charged. */
            400: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description refused by the consent gate: Refusal */
            403: {
                headers: {
                    /** @description `true` when this is the stored answer to an earlier request with the same Idempotency-Key */
                    "Idempotent-Replayed"?: "true";
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description no such creator */
            404: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description a request with this Idempotency-Key is still in progress */
            409: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this Idempotency-Key was already used with a different body */
            422: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeLicence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description generation id, `gen_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description why; kept with the revocation and in the audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description the licence is revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false when it was already revoked (the first time and reason are kept) */
                        changed: boolean;
                        creator: string;
                        id: string;
                        licence: {
                            reason: string | null;
                            /** @description ISO 8601; null while active, and for a generation that never had a licence */
                            revokedAt: string | null;
                            /** @enum {string} */
                            status: "active" | "revoked";
                        };
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description neither the depicted creator's account nor an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such generation */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the generation has no licence (it was refused) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProvenance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description generation id, `gen_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the provenance record */
            200: {
                headers: {
                    /** @description `no-store`: the licence state can change at any time */
                    "Cache-Control"?: string;
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creator: string | null;
                        /** @enum {string} */
                        decision: "allow" | "allow_with_advisory" | "refuse";
                        id: string;
                        licence: {
                            reason: string | null;
                            /** @description ISO 8601; null while active, and for a generation that never had a licence */
                            revokedAt: string | null;
                            /** @enum {string} */
                            status: "active" | "revoked";
                        };
                        /** @description true only when a manifest exists, its signature verifies and the licence is active: the one field to branch on */
                        licensed: boolean;
                        manifest: ({
                            boundaryVersion: number;
                            contentHash: string | null;
                            /** @enum {string} */
                            context: "portrait" | "fashion-editorial" | "fitness" | "cosplay" | "brand-endorsement" | "music-performance" | "gaming-avatar" | "seasonal-holiday" | "travel-lifestyle" | "fan-art-stylised";
                            creator: string;
                            id: string;
                            /** Format: date-time */
                            issuedAt: string;
                            keyId: string;
                            /** @enum {string} */
                            mode: "image" | "conversation";
                            policyHash: string;
                            promptSha256: string;
                            /** @enum {string} */
                            realism: "stylised" | "illustrative" | "photoreal";
                            requester: string;
                            /** @constant */
                            type: "likeness.manifest/1";
                        } | {
                            [key: string]: unknown;
                        }) | null;
                        note: string;
                        signature: string | null;
                        /** @description the stored manifest and signature are intact (false when there is none) */
                        signatureValid: boolean;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such generation */
            404: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyProvenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the manifest exactly as issued (provenance.manifest, or read from the PNG) */
                    manifest: {
                        [key: string]: unknown;
                    };
                    /** @description provenance.signature */
                    signature: string;
                    /** @description ignored: lets a client post the `provenance` object of a GenerationResult as it is */
                    verify?: string;
                };
            };
        };
        responses: {
            /** @description the verdict (an invalid signature is still a 200) */
            200: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the key that verified it */
                        keyId: string | null;
                        /** @description the record's licence; null without a record or when it never had one */
                        licence: {
                            reason: string | null;
                            /** @description ISO 8601; null while active, and for a generation that never had a licence */
                            revokedAt: string | null;
                            /** @enum {string} */
                            status: "active" | "revoked";
                        } | null;
                        /** @description valid, on record, and its licence is active */
                        licensed: boolean;
                        note: string;
                        /** @enum {string} */
                        reason: "ok" | "unknown-key" | "bad-signature" | "malformed";
                        /** @description the generation whose stored manifest is exactly this one, or null */
                        record: string | null;
                        /** @description the manifest is well formed and the signature matches it under the key it names */
                        valid: boolean;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Rate limited: retry after `Retry-After` seconds. */
            429: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description PNG image, at most 16777216 bytes */
        requestBody: {
            content: {
                "image/png": string;
            };
        };
        responses: {
            /** @description the verdict (an altered or foreign image is still a 200) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageVerdict"];
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTakedowns: {
        parameters: {
            query?: {
                /** @description page size, 1-200 */
                limit?: number;
                offset?: number;
                /** @description which reports; default `open` */
                status?: "open" | "actioned" | "dismissed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of the queue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        takedowns: {
                            creator: string | null;
                            detail: string;
                            /** Format: date-time */
                            dueAt: string;
                            generationId: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                            /** @description still open after its due time */
                            overdue: boolean;
                            /** Format: date-time */
                            receivedAt: string;
                            /** @description what the reviewer should check about the reported references, e.g. an unknown generation id */
                            referenceFlags: string[];
                            reporterEmail: string | null;
                            resolution: {
                                /** @enum {string} */
                                action: "revoke-generation" | "revoke-creator" | "dismiss";
                                at: string;
                                /** @description the reviewer (`account:<id>`) or `operator:cli` */
                                by: string;
                                /** @description the target and what was revoked */
                                detail: {
                                    [key: string]: unknown;
                                };
                                reason: string;
                            } | null;
                            /** @enum {string} */
                            status: "open" | "actioned" | "dismissed";
                        }[];
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the account is not a reviewer or operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fileTakedown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the creator's slug, if known; an unknown one is accepted and flagged for the reviewer */
                    creator?: string;
                    /** @description what is wrong and where it was seen */
                    detail: string;
                    /** @description the generation id (`gen_…`) from the image or its provenance record, if known; an unknown one is accepted and flagged for the reviewer */
                    generationId?: string;
                    /** @enum {string} */
                    kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                    /**
                     * Format: email
                     * @description for follow-up questions; never shown publicly
                     */
                    reporterEmail?: string;
                };
            };
        };
        responses: {
            /** @description recorded; a well-formed but unknown generation id or creator is flagged for the reviewer */
            201: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: date-time
                         * @description 48 hours after intake, stamped by the database
                         */
                        dueAt: string;
                        /** @description `tdn_…` */
                        id: string;
                        /** @enum {string} */
                        kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                        /** Format: date-time */
                        receivedAt: string;
                        /** @enum {string} */
                        status: "open" | "actioned" | "dismissed";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description too many accepted reports from this address; the problem names another way to reach the reviewers (`contact`) */
            429: {
                headers: {
                    /** @description The limit, what remains of it and seconds until it resets: `limit=60, remaining=59, reset=60` (draft-ietf-httpapi-ratelimit-headers). */
                    RateLimit?: string;
                    /** @description The quota and its window in seconds: `60;w=60`. */
                    "RateLimit-Policy"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTakedown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `tdn_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creator: string | null;
                        detail: string;
                        /** Format: date-time */
                        dueAt: string;
                        generationId: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                        /** @description still open after its due time */
                        overdue: boolean;
                        /** Format: date-time */
                        receivedAt: string;
                        /** @description what the reviewer should check about the reported references, e.g. an unknown generation id */
                        referenceFlags: string[];
                        reporterEmail: string | null;
                        resolution: {
                            /** @enum {string} */
                            action: "revoke-generation" | "revoke-creator" | "dismiss";
                            at: string;
                            /** @description the reviewer (`account:<id>`) or `operator:cli` */
                            by: string;
                            /** @description the target and what was revoked */
                            detail: {
                                [key: string]: unknown;
                            };
                            reason: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "actioned" | "dismissed";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the account is not a reviewer or operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such takedown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    actionTakedown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `tdn_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "revoke-generation" | "revoke-creator";
                    /** @description revoke-creator: the creator's slug, when not the report's own */
                    creator?: string;
                    /** @description revoke-generation: the generation to revoke, when not the report's own */
                    generationId?: string;
                    /** @description why; kept with the takedown and in the audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description the actioned report; `resolution.detail` says what was revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creator: string | null;
                        detail: string;
                        /** Format: date-time */
                        dueAt: string;
                        generationId: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                        /** @description still open after its due time */
                        overdue: boolean;
                        /** Format: date-time */
                        receivedAt: string;
                        /** @description what the reviewer should check about the reported references, e.g. an unknown generation id */
                        referenceFlags: string[];
                        reporterEmail: string | null;
                        resolution: {
                            /** @enum {string} */
                            action: "revoke-generation" | "revoke-creator" | "dismiss";
                            at: string;
                            /** @description the reviewer (`account:<id>`) or `operator:cli` */
                            by: string;
                            /** @description the target and what was revoked */
                            detail: {
                                [key: string]: unknown;
                            };
                            reason: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "actioned" | "dismissed";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the account is not a reviewer or operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such takedown, or the generation or creator to revoke does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the takedown is already closed, or the generation has no licence (a refusal) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description neither the report nor the body names what to revoke */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    dismissTakedown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `tdn_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description why; kept with the takedown and in the audit log */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description the dismissed report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creator: string | null;
                        detail: string;
                        /** Format: date-time */
                        dueAt: string;
                        generationId: string | null;
                        id: string;
                        /** @enum {string} */
                        kind: "non-consensual" | "boundary-breach" | "revocation" | "impersonation" | "other";
                        /** @description still open after its due time */
                        overdue: boolean;
                        /** Format: date-time */
                        receivedAt: string;
                        /** @description what the reviewer should check about the reported references, e.g. an unknown generation id */
                        referenceFlags: string[];
                        reporterEmail: string | null;
                        resolution: {
                            /** @enum {string} */
                            action: "revoke-generation" | "revoke-creator" | "dismiss";
                            at: string;
                            /** @description the reviewer (`account:<id>`) or `operator:cli` */
                            by: string;
                            /** @description the target and what was revoked */
                            detail: {
                                [key: string]: unknown;
                            };
                            reason: string;
                        } | null;
                        /** @enum {string} */
                        status: "open" | "actioned" | "dismissed";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the account is not a reviewer or operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such takedown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the takedown is already closed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verificationCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accountId: string;
                    /** @description the provider's unique event id */
                    eventId: string;
                    /** @enum {string} */
                    level: "none" | "age" | "identity";
                };
            };
        };
        responses: {
            /** @description level recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: string;
                        eventId: string;
                        /** @enum {string} */
                        verification: "none" | "age" | "identity";
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing, invalid or stale signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description this event id was already processed (replay) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no callback secret configured, or database unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description every endpoint of the account, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the event types sent to this endpoint */
                    eventTypes: ("licence.revoked" | "generation.completed")[];
                    /** @description where events are POSTed: https://, or http:// to a loopback address when the deployment sets WEBHOOK_ALLOW_LOOPBACK */
                    url: string;
                };
            };
        };
        responses: {
            /** @description registered; keep the secret */
            201: {
                headers: {
                    /** @description the new endpoint */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description a bad URL (not https, credentials in it) or an unknown event type */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the account already has the most endpoints allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is larger than the configured limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The request body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `whe_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such endpoint (or another account's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description how many of the newest deliveries, 1-200 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description `whe_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the delivery log */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such endpoint (or another account's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `whe_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the new secret; deliveries carry a signature for each secret in grace */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such endpoint (or another account's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `whd_…` */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description queued again; attempts start over */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpointId: string;
                        id: string;
                        /**
                         * Format: date-time
                         * @description the delivery is pending again from now, with the same `webhook-id`
                         */
                        nextAttemptAt: string;
                    };
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing, unrecognised or revoked API key (`WWW-Authenticate: Bearer`). */
            401: {
                headers: {
                    /** @description The bearer challenge: `Bearer realm="likeness"`, with `error="invalid_token"` when a key was presented. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no such delivery (or another account's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description SHA-256 (64 lower-case hex digits) of the image, `render.contentHash` */
                hash: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the PNG; its SHA-256 is the hash in the path */
            200: {
                headers: {
                    /** @description how long the image may be cached */
                    "Cache-Control"?: string;
                    /** @description the content hash, quoted */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The request does not match the schema (problem+json with `errors[]`, one JSON pointer per invalid field), or the body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description no image with that hash */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the licence of this image is revoked: it is no longer served (its provenance record stays verifiable) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An unexpected server error (no details are disclosed). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database (or the rate-limit store) is unavailable or too slow, or the request passed its deadline (`REQUEST_TIMEOUT_MS`): retry after `Retry-After` seconds. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}

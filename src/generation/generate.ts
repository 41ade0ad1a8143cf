// POST /api/v1/generate, end to end (DESIGN "Generation, credits, rendering"):
// claim the Idempotency-Key → renew the free allowance → gate (same facts as check) → refused:
// record, 403 → reserve the cost → render with the deadline, sign → release unless an image
// exists → record (settling if it does) → 200. The prompt is used for the gate and the provider only; what is
// kept and returned is its SHA-256.

import type { Config } from '../config/index.ts';
import { evaluate } from '../gate/index.ts';
import type { Decision, GateRequest } from '../gate/types.ts';
import type { Requester } from '../service/accounts/keys.ts';
import { newId } from '../kernel/ids.ts';
import { fail, ok, type Outcome } from '../kernel/outcome.ts';
import { liveBoundary } from '../service/boundary/live-boundary.ts';
import { judge, reportGateError, type GateReport, factsFor } from '../service/judge/judge.ts';
import { unreadableRequest } from '../service/judge/language.ts';
import type { Store } from '../store/index.ts';
import type { Admitted } from '../service/judge/admission.ts';
import { verifyUrl, type GenerationResultBody, type RefusalBody } from './bodies.ts';
import { renewFreeAllowance } from './credits/allowance.ts';
import { reserveCredits } from './credits/reserve.ts';
import { abandonKey, claimKey, fingerprintOf, type StoredResponse } from './idempotency.ts';
import { recordAuthorised, recordRefusal, type RecordBase } from './record.ts';
import { renderAndSign } from './render-step.ts';
import type { GenerationRuntime } from './runtime.ts';

export interface GenerateInput {
  requester: Requester;
  creator: string;
  request: GateRequest;
  idempotencyKey?: string;
  /** Absolute origin for render.url and provenance.verify (PUBLIC_URL or the request's). */
  origin: string;
  /** The facts the hot path already read for this request, if any (src/service/check/admission.ts). */
  admitted?: Admitted | null;
}

export interface GenerateContext {
  config: Config;
  runtime: GenerationRuntime;
  now: () => Date;
  /** Where a failure inside the gate is logged, with the request's id. */
  report: GateReport;
}

/**
 * What generate decided, in the product's words; each face maps it to its own answer (the API:
 * 403 with the Refusal, 200 with the GenerationResult). `replayed`: the stored answer to an
 * earlier request with the same Idempotency-Key, nothing charged again.
 */
export type Generation =
  | { kind: 'refused'; refusal: RefusalBody; replayed: boolean }
  | { kind: 'generated'; result: GenerationResultBody; replayed: boolean };

export type GenerateOutcome = Outcome<Generation, 'creator_not_found' | 'unsupported_language' | 'idempotency_key_reused' | 'idempotency_in_progress'>;

/** The answer as kept for an Idempotency-Key replay: the status says which of the two it is. */
function generationOf(response: StoredResponse, replayed: boolean): Generation {
  if (response.status === 403) return { kind: 'refused', refusal: response.body as unknown as RefusalBody, replayed };
  return { kind: 'generated', result: response.body as unknown as GenerationResultBody, replayed };
}

export async function generate(store: Store, ctx: GenerateContext, input: GenerateInput): Promise<GenerateOutcome> {
  const accountId = input.requester.accountId;
  const key = input.idempotencyKey;
  if (key) {
    // Stale after the longest a live request can take to record its answer.
    const staleAfterSeconds = Math.ceil(ctx.runtime.timeoutMs / 1000) + ctx.config.credits.reservationGraceSeconds;
    const claim = await claimKey(store, { accountId, key, fingerprint: fingerprintOf({ creator: input.creator, ...input.request }), staleAfterSeconds, waitMs: ctx.runtime.timeoutMs + 5000 });
    if (claim.kind === 'replay') return ok(generationOf(claim.response, true));
    if (claim.kind === 'mismatch') return fail('idempotency_key_reused', `Idempotency-Key "${key}" was already used for a different request body; use a new key for a new request`);
    if (claim.kind === 'in_progress') return fail('idempotency_in_progress', `the first request with Idempotency-Key "${key}" is still running; retry with the same key to get its result`);
  }
  try {
    const result = await decideAndRecord(store, ctx, input);
    if (!result.ok && key) await abandonKey(store, accountId, key);
    return result;
  } catch (e) {
    if (key) await abandonKey(store, accountId, key).catch(() => undefined);
    throw e;
  }
}

async function decideAndRecord(store: Store, ctx: GenerateContext, input: GenerateInput): Promise<GenerateOutcome> {
  const { requester, request } = input;
  const credits = ctx.config.credits;
  const read = await factsFor(store, ctx.config, requester, input.creator, request.prompt, input.admitted);
  const judged = read.live;
  if (!judged) return fail('creator_not_found', `no creator "${input.creator}" with a boundary set`);
  // Before anything is written: an unreadable prompt is neither recorded nor charged.
  const unreadable = unreadableRequest(judged.boundary.program, request);
  if (unreadable !== null) return unreadable;
  // Skipped when the facts just read show the period has not turned: the top-up would match no row.
  if (credits.freeAllowance > 0 && read.admitted.freeRenewalDue) await renewFreeAllowance(store, requester.accountId, credits.freeAllowance, credits.freeAllowancePeriodDays);
  const judgement = judge(ctx.config, requester, judged, read.admitted, request, ctx.report);
  const { cost, promptSha256, facts } = judgement;
  let decision: Decision = judgement.decision;
  const base: RecordBase = {
    id: newId('gen'),
    accountId: requester.accountId,
    creatorId: judged.creator.id,
    versionId: judged.versionId,
    promptSha256,
    context: request.context,
    realism: request.realism,
    mode: request.mode,
    createdAt: ctx.now(),
    idempotencyKey: input.idempotencyKey,
  };
  const refuse = async (d: Decision): Promise<GenerateOutcome> => {
    const body: RefusalBody = { id: base.id, decision: 'refuse', refusal: d.refusal!, boundary: d.boundary };
    const response = { status: 403, body: body as unknown as Record<string, unknown> };
    await recordRefusal(store, base, d.refusal!, d.advisories, response);
    return ok({ kind: 'refused', refusal: body, replayed: false });
  };
  if (decision.decision === 'refuse') return refuse(decision);

  const runtime = ctx.runtime;
  const reservation = await reserveCredits(store, { accountId: requester.accountId, generationId: base.id, cost, expiresInSeconds: Math.ceil(runtime.timeoutMs / 1000) + credits.reservationGraceSeconds, actor: `account:${requester.accountId}` });
  if (!reservation.ok) {
    // A concurrent request spent the credit after the facts were read: the gate, told the balance
    // there really is, refuses with insufficient_credit exactly as it would have from the start.
    decision = evaluate(judged.boundary, request, { ...facts, balance: reservation.available });
    reportGateError(ctx.report, judged.creator.slug, decision);
    if (decision.decision !== 'refuse') throw new Error(`reservation failed with ${reservation.available} available for a cost of ${cost}`);
    return refuse(decision);
  }

  const rendered = await renderAndSign(
    runtime,
    { creator: { slug: judged.creator.slug, displayName: judged.creator.displayName }, prompt: request.prompt, promptSha256, context: request.context, realism: request.realism, mode: request.mode, reference: request.reference },
    {
      id: base.id,
      creator: judged.creator.slug,
      boundaryVersion: judged.boundary.version,
      policyHash: judged.boundary.policyHash,
      requester: requester.accountId,
      issuedAt: base.createdAt,
      promptSha256,
      context: request.context,
      realism: request.realism,
      mode: request.mode,
    },
    input.origin,
  );
  const allowed = decision.decision as 'allow' | 'allow_with_advisory';
  let result: GenerationResultBody | undefined;
  const { response } = await recordAuthorised(store, base, { decision: allowed, advisories: decision.advisories, cost, rendered }, (s) => {
    const body: GenerationResultBody = {
      id: base.id,
      decision: allowed,
      advisories: decision.advisories,
      boundary: decision.boundary,
      credits: { charged: s.charged, cost, remaining: s.remaining, source: s.source },
      render: {
        state: rendered.state,
        detail: rendered.detail,
        // The spec types both as string (not nullable): empty unless an image exists.
        url: rendered.image ? `${input.origin}${rendered.image.path}` : '',
        contentHash: rendered.image?.contentHash ?? '',
        watermarked: rendered.image !== null,
      },
      provenance: { manifest: rendered.manifest, signature: rendered.signature, verify: verifyUrl(input.origin, base.id) },
    };
    result = body;
    return { status: 200, body: body as unknown as Record<string, unknown> };
  });
  return ok(result ? { kind: 'generated', result, replayed: false } : generationOf(response, false));
}

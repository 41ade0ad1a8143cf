// What every rule step sees. The term scan is lazy: a request refused for an inactive creator
// never pays for matching.
import type { RuleProgram } from '../program/types.ts';
import type { FieldScan } from './matching.ts';
import type { GateFacts, GateRequest, MatchTrace, Refusal } from './types.ts';

export interface RuleContext {
  program: RuleProgram;
  request: GateRequest;
  facts: GateFacts;
  version: number;
  scans: () => FieldScan[];
}

export interface RuleOutcome {
  refusal: Refusal | null;
  advisories: string[];
  trace?: MatchTrace;
}

/** Passing allocates nothing: one shared outcome (the gate only reads it). */
const PASS: RuleOutcome = Object.freeze({ refusal: null, advisories: Object.freeze([]) as unknown as string[] });
export const pass = (): RuleOutcome => PASS;

export const refuse = (refusal: Refusal, trace?: MatchTrace): RuleOutcome =>
  trace === undefined ? { refusal, advisories: [] } : { refusal, advisories: [], trace };

export const creatorName = (ctx: RuleContext): string => ctx.program.creator.displayName;

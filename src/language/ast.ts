// The syntax tree the Peggy grammar produces. Only parse/, check/, compile/ and format/ see it;
// everything downstream depends on the rule program (src/program/types.ts) instead.

export interface Position {
  offset: number;
  line: number; // 1-based
  column: number; // 1-based
}
export interface Location {
  start: Position;
  end: Position;
}

/** A kebab-case identifier (or any bare word in an identifier position) with where it was written. */
export interface Ident {
  name: string;
  loc: Location;
}
/** A quoted string, escapes resolved. */
export interface Str {
  value: string;
  loc: Location;
}
export interface Num {
  value: number;
  loc: Location;
}
/** `24h`, `7d`, `90m`: unit is whatever letters followed the number; check/ validates it. */
export interface Duration {
  amount: number;
  unit: string;
  raw: string;
  loc: Location;
}

interface Base {
  loc: Location; // the whole statement, continuation lines included
}

// ---- creator boundary files ----
export interface CreatorStmt extends Base { kind: 'creator'; slug: Ident; displayName: Str }
export interface AllowContextsStmt extends Base { kind: 'allow-contexts'; contexts: Ident[] }
export interface RealismCeilingStmt extends Base { kind: 'realism-ceiling'; tier: Ident }
export interface ConversationStmt extends Base { kind: 'conversation'; licensed: boolean; word: Ident }
export interface OpenAdultStmt extends Base { kind: 'open-adult'; categories: Ident[] }
export interface ForbidStmt extends Base { kind: 'forbid'; id: Ident; label: Str; terms: Str[] }
export interface ExcludeBrandStmt extends Base { kind: 'exclude-brand'; id: Ident; label: Str; terms: Str[] }
export interface SessionCapStmt extends Base {
  kind: 'session-cap';
  limit: Num;
  window: Duration;
  enforcement: Ident; // advisory | block
}
export interface VarietyNudgeStmt extends Base { kind: 'variety-nudge'; repeats: Num; window: Duration }

/** `expect allow: …` or `expect refuse RULE [CATEGORY]: …` */
export interface ExpectStmt extends Base {
  kind: 'expect';
  outcome: Ident; // allow | refuse
  rule: Ident | null;
  category: Ident | null;
  fields: ExpectField[]; // context / prompt / realism / mode
}
export interface ExpectField {
  name: Ident;
  value: Ident | Str;
  loc: Location;
}

// ---- platform file ----
export interface ProhibitStmt extends Base { kind: 'prohibit'; id: Ident; label: Str; terms: Str[] }
export interface AdultStmt extends Base { kind: 'adult'; id: Ident; label: Str; terms: Str[] }
/** `require age-assurance` or `require identity for photoreal` */
export interface RequireStmt extends Base { kind: 'require'; what: Ident; forTier: Ident | null }

// ---- category refinements (platform and creator files; they name a category of the same file) ----
/** `describe minors-context "Anyone presented as under 18, or settings made for children."` */
export interface DescribeStmt extends Base { kind: 'describe'; category: Ident; description: Str }
/** `near criminal-context: "zip ties", "duct tape" near "ransom", "hostage" within 8`:
 *  a word of the left list and a word of the right list within `within` words of each other
 *  (either order) fall under the category. `within` omitted: the default (8). */
export interface NearPairStmt extends Base { kind: 'near'; category: Ident; left: Str[]; right: Str[]; within: Num | null }
/** `near minors-context: any two of "crayons", "sandbox", "nap time" within 8`: two different
 *  terms of the list within `within` words of each other fall under the category. */
export interface NearGroupStmt extends Base { kind: 'near'; category: Ident; group: Str[]; within: Num | null }
export type NearStmt = NearPairStmt | NearGroupStmt;
/** `except minors-context: "kid gloves", "child's pose"`: innocent phrases that mask the
 *  category's terms inside them, and only there. */
export interface ExceptStmt extends Base { kind: 'except'; category: Ident; phrases: Str[] }
/** `age minors-context: under 18`: a stated age below the bound falls under the category (platform file only). */
export interface AgeStmt extends Base { kind: 'age'; category: Ident; under: Num }

export type Statement =
  | CreatorStmt
  | AllowContextsStmt
  | RealismCeilingStmt
  | ConversationStmt
  | OpenAdultStmt
  | ForbidStmt
  | ExcludeBrandStmt
  | SessionCapStmt
  | VarietyNudgeStmt
  | ExpectStmt
  | ProhibitStmt
  | AdultStmt
  | RequireStmt
  | DescribeStmt
  | NearStmt
  | ExceptStmt
  | AgeStmt;

export type StatementKind = Statement['kind'];

/** Every physical line group of a file, so that `fmt` can keep comments and paragraph breaks. */
export type Line =
  | { kind: 'blank'; loc: Location }
  | { kind: 'comment'; text: string; loc: Location } // text after '#', untrimmed
  | { kind: 'statement'; statement: Statement; comment: string | null; loc: Location }
  | { kind: 'invalid'; text: string; loc: Location }; // a line the grammar could not read; parse/ re-reads it for a precise error

export interface ParsedFile {
  lines: Line[];
}

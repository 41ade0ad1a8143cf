// How each statement begins, for "unknown statement" suggestions and the docs.

export const STATEMENT_KEYWORDS = [
  'creator',
  'allow contexts',
  'realism ceiling',
  'conversation',
  'open adult',
  'forbid',
  'exclude brand',
  'session cap',
  'variety nudge',
  'expect',
  'prohibit',
  'adult',
  'require',
  'describe',
  'near',
  'except',
  'age',
] as const;

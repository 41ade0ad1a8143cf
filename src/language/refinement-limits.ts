// The numbers the refinement statements accept, shared by the checker (which explains a value
// out of range) and the compiler (which refuses one that slipped through).

/** `near … within N`: words apart; omitted, the default. */
export const WITHIN = { min: 1, max: 50, default: 8 } as const;
/** `age ID: under N`: years. */
export const AGE_BOUND = { min: 1, max: 150 } as const;

// The store's one clock. Every timestamp the store writes or compares comes from it (passed to
// SQL as a parameter, never the database's `now()`), so a test that moves the clock moves every
// window with it.

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

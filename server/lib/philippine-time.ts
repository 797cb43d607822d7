// Moments as a clock in the Philippines reads them: UTC+8 all year (no daylight saving), so a fixed offset is
// exact. Files people download are named and dated by it.
export const philippineOffsetMs = 8 * 60 * 60 * 1000;

const shifted = (at: Date) => new Date(at.getTime() + philippineOffsetMs).toISOString();

/** "2026-11-24 22:05". */
export const philippineTime = (at: Date) => shifted(at).slice(0, 16).replace('T', ' ');
/** "2026-11-24". */
export const philippineDay = (at: Date) => shifted(at).slice(0, 10);
/** "2026-11". */
export const philippineMonth = (at: Date) => shifted(at).slice(0, 7);

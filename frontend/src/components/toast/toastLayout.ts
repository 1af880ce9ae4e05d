/** One toast at a time (a new one replaces the old), shown 5000 ms, at most 420 px wide. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

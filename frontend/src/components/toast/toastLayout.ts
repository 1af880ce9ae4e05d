/** SPEC.md section 9: one toast at a time, shown 5000 ms, at most 420 px wide. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

/** Why a car is kept off the road for some days: it cannot be booked on them. */
export const BLOCK_REASONS = ['service', 'repair', 'accident', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** A block runs at most this many days: a car off the road longer is deactivated instead. */
export const MAX_BLOCK_DAYS = 366;

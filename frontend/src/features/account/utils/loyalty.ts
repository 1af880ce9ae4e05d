/** The badges the business awards (contract: badgeType), in the order the page shows them. */
export const BADGE_TYPES = ['first_rental', 'five_rentals', 'ten_rentals', 'first_review', 'one_year'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const TIER_NAMES = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export const BENEFIT_KEYS = ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery', 'dedicatedSupport'] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];

export const ACTIVITY_TYPES = [
  'points_earned',
  'on_time_bonus',
  'badge_earned',
  'tier_reached',
  'review_posted',
  'points_reversed',
  'badge_removed',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Narrows a server string to one of the known keys, so the catalogue can translate it. */
export function isOneOf<Key extends string>(keys: readonly Key[], value: string): value is Key {
  return (keys as readonly string[]).includes(value);
}

import type { DiscountChoice } from '../pricing/rental-price';
import { toSen } from '../common/money/money';

/** Whole ringgit earn points: RM 150.90 -> 150 points. */
export const POINTS_PER_RINGGIT = 1;

/** Points for a rental marked returned on or before its end date (Kuala Lumpur calendar day). */
export const ON_TIME_RETURN_BONUS = 50;

/** 'points_reversed' and 'badge_removed' undo what a deleted rental earned: entries are only ever added. */
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

export const BADGE_TYPES = ['first_rental', 'five_rentals', 'ten_rentals', 'first_review', 'one_year'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** English names and descriptions, stored on the badge row; the app shows them translated by badgeType. */
export const BADGES: Record<BadgeType, { badgeName: string; description: string }> = {
  first_rental: { badgeName: 'First Rental', description: 'Completed a first rental' },
  five_rentals: { badgeName: 'Road Regular', description: 'Completed 5 rentals' },
  ten_rentals: { badgeName: 'Road Legend', description: 'Completed 10 rentals' },
  first_review: { badgeName: 'First Review', description: 'Posted a first review' },
  one_year: { badgeName: 'One Year With Us', description: 'A customer for a year' },
};

/** Badges for the number of completed rentals that earned their loyalty, smallest first. */
export const RENTAL_COUNT_BADGES: ReadonlyArray<{ completedRentals: number; badgeType: BadgeType }> = [
  { completedRentals: 1, badgeType: 'first_rental' },
  { completedRentals: 5, badgeType: 'five_rentals' },
  { completedRentals: 10, badgeType: 'ten_rentals' },
];

/**
 * A returned rental earns its loyalty (the on-time bonus, and a place in the badge count) only
 * when it cost something and its account owes nothing: a RM 0.00 booking, or one never paid,
 * earns nothing. Figures are the account's, in whole sen.
 */
export function earnsLoyalty(account: { chargesSen: number; depositSen: number; balanceDueSen: number }): boolean {
  return account.chargesSen + account.depositSen > 0 && account.balanceDueSen <= 0;
}

/** The bonus for a rental returned on this (Kuala Lumpur calendar) day. */
export function onTimeBonus(returnDate: string, endDate: string): number {
  return returnDate <= endDate ? ON_TIME_RETURN_BONUS : 0;
}

/** The rental badges a customer with this many earning rentals no longer qualifies for. */
export function rentalBadgesAbove(earningRentals: number): BadgeType[] {
  return RENTAL_COUNT_BADGES.filter((rule) => earningRentals < rule.completedRentals).map((rule) => rule.badgeType);
}

export interface TierRule {
  id: number;
  tierName: string;
  minPoints: number;
  maxPoints: number | null;
  discountPercentage: string;
}

/** What a database without tiers (never migrated) counts as: no discount. */
export const BASE_TIER: TierRule = { id: 0, tierName: 'Bronze', minPoints: 0, maxPoints: 499, discountPercentage: '0.00' };

/** The tier with the highest minPoints at or below the points (499 -> Bronze, 500 -> Silver). Tiers in any order. */
export function tierFor<T extends TierRule>(points: number, tiers: readonly T[]): T | TierRule {
  let best: T | undefined;
  for (const tier of tiers) {
    if (tier.minPoints <= points && (!best || tier.minPoints > best.minPoints)) best = tier;
  }
  return best ?? BASE_TIER;
}

/** The tier after this one, or null at the top. */
export function nextTierAfter<T extends TierRule>(current: TierRule, tiers: readonly T[]): T | null {
  let next: T | null = null;
  for (const tier of tiers) {
    if (tier.minPoints > current.minPoints && (!next || tier.minPoints < next.minPoints)) next = tier;
  }
  return next;
}

export interface TierProgress {
  pointsToNextTier: number | null;
  /** Whole percent of the way from this tier's minimum to the next tier's, 100 at the top tier. */
  progressPercent: number;
}

export function tierProgress(points: number, current: TierRule, next: TierRule | null): TierProgress {
  if (!next) return { pointsToNextTier: null, progressPercent: 100 };
  const span = next.minPoints - current.minPoints;
  const percent = Math.floor(((points - current.minPoints) * 100) / span);
  return { pointsToNextTier: Math.max(0, next.minPoints - points), progressPercent: Math.min(100, Math.max(0, percent)) };
}

/** Whether a customer who joined at `createdAt` has been one for at least a year at `now`. */
export function isCustomerForAYear(createdAt: Date, now = new Date()): boolean {
  const anniversary = new Date(createdAt.getTime());
  anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
  return anniversary.getTime() <= now.getTime();
}

/** The discount a tier gives, as the price function takes it: its percentage of the days. */
export function tierDiscountChoice(tier: TierRule): DiscountChoice {
  return { kind: 'tier', tierName: tier.tierName, basisPoints: toSen(tier.discountPercentage) };
}

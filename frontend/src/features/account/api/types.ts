import type { Page } from '../../../api/types';

/** A loyalty tier (GET /api/loyalty/tiers); benefits are keys the catalogue translates. */
export interface LoyaltyTier {
  id: number;
  tierName: string;
  minPoints: number;
  /** Null for the top tier. */
  maxPoints: number | null;
  /** A decimal string, e.g. "5.00". */
  discountPercentage: string;
  benefits: string[];
}

export interface CustomerBadge {
  badgeType: string;
  /** English, for staff; the screen shows the catalogue's name for the badgeType. */
  badgeName: string;
  description: string;
  earnedAt: string;
}

/** GET /api/customers/me/loyalty. */
export interface CustomerLoyalty {
  points: number;
  tier: LoyaltyTier;
  nextTier: LoyaltyTier | null;
  pointsToNextTier: number | null;
  /** 0..100, whole; 100 at the top tier. */
  progressPercent: number;
  badges: CustomerBadge[];
  /** Every tier, lowest first. */
  tiers: LoyaltyTier[];
}

/** One row of GET /api/customers/me/activity, newest first. */
export interface CustomerActivity {
  id: number;
  activityType: string;
  /** English, for staff; the screen shows the catalogue's text for the activityType. */
  description: string;
  pointsEarned: number;
  createdAt: string;
}

export type CustomerActivityPage = Page<CustomerActivity>;

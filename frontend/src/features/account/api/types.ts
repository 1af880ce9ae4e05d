import type { Schema } from '../../../api/types';

/** A loyalty tier (GET /api/loyalty/tiers); benefits are keys the catalogue translates. */
export type LoyaltyTier = Schema<'TierView'>;

/** badgeName is English, for staff; the screen shows the catalogue's name for the badgeType. */
export type CustomerBadge = Schema<'BadgeView'>;

/** GET /api/customers/me/loyalty. */
export type CustomerLoyalty = Schema<'LoyaltyView'>;

/** One row of GET /api/customers/me/activity, newest first; the screen shows the catalogue's text for the activityType. */
export type CustomerActivity = Schema<'ActivityView'>;

export type CustomerActivityPage = Schema<'ActivityPageView'>;

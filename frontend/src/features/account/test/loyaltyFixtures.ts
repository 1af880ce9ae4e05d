import type { CustomerActivity, CustomerLoyalty, LoyaltyTier } from '../api/types';

export const TIERS: LoyaltyTier[] = [
  { id: 1, tierName: 'Bronze', minPoints: 0, maxPoints: 499, discountPercentage: '0.00', benefits: ['earnPoints'] },
  {
    id: 2,
    tierName: 'Silver',
    minPoints: 500,
    maxPoints: 1499,
    discountPercentage: '5.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking'],
  },
  {
    id: 3,
    tierName: 'Gold',
    minPoints: 1500,
    maxPoints: 4999,
    discountPercentage: '10.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery'],
  },
  {
    id: 4,
    tierName: 'Platinum',
    minPoints: 5000,
    maxPoints: null,
    discountPercentage: '15.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery', 'dedicatedSupport'],
  },
];

/** A Silver customer with 1,230 points (270 to Gold) and the First Rental badge. */
export function loyalty(overrides: Partial<CustomerLoyalty> = {}): CustomerLoyalty {
  return {
    points: 1230,
    tier: TIERS[1],
    nextTier: TIERS[2],
    pointsToNextTier: 270,
    progressPercent: 73,
    badges: [
      {
        badgeType: 'first_rental',
        badgeName: 'First Rental',
        description: 'Completed a first rental',
        earnedAt: '2026-11-03T18:30:00.000Z',
      },
    ],
    tiers: TIERS,
    ...overrides,
  };
}

export function activity(overrides: Partial<CustomerActivity> & Pick<CustomerActivity, 'id'>): CustomerActivity {
  return {
    activityType: 'points_earned',
    description: 'Earned 560 points for payment #12',
    pointsEarned: 560,
    createdAt: '2026-11-04T02:00:00.000Z',
    ...overrides,
  };
}

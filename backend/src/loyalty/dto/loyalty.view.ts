import { ApiProperty } from '@nestjs/swagger';
import { CustomerActivity } from '../entities/customer-activity.entity';
import { CustomerBadge } from '../entities/customer-badge.entity';
import { ACTIVITY_TYPES, TierRule } from '../loyalty-rules';

export class TierView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Silver' }) tierName: string;
  @ApiProperty({ example: 500 }) minPoints: number;
  @ApiProperty({ nullable: true, type: Number, example: 1499, description: 'Null for the top tier' }) maxPoints: number | null;
  @ApiProperty({ example: '5.00' }) discountPercentage: string;
  @ApiProperty({ type: [String], example: ['earnPoints', 'tierDiscount', 'priorityBooking'], description: 'Keys the app translates' })
  benefits: string[];

  static of(tier: TierRule & { benefits?: string[] | null }): TierView {
    return {
      id: tier.id,
      tierName: tier.tierName,
      minPoints: tier.minPoints,
      maxPoints: tier.maxPoints,
      discountPercentage: tier.discountPercentage,
      benefits: tier.benefits ?? [],
    };
  }
}

export class BadgeView {
  @ApiProperty({ example: 'first_rental' }) badgeType: string;
  @ApiProperty({ example: 'First Rental' }) badgeName: string;
  @ApiProperty() description: string;
  @ApiProperty() earnedAt: Date;

  static of(badge: CustomerBadge): BadgeView {
    return { badgeType: badge.badgeType, badgeName: badge.badgeName, description: badge.description, earnedAt: badge.earnedAt };
  }
}

export class LoyaltyView {
  @ApiProperty() points: number;
  @ApiProperty({ type: TierView }) tier: TierView;
  @ApiProperty({ type: TierView, nullable: true }) nextTier: TierView | null;
  @ApiProperty({ nullable: true, type: Number }) pointsToNextTier: number | null;
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Whole percent toward the next tier; 100 at the top tier' })
  progressPercent: number;
  @ApiProperty({ type: [BadgeView] }) badges: BadgeView[];
  @ApiProperty({ type: [TierView], description: 'Every tier, lowest first' }) tiers: TierView[];
}

export class ActivityView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ACTIVITY_TYPES }) activityType: string;
  @ApiProperty({ description: 'English, for staff' }) description: string;
  @ApiProperty() pointsEarned: number;
  @ApiProperty() createdAt: Date;

  static of(activity: CustomerActivity): ActivityView {
    return {
      id: activity.id,
      activityType: activity.activityType,
      description: activity.description,
      pointsEarned: activity.pointsEarned,
      createdAt: activity.createdAt,
    };
  }
}

export class ActivityPageView {
  @ApiProperty({ type: [ActivityView] }) items: ActivityView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

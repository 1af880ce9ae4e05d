import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../common/database/transactions';
import { toSen } from '../common/money/money';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { Customer } from '../customers/entities/customer.entity';
import { Payment } from '../payments/entities/payment.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { ActivityView, BadgeView, LoyaltyView, TierView } from './dto/loyalty.view';
import { CustomerActivity } from './entities/customer-activity.entity';
import { CustomerBadge } from './entities/customer-badge.entity';
import { insertUnlessDuplicate } from './insert-unless-duplicate';
import { LoyaltyTier } from './entities/loyalty-tier.entity';
import {
  ActivityType,
  BADGES,
  BadgeType,
  isCustomerForAYear,
  nextTierAfter,
  ON_TIME_RETURN_BONUS,
  POINTS_PER_RINGGIT,
  RENTAL_COUNT_BADGES,
  tierFor,
  tierProgress,
} from './loyalty-rules';

/** The purposes that earn points: paying for a rental (a deposit is refunded, a fine is not a rental). */
const POINT_EARNING_PURPOSES: ReadonlyArray<Payment['paymentFor']> = ['rental-payment'];

/**
 * Customer loyalty: every change of points, tier or badges is one activity row, written in the
 * caller's transaction beside the change, so nothing is given without its record (or twice:
 * callers award inside the conditional update that decided the event). Each event first takes the
 * customer's row lock, so one customer's events are counted one at a time; badges are also
 * guarded by their unique index (an INSERT that ignores a duplicate).
 */
@Injectable()
export class LoyaltyService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every tier, lowest first. */
  tiers(manager: EntityManager = this.dataSource.manager): Promise<LoyaltyTier[]> {
    return manager.find(LoyaltyTier, { order: { minPoints: 'ASC' } });
  }

  /** Points for a payment staff just verified as completed; 0 for purposes that earn none. */
  async awardPaymentPoints(manager: EntityManager, payment: Payment): Promise<number> {
    if (!POINT_EARNING_PURPOSES.includes(payment.paymentFor)) return 0;
    const points = Math.floor(toSen(payment.amount) / 100) * POINTS_PER_RINGGIT;
    if (points <= 0) return 0;
    await this.addPoints(manager, payment.customerId, points, 'points_earned', `Payment ${payment.receiptNumber ?? `#${payment.id}`} verified`);
    await this.awardMembershipBadge(manager, payment.customerId);
    return points;
  }

  /**
   * Staff just marked the rental returned (it is completed in this transaction): the on-time
   * bonus when it came back on or before its end date, and the badges for the number of completed
   * rentals. Returns the bonus points given.
   */
  async rentalCompleted(manager: EntityManager, rental: Pick<Rental, 'id' | 'customerId' | 'endDate'>, returnDate: string): Promise<number> {
    await lockCustomer(manager, rental.customerId);
    const bonus = returnDate <= rental.endDate ? ON_TIME_RETURN_BONUS : 0;
    if (bonus > 0) await this.addPoints(manager, rental.customerId, bonus, 'on_time_bonus', `Rental #${rental.id} returned on time`);
    const completed = await manager.countBy(Rental, { customerId: rental.customerId, status: 'completed' });
    for (const rule of RENTAL_COUNT_BADGES) {
      if (completed >= rule.completedRentals) await this.awardBadge(manager, rental.customerId, rule.badgeType);
    }
    await this.awardMembershipBadge(manager, rental.customerId);
    return bonus;
  }

  /** The customer just posted a review (inserted in this transaction). */
  async reviewPosted(manager: EntityManager, review: { id: number; customerId: number; rentalId: number | null; rating: number }): Promise<void> {
    await lockCustomer(manager, review.customerId);
    await this.record(manager, review.customerId, 'review_posted', `Reviewed rental #${review.rentalId ?? '?'} (${review.rating} of 5 stars)`);
    await this.awardBadge(manager, review.customerId, 'first_review');
    await this.awardMembershipBadge(manager, review.customerId);
  }

  /**
   * Adds points and records them; when the new total crosses a tier's minimum, a 'tier_reached'
   * row too. The total is read back after the increment, which holds the row lock, so parallel
   * awards each see the points before them.
   */
  async addPoints(manager: EntityManager, customerId: number, points: number, activityType: ActivityType, description: string): Promise<void> {
    await manager.increment(Customer, { id: customerId }, 'loyaltyPoints', points);
    const { loyaltyPoints: after } = await manager.findOneOrFail(Customer, { select: { id: true, loyaltyPoints: true }, where: { id: customerId } });
    await this.record(manager, customerId, activityType, description, points);
    const tiers = await this.tiers(manager);
    const reached = tierFor(after, tiers);
    if (reached.minPoints > tierFor(after - points, tiers).minPoints) {
      await this.record(manager, customerId, 'tier_reached', `Reached the ${reached.tierName} tier`);
    }
  }

  /**
   * Gives the badge unless the customer has it: the unique (customerId, badgeType) index decides,
   * so of any number of parallel attempts one inserts and only that one writes the activity row.
   */
  async awardBadge(manager: EntityManager, customerId: number, badgeType: BadgeType): Promise<boolean> {
    const { badgeName, description } = BADGES[badgeType];
    const inserted = await insertUnlessDuplicate(manager, CustomerBadge, { customerId, badgeType, badgeName, description });
    if (inserted) await this.record(manager, customerId, 'badge_earned', `Earned the '${badgeName}' badge`);
    return inserted;
  }

  /** The customer's points, tier, progress and badges; the one-year badge is checked on the way. */
  async summary(customerId: number): Promise<LoyaltyView> {
    const customer = await this.dataSource.getRepository(Customer).findOneBy({ id: customerId });
    if (!customer) throw new NotFoundException('Customer not found');
    const hasYearBadge = await this.dataSource.getRepository(CustomerBadge).existsBy({ customerId, badgeType: 'one_year' });
    if (!hasYearBadge && isCustomerForAYear(customer.createdAt)) {
      await inTransaction(this.dataSource, (manager) => this.awardBadge(manager, customerId, 'one_year'));
    }
    const [tiers, badges] = await Promise.all([
      this.tiers(),
      this.dataSource.getRepository(CustomerBadge).find({ where: { customerId }, order: { earnedAt: 'ASC', id: 'ASC' } }),
    ]);
    const tier = tierFor(customer.loyaltyPoints, tiers);
    const nextTier = nextTierAfter(tier, tiers);
    return {
      points: customer.loyaltyPoints,
      tier: TierView.of(tier),
      nextTier: nextTier ? TierView.of(nextTier) : null,
      ...tierProgress(customer.loyaltyPoints, tier, nextTier),
      badges: badges.map((badge) => BadgeView.of(badge)),
      tiers: tiers.map((candidate) => TierView.of(candidate)),
    };
  }

  /** The customer's activity, newest first. */
  async activity(customerId: number, query: PaginationQueryDto): Promise<Page<ActivityView>> {
    const [rows, total] = await this.dataSource.getRepository(CustomerActivity).findAndCount({
      where: { customerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: skipFor(query),
      take: query.limit,
    });
    return { items: rows.map((row) => ActivityView.of(row)), total, page: query.page, limit: query.limit };
  }

  private async awardMembershipBadge(manager: EntityManager, customerId: number): Promise<void> {
    const customer = await manager.findOne(Customer, { select: { id: true, createdAt: true }, where: { id: customerId } });
    if (customer && isCustomerForAYear(customer.createdAt)) await this.awardBadge(manager, customerId, 'one_year');
  }

  private async record(manager: EntityManager, customerId: number, activityType: ActivityType, description: string, pointsEarned = 0): Promise<void> {
    await manager.insert(CustomerActivity, { customerId, activityType, description, pointsEarned });
  }
}

/**
 * Takes the customer's row lock for the rest of the transaction (an UPDATE that changes nothing
 * still locks the row on MySQL; on SQLite the transaction already holds the write lock).
 */
async function lockCustomer(manager: EntityManager, customerId: number): Promise<void> {
  await manager.update(Customer, { id: customerId }, { loyaltyPoints: () => 'loyaltyPoints' });
}

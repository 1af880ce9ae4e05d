import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { inTransaction } from '../common/database/transactions';
import { toSen } from '../common/money/money';
import { Page, PaginationQueryDto, skipFor } from '../common/pagination/pagination';
import { Customer } from '../customers/entities/customer.entity';
import { Payment } from '../payments/entities/payment.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { accountTotals } from '../ledger/rental-account';
import { RETURNED } from '../rentals/rental-lifecycle';
import { ActivityView, BadgeView, LoyaltyView, TierView } from './dto/loyalty.view';
import { CustomerActivity } from './entities/customer-activity.entity';
import { CustomerBadge } from './entities/customer-badge.entity';
import { insertUnlessDuplicate } from './insert-unless-duplicate';
import { LoyaltyTier } from './entities/loyalty-tier.entity';
import {
  ActivityType,
  BADGES,
  BadgeType,
  earnsLoyalty,
  isCustomerForAYear,
  nextTierAfter,
  onTimeBonus,
  POINTS_PER_RINGGIT,
  RENTAL_COUNT_BADGES,
  rentalBadgesAbove,
  tierFor,
  tierProgress,
} from './loyalty-rules';
import { CUSTOMER_ERRORS } from '../customers/customers.errors';
import { appError } from '../common/errors/app-error';

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
    await this.addPoints(
      manager,
      payment.customerId,
      points,
      'points_earned',
      `Payment ${payment.receiptNumber ?? `#${payment.id}`} verified`,
    );
    await this.awardMembershipBadge(manager, payment.customerId);
    return points;
  }

  /**
   * Gives a rental its loyalty once it is both returned and paid in full, whichever comes last:
   * called when staff mark it returned and when staff verify a payment for it. The on-time bonus
   * (decided by the return date, however late the payment) and the badges for the number of
   * rentals that earned. Returns the bonus given, or null when the rental has not earned (yet, or
   * any more). The rental's row lock is taken before anything is read, so a return and a payment
   * verified at the same time see each other: the second to commit gives it, and the conditional
   * UPDATE of loyaltyBonusPoints lets exactly one caller give it. Locks go rental, then customer.
   */
  async rentalEarned(manager: EntityManager, rentalId: number): Promise<number | null> {
    if (!(await lockRental(manager, rentalId))) return null;
    const rental = await manager.findOne(Rental, {
      select: { id: true, customerId: true, status: true, endDate: true, returnDate: true, grandTotal: true, loyaltyBonusPoints: true },
      where: { id: rentalId },
    });
    if (!rental || !RETURNED.includes(rental.status) || !rental.returnDate || rental.loyaltyBonusPoints !== null) return null;
    const account = (await accountTotals(manager, [rentalId])).get(rentalId);
    if (!account || !earnsLoyalty(account)) return null;
    const bonus = onTimeBonus(rental.returnDate, rental.endDate);
    const claimed = await manager.update(
      Rental,
      { id: rentalId, status: In([...RETURNED]), loyaltyBonusPoints: IsNull() },
      { loyaltyBonusPoints: bonus },
    );
    if (!claimed.affected) return null;
    await lockCustomer(manager, rental.customerId);
    if (bonus > 0) await this.addPoints(manager, rental.customerId, bonus, 'on_time_bonus', `Rental #${rental.id} returned on time`);
    const earning = await manager.countBy(Rental, {
      customerId: rental.customerId,
      status: In([...RETURNED]),
      loyaltyBonusPoints: Not(IsNull()),
    });
    for (const rule of RENTAL_COUNT_BADGES) {
      if (earning >= rule.completedRentals) await this.awardBadge(manager, rental.customerId, rule.badgeType);
    }
    await this.awardMembershipBadge(manager, rental.customerId);
    return bonus;
  }

  /**
   * The rental is about to be deleted in this transaction: what it earned is taken back by new
   * entries (a negative 'points_reversed' row; earlier rows are never changed), and the rental
   * badges the customer no longer qualifies for without it are removed, each with a
   * 'badge_removed' row. Points earned by its payments stay: the payments and the money remain.
   * Null when the rental had earned nothing.
   */
  async rentalDeleted(manager: EntityManager, rentalId: number): Promise<{ pointsReversed: number; badgesRemoved: BadgeType[] } | null> {
    if (!(await lockRental(manager, rentalId))) return null;
    const rental = await manager.findOne(Rental, {
      select: { id: true, customerId: true, loyaltyBonusPoints: true },
      where: { id: rentalId },
    });
    if (!rental || rental.loyaltyBonusPoints === null) return null;
    await lockCustomer(manager, rental.customerId);
    const pointsReversed = rental.loyaltyBonusPoints;
    if (pointsReversed > 0)
      await this.addPoints(
        manager,
        rental.customerId,
        -pointsReversed,
        'points_reversed',
        `Rental #${rental.id} deleted: on-time bonus reversed`,
      );
    const earning = await manager.countBy(Rental, {
      id: Not(rental.id),
      customerId: rental.customerId,
      status: In([...RETURNED]),
      loyaltyBonusPoints: Not(IsNull()),
    });
    const badgesRemoved: BadgeType[] = [];
    for (const badgeType of rentalBadgesAbove(earning)) {
      const removed = await manager.delete(CustomerBadge, { customerId: rental.customerId, badgeType });
      if (!removed.affected) continue;
      badgesRemoved.push(badgeType);
      await this.record(
        manager,
        rental.customerId,
        'badge_removed',
        `The '${BADGES[badgeType].badgeName}' badge was removed: rental #${rental.id} was deleted`,
      );
    }
    return { pointsReversed, badgesRemoved };
  }

  /** The customer just posted a review (inserted in this transaction). */
  async reviewPosted(
    manager: EntityManager,
    review: { id: number; customerId: number; rentalId: number | null; rating: number },
  ): Promise<void> {
    await lockCustomer(manager, review.customerId);
    await this.record(
      manager,
      review.customerId,
      'review_posted',
      `Reviewed rental #${review.rentalId ?? '?'} (${review.rating} of 5 stars)`,
    );
    await this.awardBadge(manager, review.customerId, 'first_review');
    await this.awardMembershipBadge(manager, review.customerId);
  }

  /**
   * Adds points and records them; when the new total crosses a tier's minimum, a 'tier_reached'
   * row too. The total is read back after the increment, which holds the row lock, so parallel
   * awards each see the points before them.
   */
  async addPoints(
    manager: EntityManager,
    customerId: number,
    points: number,
    activityType: ActivityType,
    description: string,
  ): Promise<void> {
    await manager.increment(Customer, { id: customerId }, 'loyaltyPoints', points);
    const { loyaltyPoints: after } = await manager.findOneOrFail(Customer, {
      select: { id: true, loyaltyPoints: true },
      where: { id: customerId },
    });
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
    if (!customer) throw appError(CUSTOMER_ERRORS.CUSTOMER_NOT_FOUND);
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

  private async record(
    manager: EntityManager,
    customerId: number,
    activityType: ActivityType,
    description: string,
    pointsEarned = 0,
  ): Promise<void> {
    await manager.insert(CustomerActivity, { customerId, activityType, description, pointsEarned });
  }
}

/** Takes the rental's row lock the same way; false when there is no such rental. */
async function lockRental(manager: EntityManager, rentalId: number): Promise<boolean> {
  const result = await manager.update(Rental, { id: rentalId }, { loyaltyBonusPoints: () => 'loyaltyBonusPoints' });
  return (result.affected ?? 0) > 0;
}

/**
 * Takes the customer's row lock for the rest of the transaction (an UPDATE that changes nothing
 * still locks the row on MySQL; on SQLite the transaction already holds the write lock).
 */
async function lockCustomer(manager: EntityManager, customerId: number): Promise<void> {
  await manager.update(Customer, { id: customerId }, { loyaltyPoints: () => 'loyaltyPoints' });
}

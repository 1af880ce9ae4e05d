import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { toSen } from '../common/money/money';
import { Customer } from '../customers/entities/customer.entity';
import { Payment } from '../payments/entities/payment.entity';
import { CustomerActivity } from './entities/customer-activity.entity';

/** Whole ringgit earn points: RM 150.90 -> 150 points. */
export const POINTS_PER_RINGGIT = 1;

/** The purposes that earn points: paying for a rental (a deposit is refunded, a fine is not a rental). */
const POINT_EARNING_PURPOSES: ReadonlyArray<Payment['paymentFor']> = ['rental-payment'];

/**
 * Customer loyalty: every change of points is one activity row beside the customer's new total,
 * written in the caller's transaction so points are never given without their record (or twice:
 * callers award inside the conditional update that decided the payment).
 */
@Injectable()
export class LoyaltyService {
  /** Points for a payment staff just verified as completed; 0 for purposes that earn none. */
  async awardPaymentPoints(manager: EntityManager, payment: Payment): Promise<number> {
    if (!POINT_EARNING_PURPOSES.includes(payment.paymentFor)) return 0;
    const points = Math.floor(toSen(payment.amount) / 100) * POINTS_PER_RINGGIT;
    if (points <= 0) return 0;
    await manager.increment(Customer, { id: payment.customerId }, 'loyaltyPoints', points);
    await manager.insert(CustomerActivity, {
      customerId: payment.customerId,
      activityType: 'points_earned',
      description: `Payment ${payment.receiptNumber ?? `#${payment.id}`} verified`,
      pointsEarned: points,
    });
    return points;
  }
}

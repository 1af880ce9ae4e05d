import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { appError } from '../common/errors/app-error';
import { inTransaction } from '../common/database/transactions';
import { lockAccount, postEntries } from '../ledger/rental-account';
import { paymentEntry, reversePaymentEntry } from '../ledger/rental-payments';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { Rental } from '../rentals/entities/rental.entity';
import { RENTAL_ERRORS } from '../rentals/rentals.errors';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { StaffPaymentView } from './dto/payment.view';
import { Payment } from './entities/payment.entity';
import { PAYMENT_ERRORS } from './payments.errors';

/**
 * Staff put a payment where it belongs: a completed payment the customer made without naming the
 * rental (or for the wrong one) is attached to one of that customer's rentals, and detached again
 * with a reason. Each move is one conditional UPDATE of the payment, so of many staff doing it at
 * once exactly one wins; its money goes on (or comes off) the rental's account in the same
 * transaction, and the move is logged.
 */
@Injectable()
export class PaymentAttachmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly loyalty: LoyaltyService,
  ) {}

  async attach(id: number, rentalId: number, actor: AuthUser): Promise<StaffPaymentView> {
    await inTransaction(this.dataSource, async (manager) => {
      const payment = await manager.findOneBy(Payment, { id });
      if (!payment) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_FOUND);
      if (payment.paymentStatus !== 'completed') throw appError(PAYMENT_ERRORS.PAYMENT_NOT_COMPLETED);
      if (payment.rentalId !== null) throw appError(PAYMENT_ERRORS.PAYMENT_ALREADY_ATTACHED);
      const rental = await manager.findOne(Rental, { select: { id: true, customerId: true }, where: { id: rentalId } });
      if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
      if (rental.customerId !== payment.customerId) throw appError(PAYMENT_ERRORS.PAYMENT_OTHER_CUSTOMER);
      // The account before the payment's row, in the order a verification takes them.
      await lockAccount(manager, rentalId);
      const moved = await manager.update(Payment, { id, rentalId: IsNull(), paymentStatus: 'completed' }, { rentalId });
      if (!moved.affected) throw appError(PAYMENT_ERRORS.PAYMENT_ALREADY_ATTACHED);
      await postEntries(manager, rentalId, [paymentEntry(payment, null)], actor.username);
      await this.loyalty.rentalEarned(manager, rentalId);
      await this.staffLogs.record(manager, actor, {
        action: 'payment_attached',
        targetType: 'payment',
        targetId: id,
        details: { receiptNumber: payment.receiptNumber, amount: payment.amount, rentalId },
      });
    });
    return this.view(id);
  }

  async detach(id: number, reason: string, actor: AuthUser): Promise<StaffPaymentView> {
    await inTransaction(this.dataSource, async (manager) => {
      const payment = await manager.findOneBy(Payment, { id });
      if (!payment) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_FOUND);
      const rentalId = payment.rentalId;
      if (rentalId === null) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_ATTACHED);
      await lockAccount(manager, rentalId);
      // The request it was paid for is let go too, so a later approval does not carry it back.
      const moved = await manager.update(Payment, { id, rentalId }, { rentalId: null, bookingRequestId: null });
      if (!moved.affected) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_ATTACHED);
      await reversePaymentEntry(manager, id, rentalId, reason, actor.username);
      await this.staffLogs.record(manager, actor, {
        action: 'payment_detached',
        targetType: 'payment',
        targetId: id,
        details: { receiptNumber: payment.receiptNumber, amount: payment.amount, rentalId, reason },
      });
    });
    return this.view(id);
  }

  private async view(id: number): Promise<StaffPaymentView> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneOrFail({ where: { id }, relations: { customer: true, rental: { vehicleRecord: true } } });
    return StaffPaymentView.ofStaff(payment);
  }
}

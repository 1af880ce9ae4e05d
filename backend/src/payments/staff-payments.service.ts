import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { LIKE_ESCAPE, containsPattern } from '../common/database/like';
import { inTransaction } from '../common/database/transactions';
import { formatRinggit } from '../common/formatting';
import { Page, skipFor } from '../common/pagination/pagination';
import { t } from '../i18n/messages';
import { LoyaltyService } from '../loyalty/loyalty.service';
import { MailService } from '../notifications/mail.service';
import { Rental } from '../rentals/entities/rental.entity';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { VEHICLE_NAME_COLUMNS } from '../vehicles/vehicle-display-name';
import { StaffPaymentView } from './dto/payment.view';
import { StaffPaymentQueryDto } from './dto/staff-payment-query.dto';
import { UpdatePaymentStatusDto } from './dto/update-payment-status.dto';
import { Payment } from './entities/payment.entity';
import { PAYMENT_ERRORS } from './payments.errors';
import { appError } from '../common/errors/app-error';
import { lockAccount } from '../ledger/rental-account';
import { postVerifiedPayment } from '../ledger/rental-payments';

/**
 * Staff verify payments: the list to work through, and ONE decision per payment (pending ->
 * completed or failed) made by a conditional UPDATE, logged, rewarded with loyalty points in the
 * same transaction (and, when it completes the payment of a returned rental, that rental's
 * on-time bonus and badges), and e-mailed to the customer afterwards.
 */
@Injectable()
export class StaffPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
    private readonly loyalty: LoyaltyService,
    private readonly mail: MailService,
  ) {}

  /** Newest first; filtered by status and by the customer's name or e-mail, the receipt number or the transfer reference. */
  async list(query: StaffPaymentQueryDto): Promise<Page<StaffPaymentView>> {
    const builder = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .leftJoinAndSelect('payment.customer', 'customer')
      .leftJoinAndSelect('payment.rental', 'rental')
      .leftJoin('rental.vehicleRecord', 'rentalVehicle')
      .addSelect(['rentalVehicle.id', ...VEHICLE_NAME_COLUMNS.map((column) => `rentalVehicle.${column}`)])
      .orderBy('payment.createdAt', 'DESC')
      .addOrderBy('payment.id', 'DESC')
      .skip(skipFor(query))
      .take(query.limit);
    if (query.status) builder.andWhere('payment.paymentStatus = :status', { status: query.status });
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((where) =>
          where
            .where(`customer.fullName LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`customer.email LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`payment.receiptNumber LIKE :pattern ${LIKE_ESCAPE}`, { pattern })
            .orWhere(`payment.transactionId LIKE :pattern ${LIKE_ESCAPE}`, { pattern }),
        ),
      );
    }
    const [rows, total] = await builder.getManyAndCount();
    return { items: rows.map((row) => StaffPaymentView.ofStaff(row)), total, page: query.page, limit: query.limit };
  }

  async setStatus(id: number, actor: AuthUser, dto: UpdatePaymentStatusDto): Promise<StaffPaymentView> {
    const points = await inTransaction(this.dataSource, (manager) => this.decide(manager, id, actor, dto));
    return this.announce(id, points);
  }

  /**
   * The decision itself, inside the caller's transaction, so a caller that records more with it
   * (a bank statement line confirmed by this payment) commits or fails as one. Answers the points
   * the customer earned, for `announce` once the transaction has committed.
   */
  async decide(manager: EntityManager, id: number, actor: AuthUser, dto: UpdatePaymentStatusDto): Promise<number> {
    const failureReason = dto.status === 'failed' ? (dto.reason ?? null) : null;
    const payment = await manager.findOneBy(Payment, { id });
    if (!payment) throw appError(PAYMENT_ERRORS.PAYMENT_NOT_FOUND);
    if (payment.paymentStatus !== 'pending') throw appError(PAYMENT_ERRORS.PAYMENT_ALREADY_DECIDED, { status: payment.paymentStatus });
    // The rental's account before the payment's row: the payment's write would share-lock the rental first.
    if (payment.rentalId !== null) await lockAccount(manager, payment.rentalId);
    const decided = await manager.update(
      Payment,
      { id, paymentStatus: 'pending' },
      { paymentStatus: dto.status, failureReason, verifiedAt: new Date(), verifiedBy: actor.username },
    );
    if (!decided.affected) throw appError(PAYMENT_ERRORS.PAYMENT_JUST_VERIFIED);
    // A failed payment's picture is no proof of anything for its rental.
    if (dto.status === 'failed' && payment.rentalId !== null && payment.paymentProofUrl) {
      await manager.update(Rental, { id: payment.rentalId, paymentProofUrl: payment.paymentProofUrl }, { paymentProofUrl: null });
    }
    // A verified payment for a rental is money on its account, posted once whatever retries follow.
    // Read again after the decision: an approval may have just carried the payment to its new rental.
    const rentalId = (await manager.findOneOrFail(Payment, { select: { id: true, rentalId: true }, where: { id } })).rentalId;
    if (dto.status === 'completed' && rentalId !== null) await postVerifiedPayment(manager, { ...payment, rentalId }, actor.username);
    // The rental first: its loyalty takes the rental's lock and then the customer's, in the order a return takes them.
    const rentalBonus = dto.status === 'completed' && rentalId !== null ? await this.loyalty.rentalEarned(manager, rentalId) : null;
    const earned = dto.status === 'completed' ? await this.loyalty.awardPaymentPoints(manager, payment) : 0;
    await this.staffLogs.record(manager, actor, {
      action: 'payment_status_updated',
      targetType: 'payment',
      targetId: id,
      details: {
        receiptNumber: payment.receiptNumber,
        amount: payment.amount,
        newStatus: dto.status,
        reason: failureReason,
        pointsEarned: earned,
        // Set when this payment completed a returned rental: the loyalty it had been waiting for.
        rentalOnTimeBonus: rentalBonus,
      },
    });
    // The customer's e-mail counts every point this decision gave, the rental's bonus included.
    return earned + (rentalBonus ?? 0);
  }

  /** After the decision has committed: the payment as staff now see it, and the customer's e-mail. */
  async announce(id: number, points: number): Promise<StaffPaymentView> {
    const payment = await this.dataSource
      .getRepository(Payment)
      .findOneOrFail({ where: { id }, relations: { customer: true, rental: { vehicleRecord: true } } });
    await this.notify(payment, points);
    return StaffPaymentView.ofStaff(payment);
  }

  /** The decision stands whether or not the e-mail leaves. */
  private async notify(payment: Payment, points: number): Promise<void> {
    const customer = payment.customer;
    if (!customer) return;
    const completed = payment.paymentStatus === 'completed';
    const receiptNumber = payment.receiptNumber ?? `#${payment.id}`;
    await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, completed ? 'paymentStatus.subjectCompleted' : 'paymentStatus.subjectFailed', { receiptNumber }),
      template: 'payment-status',
      context: {
        completed,
        customerName: customer.fullName,
        receiptNumber,
        amount: formatRinggit(payment.amount),
        reason: payment.failureReason,
        points,
      },
    });
  }
}

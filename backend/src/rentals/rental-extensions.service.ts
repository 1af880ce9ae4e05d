import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AvailabilityService } from '../bookings/availability.service';
import { grandTotal, rentalDays } from '../bookings/pricing';
import { inTransaction, lockVehicleForBooking } from '../common/database/transactions';
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { CustomerRentalView } from './dto/customer-rental.view';
import { ExtensionRequestDto } from './dto/extension.dto';
import { StaffRentalView } from './dto/staff-rental.view';
import { Rental } from './entities/rental.entity';
import { paidAmounts } from './paid-amounts';
import { loadRentalVehicleName } from './rental-vehicle-name';
import { RENTAL_NOT_FOUND_MESSAGE, RentalsService } from './rentals.service';

export const NOT_EXTENDABLE_MESSAGE = 'Only an active rental can be extended';
export const END_DATE_NOT_LATER_MESSAGE = 'The new end date must be after the current end date';
export const EXTENSION_CONFLICT_MESSAGE = 'The vehicle is already booked for the extended dates';
export const NO_EXTENSION_REQUEST_MESSAGE = 'This rental has no extension request to decide';

/**
 * Extensions (issue 9): a customer asks from My Bookings (active -> extension-requested); staff
 * approve, re-checking the new dates under the same vehicle lock as approvals and re-pricing,
 * or decline with a reason (back to active). Each step is ONE conditional UPDATE, and the
 * customer is e-mailed the decision in their language.
 */
@Injectable()
export class RentalExtensionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly settings: ConfigType<typeof appConfig>,
    private readonly availability: AvailabilityService,
    private readonly rentals: RentalsService,
    private readonly mail: MailService,
    private readonly staffLogs: StaffLogsService,
  ) {}

  async request(customerId: number, id: number, dto: ExtensionRequestDto): Promise<CustomerRentalView> {
    const repository = this.dataSource.getRepository(Rental);
    const rental = await repository.findOneBy({ id, customerId });
    if (!rental) throw new NotFoundException(RENTAL_NOT_FOUND_MESSAGE);
    if (rental.status !== 'active') throw new ConflictException(NOT_EXTENDABLE_MESSAGE);
    this.assertExtendable(rental, dto.newEndDate);
    // An early answer for the customer; staff check again under the vehicle lock when approving.
    if (await this.isTaken(this.dataSource.manager, rental, dto.newEndDate)) throw new ConflictException(EXTENSION_CONFLICT_MESSAGE);
    const requested = await repository.update(
      { id, customerId, status: 'active' },
      { status: 'extension-requested', extensionRequestedUntil: dto.newEndDate, extensionReason: dto.reason, extensionDeclineReason: null },
    );
    if (!requested.affected) throw new ConflictException(NOT_EXTENDABLE_MESSAGE);
    const paid = await paidAmounts(this.dataSource.manager, [id]);
    return CustomerRentalView.of(await repository.findOneOrFail({ where: { id }, relations: { vehicleRecord: true } }), paid.get(id));
  }

  async approve(id: number, actor: AuthUser): Promise<StaffRentalView> {
    const decided = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.loadRequested(manager, id);
      const newEndDate = rental.extensionRequestedUntil as string;
      // Lock first, then look: a booking committed by the lock's previous holder is seen.
      if (rental.vehicleId !== null) await lockVehicleForBooking(manager, rental.vehicleId);
      if (await this.isTaken(manager, rental, newEndDate)) throw new ConflictException(EXTENSION_CONFLICT_MESSAGE);
      const totalDays = rentalDays(rental.startDate, newEndDate);
      const total = grandTotal({ rentalPerDay: rental.rentalPerDay, totalDays, deposit: rental.deposit, discount: rental.discount });
      const approved = await manager.update(
        Rental,
        { id, status: 'extension-requested', extensionRequestedUntil: newEndDate },
        { status: 'active', endDate: newEndDate, totalDays, grandTotal: total, extensionRequestedUntil: null, extensionReason: null, extensionDeclineReason: null },
      );
      if (!approved.affected) throw new ConflictException(NO_EXTENSION_REQUEST_MESSAGE);
      await this.staffLogs.record(manager, actor, {
        action: 'rental_extension_approved',
        targetType: 'rental',
        targetId: id,
        details: { previousEndDate: rental.endDate, endDate: newEndDate, totalDays, previousGrandTotal: rental.grandTotal, grandTotal: total, reason: rental.extensionReason },
      });
      return { ...rental, endDate: newEndDate, totalDays, grandTotal: total };
    });
    await this.notify(decided, { approved: true, endDate: decided.endDate, totalDays: decided.totalDays, grandTotal: decided.grandTotal });
    return this.rentals.findOne(id);
  }

  async decline(id: number, actor: AuthUser, reason: string): Promise<StaffRentalView> {
    const declined = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.loadRequested(manager, id);
      const result = await manager.update(
        Rental,
        { id, status: 'extension-requested', extensionRequestedUntil: rental.extensionRequestedUntil as string },
        { status: 'active', extensionRequestedUntil: null, extensionReason: null, extensionDeclineReason: reason },
      );
      if (!result.affected) throw new ConflictException(NO_EXTENSION_REQUEST_MESSAGE);
      await this.staffLogs.record(manager, actor, {
        action: 'rental_extension_declined',
        targetType: 'rental',
        targetId: id,
        details: { requestedUntil: rental.extensionRequestedUntil, reason },
      });
      return rental;
    });
    await this.notify(declined, { approved: false, endDate: declined.endDate, requestedUntil: declined.extensionRequestedUntil, reason });
    return this.rentals.findOne(id);
  }

  private assertExtendable(rental: Rental, newEndDate: string): void {
    if (newEndDate <= rental.endDate) throw new BadRequestException(END_DATE_NOT_LATER_MESSAGE);
    const maxDays = this.settings.maxRentalDays;
    if (rentalDays(rental.startDate, newEndDate) > maxDays) throw new BadRequestException(`A booking can be at most ${maxDays} days long`);
  }

  private async isTaken(manager: EntityManager, rental: Rental, newEndDate: string): Promise<boolean> {
    if (rental.vehicleId === null) return false;
    return (await this.availability.conflicts(manager, rental.vehicleId, rental.startDate, newEndDate, rental.id)).length > 0;
  }

  private async loadRequested(manager: EntityManager, id: number): Promise<Rental> {
    const rental = await manager.findOne(Rental, { where: { id }, relations: { customer: true } });
    if (!rental) throw new NotFoundException(RENTAL_NOT_FOUND_MESSAGE);
    if (rental.status !== 'extension-requested' || !rental.extensionRequestedUntil) throw new ConflictException(NO_EXTENSION_REQUEST_MESSAGE);
    return rental;
  }

  /** The decision stands whether or not the e-mail leaves. */
  private async notify(rental: Rental, decision: Record<string, string | number | boolean | null>): Promise<void> {
    const customer = rental.customer;
    if (!customer) return;
    const params = { rentalId: rental.id, vehicleName: await loadRentalVehicleName(this.dataSource.manager, rental) };
    await this.mail.send({
      to: customer.email,
      language: customer.language,
      subject: t(customer.language, decision.approved ? 'extensionDecision.subjectApproved' : 'extensionDecision.subjectDeclined', params),
      template: 'rental-extension-decision',
      context: { ...params, customerName: customer.fullName, ...decision },
    });
  }
}

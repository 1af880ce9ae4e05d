import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { grandTotal, rentalDays } from '../bookings/pricing';
import { holdsOver, reserveVehicle } from '../bookings/vehicle-schedule';
import { inTransaction } from '../common/database/transactions';
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { CustomerRentalView } from './dto/customer-rental.view';
import { ExtensionRequestDto } from './dto/extension.dto';
import { StaffRentalView } from './dto/staff-rental.view';
import { Rental } from './entities/rental.entity';
import { paidAmounts } from './paid-amounts';
import { rentalActions, startsFrom, transitionRental } from './rental-lifecycle';
import { loadRentalVehicleName } from './rental-vehicle-name';
import { RENTAL_NOT_FOUND_MESSAGE, RentalsService } from './rentals.service';

export const NOT_EXTENDABLE_MESSAGE = 'Only an active rental can be extended';
export const END_DATE_NOT_LATER_MESSAGE = 'The new end date must be after the current end date';
export const EXTENSION_CONFLICT_MESSAGE = 'The vehicle is already booked for the extended dates';
export const NO_EXTENSION_REQUEST_MESSAGE = 'This rental has no extension request to decide';

/**
 * Extensions: a customer asks from My Bookings (active -> extension-requested); staff
 * approve, re-checking the new dates under the same vehicle lock as approvals and re-pricing,
 * or decline with a reason (back to active). Each step is ONE conditional UPDATE, and the
 * customer is e-mailed the decision in their language.
 */
@Injectable()
export class RentalExtensionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly settings: ConfigType<typeof appConfig>,
    private readonly rentals: RentalsService,
    private readonly mail: MailService,
  ) {}

  async request(customer: AuthUser, id: number, dto: ExtensionRequestDto): Promise<CustomerRentalView> {
    const repository = this.dataSource.getRepository(Rental);
    const rental = await repository.findOneBy({ id, customerId: customer.id });
    if (!rental) throw new NotFoundException(RENTAL_NOT_FOUND_MESSAGE);
    if (!startsFrom('request_extension', rental.status)) throw new ConflictException(NOT_EXTENDABLE_MESSAGE);
    this.assertExtendable(rental, dto.newEndDate);
    // An early answer for the customer; staff check again under the vehicle lock when approving.
    if (await this.isTaken(this.dataSource.manager, rental, dto.newEndDate)) throw new ConflictException(EXTENSION_CONFLICT_MESSAGE);
    await transitionRental(this.dataSource.manager, {
      id,
      action: 'request_extension',
      actor: customer,
      set: { extensionRequestedUntil: dto.newEndDate, extensionReason: dto.reason, extensionDeclineReason: null },
      refused: () => new ConflictException(NOT_EXTENDABLE_MESSAGE),
    });
    const paid = await paidAmounts(this.dataSource.manager, [id]);
    return CustomerRentalView.of(await repository.findOneOrFail({ where: { id }, relations: { vehicleRecord: true } }), paid.get(id));
  }

  async approve(id: number, actor: AuthUser): Promise<StaffRentalView> {
    const decided = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.loadRequested(manager, id);
      const newEndDate = rental.extensionRequestedUntil as string;
      const reservation = {
        vehicleId: rental.vehicleId,
        startDate: rental.startDate,
        endDate: newEndDate,
        exceptRentalId: rental.id,
        datesTaken: () => new ConflictException(EXTENSION_CONFLICT_MESSAGE),
      };
      return reserveVehicle(manager, reservation, async () => {
        const totalDays = rentalDays(rental.startDate, newEndDate);
        const total = grandTotal({ rentalPerDay: rental.rentalPerDay, totalDays, deposit: rental.deposit, discount: rental.discount });
        await transitionRental(manager, {
          id,
          action: 'approve_extension',
          actor,
          set: { endDate: newEndDate, totalDays, grandTotal: total, extensionRequestedUntil: null, extensionReason: null, extensionDeclineReason: null },
          where: { extensionRequestedUntil: newEndDate },
          refused: () => new ConflictException(NO_EXTENSION_REQUEST_MESSAGE),
          details: { previousEndDate: rental.endDate, endDate: newEndDate, totalDays, previousGrandTotal: rental.grandTotal, grandTotal: total, reason: rental.extensionReason },
        });
        return { ...rental, endDate: newEndDate, totalDays, grandTotal: total };
      });
    });
    await this.notify(decided, { approved: true, endDate: decided.endDate, totalDays: decided.totalDays, grandTotal: decided.grandTotal });
    return this.rentals.findOne(id);
  }

  async decline(id: number, actor: AuthUser, reason: string): Promise<StaffRentalView> {
    const declined = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.loadRequested(manager, id);
      await transitionRental(manager, {
        id,
        action: 'decline_extension',
        actor,
        set: { extensionRequestedUntil: null, extensionReason: null, extensionDeclineReason: reason },
        where: { extensionRequestedUntil: rental.extensionRequestedUntil as string },
        refused: () => new ConflictException(NO_EXTENSION_REQUEST_MESSAGE),
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
    return (await holdsOver(manager, { vehicleId: rental.vehicleId, startDate: rental.startDate, endDate: newEndDate, exceptRentalId: rental.id })).length > 0;
  }

  private async loadRequested(manager: EntityManager, id: number): Promise<Rental> {
    const rental = await manager.findOne(Rental, { where: { id }, relations: { customer: true } });
    if (!rental) throw new NotFoundException(RENTAL_NOT_FOUND_MESSAGE);
    // Approve and decline start from the same statuses and need the same request.
    if (!rentalActions(rental, 'staff').includes('approve_extension')) throw new ConflictException(NO_EXTENSION_REQUEST_MESSAGE);
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

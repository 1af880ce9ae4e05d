import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { bookingCharges, flatBasis, rentalDays, withAddedTaxSen, type BookingChargeCategory } from '../bookings/pricing';
import { heldAddOns, lockAndCheckAddOns } from '../bookings/add-on-schedule';
import { fromSen, toSen } from '../common/money/money';
import { PricingService } from '../pricing/pricing.service';
import { priceRental } from '../pricing/rental-price';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { ExtensionQuoteView } from './dto/extension-quote.view';
import { holdsOver, reserveVehicle } from '../bookings/vehicle-schedule';
import { ComplianceOverrideDto } from '../fleet/dto/compliance.dto';
import { inTransaction } from '../common/database/transactions';
import { appConfig } from '../config/configuration';
import { t } from '../i18n/messages';
import { MailService } from '../notifications/mail.service';
import { CustomerRentalView } from './dto/customer-rental.view';
import { ExtensionRequestDto } from './dto/extension.dto';
import { StaffRentalView } from './dto/staff-rental.view';
import { Rental } from './entities/rental.entity';
import { rentalActions, startsFrom, transitionRental } from './rental-lifecycle';
import { loadRentalVehicleName } from './rental-vehicle-name';
import { RentalsService } from './rentals.service';
import { RENTAL_ERRORS } from './rentals.errors';
import { appError } from '../common/errors/app-error';
import { BOOKING_ERRORS } from '../bookings/bookings.errors';
import { accountSummary, accountTotals, postEntries, serviceTaxOf } from '../ledger/rental-account';
import { EMPTY_TOTALS } from '../ledger/rental-ledger';

interface ExtensionCharge {
  category: Extract<BookingChargeCategory, 'add_on' | 'add_on_untaxed'> | 'extension';
  amountSen: number;
  key: string;
  name: { en: string; ms: string } | null;
}

interface ExtensionPrice {
  charges: ExtensionCharge[];
  addedTaxSen: number;
  /** The charges with the tax added on top of them. */
  totalSen: number;
}

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
    private readonly pricing: PricingService,
  ) {}

  async request(customer: AuthUser, id: number, dto: ExtensionRequestDto): Promise<CustomerRentalView> {
    const repository = this.dataSource.getRepository(Rental);
    const rental = await repository.findOneBy({ id, customerId: customer.id });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('request_extension', rental.status)) throw appError(RENTAL_ERRORS.NOT_EXTENDABLE);
    this.assertExtendable(rental, dto.newEndDate);
    // An early answer for the customer; staff check again under the vehicle lock when approving.
    if (await this.isTaken(this.dataSource.manager, rental, dto.newEndDate)) throw appError(RENTAL_ERRORS.EXTENSION_DATES_TAKEN);
    await transitionRental(this.dataSource.manager, {
      id,
      action: 'request_extension',
      actor: customer,
      set: { extensionRequestedUntil: dto.newEndDate, extensionReason: dto.reason, extensionDeclineReason: null },
      refused: () => appError(RENTAL_ERRORS.NOT_EXTENDABLE),
    });
    const accounts = await accountTotals(this.dataSource.manager, [id]);
    const requested = await repository.findOneOrFail({ where: { id }, relations: { vehicleRecord: true } });
    return CustomerRentalView.of(requested, accountSummary(accounts.get(id) ?? EMPTY_TOTALS));
  }

  async approve(id: number, actor: AuthUser, dto: ComplianceOverrideDto = {}): Promise<StaffRentalView> {
    const decided = await inTransaction(this.dataSource, async (manager) => {
      const rental = await this.loadRequested(manager, id);
      const newEndDate = rental.extensionRequestedUntil as string;
      const reservation = {
        vehicleId: rental.vehicleId,
        startDate: rental.startDate,
        endDate: newEndDate,
        exceptRentalId: rental.id,
        pickupTime: rental.pickupTime,
        returnTime: rental.returnTime,
        datesTaken: () => appError(RENTAL_ERRORS.EXTENSION_DATES_TAKEN),
        roadworthy: { actor, purpose: 'extension' as const, overrideReason: dto.complianceOverrideReason },
      };
      return reserveVehicle(manager, reservation, async () => {
        const held = await heldAddOns(manager, rental.id);
        // Its child seats and the like are kept over the new days too, when there are enough.
        await lockAndCheckAddOns(manager, { startDate: rental.startDate, endDate: newEndDate, choices: held, exceptRentalId: rental.id });
        const extension = await this.price(manager, rental, newEndDate);
        const totalDays = rentalDays(rental.startDate, newEndDate);
        const total = fromSen(toSen(rental.grandTotal) + extension.totalSen);
        const serviceTaxAdded = fromSen(toSen(rental.serviceTaxAdded) + extension.addedTaxSen);
        await transitionRental(manager, {
          id,
          action: 'approve_extension',
          actor,
          set: {
            endDate: newEndDate,
            totalDays,
            grandTotal: total,
            serviceTaxAdded,
            extensionRequestedUntil: null,
            extensionReason: null,
            extensionDeclineReason: null,
          },
          where: { extensionRequestedUntil: newEndDate },
          refused: () => appError(RENTAL_ERRORS.NO_EXTENSION_REQUEST),
          details: {
            previousEndDate: rental.endDate,
            endDate: newEndDate,
            totalDays,
            previousGrandTotal: rental.grandTotal,
            grandTotal: total,
            reason: rental.extensionReason,
          },
        });
        // Each charge's key names the new end, so each extension posts once.
        const charges = extension.charges.map((charge) => ({
          kind: 'charge' as const,
          category: charge.category,
          amountSen: charge.amountSen,
          sourceKey: `rental:${id}:${charge.key}:${newEndDate}`,
        }));
        if (charges.length > 0) await postEntries(manager, id, charges, actor.username);
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
        refused: () => appError(RENTAL_ERRORS.NO_EXTENSION_REQUEST),
        details: { requestedUntil: rental.extensionRequestedUntil, reason },
      });
      return rental;
    });
    await this.notify(declined, { approved: false, endDate: declined.endDate, requestedUntil: declined.extensionRequestedUntil, reason });
    return this.rentals.findOne(id);
  }

  /** What the customer would pay for the added days before asking: the same price the approval posts. */
  async quote(customer: AuthUser, id: number, newEndDate: string): Promise<ExtensionQuoteView> {
    const rental = await this.dataSource.getRepository(Rental).findOneBy({ id, customerId: customer.id });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    if (!startsFrom('request_extension', rental.status)) throw appError(RENTAL_ERRORS.NOT_EXTENDABLE);
    this.assertExtendable(rental, newEndDate);
    const extension = await this.price(this.dataSource.manager, rental, newEndDate);
    return {
      newEndDate,
      extraDays: rentalDays(rental.startDate, newEndDate) - rental.totalDays,
      lines: extension.charges.map((charge) => ({ category: charge.category, amount: fromSen(charge.amountSen), name: charge.name })),
      addedTax: fromSen(extension.addedTaxSen),
      extensionTotal: fromSen(extension.totalSen),
      newGrandTotal: fromSen(toSen(rental.grandTotal) + extension.totalSen),
    };
  }

  /**
   * The added days' price: the whole rental to the new end less the whole rental to the old end,
   * both through the one price function on the rates and add-ons the rental was booked with, and
   * the seasons over the days as they are now (a booking at one named rate, or one made before
   * prices were kept: that rate every day). Never negative: more days never cost less.
   */
  private async price(manager: EntityManager, rental: Rental, newEndDate: string): Promise<ExtensionPrice> {
    const kept = rental.priceBasis;
    const vehicle = kept?.kind === 'plans' && rental.vehicleId !== null ? await manager.findOneBy(Vehicle, { id: rental.vehicleId }) : null;
    const basis =
      kept && vehicle
        ? {
            ...kept,
            seasons: (await this.pricing.basisFor(vehicle, { startDate: rental.startDate, endDate: newEndDate }, manager)).seasons,
          }
        : {
            ...flatBasis({
              vehicleId: rental.vehicleId ?? 0,
              category: kept?.vehicle.category ?? '',
              dailySen: toSen(rental.rentalPerDay),
              depositSen: 0,
              startDate: rental.startDate,
              endDate: newEndDate,
            }),
            addOns: kept?.addOns ?? [],
          };
    const longer = priceRental({ ...basis, delivery: null, endDate: newEndDate, discount: null, serviceTax: null });
    const shorter = priceRental({ ...basis, delivery: null, endDate: rental.endDate, discount: null, serviceTax: null });
    // Line by line, what the longer rental charges beyond the shorter: its days, and each add-on kept over them.
    const before = new Map(bookingCharges(shorter).map((charge) => [charge.key, charge.amountSen]));
    const charges = bookingCharges(longer).flatMap((charge): ExtensionCharge[] => {
      const amountSen = charge.amountSen - (before.get(charge.key) ?? 0);
      if (amountSen <= 0 || charge.category === 'discount' || charge.category === 'delivery') return [];
      if (charge.category === 'rental_days') return [{ category: 'extension', amountSen, key: 'extension', name: null }];
      return [{ category: charge.category, amountSen, key: `${charge.key}:extension`, name: charge.name }];
    });
    const policy = serviceTaxOf(manager);
    const chargedSen = charges.reduce((sum, charge) => sum + charge.amountSen, 0);
    const totalSen = charges.reduce((sum, charge) => sum + withAddedTaxSen(charge.category, charge.amountSen, policy), 0);
    return { charges, addedTaxSen: totalSen - chargedSen, totalSen };
  }

  private assertExtendable(rental: Rental, newEndDate: string): void {
    if (newEndDate <= rental.endDate) throw appError(RENTAL_ERRORS.END_DATE_NOT_LATER);
    const maxDays = this.settings.maxRentalDays;
    if (rentalDays(rental.startDate, newEndDate) > maxDays) throw appError(BOOKING_ERRORS.BOOKING_TOO_LONG, { days: maxDays });
  }

  private async isTaken(manager: EntityManager, rental: Rental, newEndDate: string): Promise<boolean> {
    if (rental.vehicleId === null) return false;
    return (
      (
        await holdsOver(manager, {
          vehicleId: rental.vehicleId,
          startDate: rental.startDate,
          endDate: newEndDate,
          exceptRentalId: rental.id,
          pickupTime: rental.pickupTime,
          returnTime: rental.returnTime,
        })
      ).length > 0
    );
  }

  private async loadRequested(manager: EntityManager, id: number): Promise<Rental> {
    const rental = await manager.findOne(Rental, { where: { id }, relations: { customer: true } });
    if (!rental) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
    // Approve and decline start from the same statuses and need the same request.
    if (!rentalActions(rental, 'staff').includes('approve_extension')) throw appError(RENTAL_ERRORS.NO_EXTENSION_REQUEST);
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

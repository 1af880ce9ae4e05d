import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { holdAddOns } from '../bookings/add-on-schedule';
import { bookingCharges, flatBasis, isBookedAddOn } from '../bookings/pricing';
import { lockVehicleForBooking } from '../bookings/vehicle-schedule';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { fromSen, toSen } from '../common/money/money';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { postEntries, reverseEntry, serviceTaxOf } from '../ledger/rental-account';
import { RentalExtrasDto } from '../pricing/dto/quote.dto';
import { RentalAddOn } from '../pricing/entities/rental-add-on.entity';
import { PricingService } from '../pricing/pricing.service';
import { priceRental, type DiscountChoice, type PriceBasis } from '../pricing/rental-price';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { StaffRentalView } from './dto/staff-rental.view';
import { Rental } from './entities/rental.entity';
import { startsFrom, transitionRental } from './rental-lifecycle';
import { RentalsService } from './rentals.service';
import { RENTAL_ERRORS } from './rentals.errors';

/** The booking's add-on and delivery charges still standing on the account (neither a reversal nor reversed). */
async function standingExtras(manager: EntityManager, rentalId: number): Promise<LedgerEntry[]> {
  const charges = await manager.find(LedgerEntry, {
    where: { rentalId, kind: 'charge', category: In(['add_on', 'add_on_untaxed', 'delivery']) },
    order: { id: 'ASC' },
  });
  const reversed = new Set(charges.map((entry) => entry.reversesEntryId).filter((id): id is number => id !== null));
  const booked = (entry: LedgerEntry) =>
    entry.category === 'delivery' || (isBookedAddOn(entry, rentalId) && entry.sourceKey?.includes(':extension') !== true);
  return charges.filter((entry) => entry.reversesEntryId === null && !reversed.has(entry.id) && booked(entry));
}

/**
 * Staff change what a booked rental comes with (a second child seat, delivery to KLIA) until the
 * agreement is signed. Add-ons it already had keep the price they were booked at; new ones and a
 * new zone take today's price. The account is corrected the ledger's way: the booked add-on and
 * delivery charges are reversed and the new ones posted, and the grand total moves by exactly
 * their difference. Stock is held again under the add-ons' locks; of two edits of one rental at
 * once, the car's lock lets one finish before the other reads.
 */
@Injectable()
export class RentalExtrasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly rentals: RentalsService,
  ) {}

  async change(id: number, actor: AuthUser, dto: RentalExtrasDto): Promise<StaffRentalView> {
    await inTransaction(this.dataSource, async (manager) => {
      const found = await manager.findOneBy(Rental, { id });
      if (!found) throw appError(RENTAL_ERRORS.RENTAL_NOT_FOUND);
      if (found.vehicleId === null) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
      await lockVehicleForBooking(manager, found.vehicleId);
      // Read again under the lock: an edit that just committed is seen.
      const rental = await manager.findOneByOrFail(Rental, { id });
      if (!startsFrom('change_extras', rental.status)) throw appError(RENTAL_ERRORS.EXTRAS_LOCKED);
      const vehicle = await manager.findOneBy(Vehicle, { id: found.vehicleId });
      if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);

      const kept = rental.priceBasis ?? this.flatBasisOf(rental, vehicle);
      const today = await this.pricing.basisFor(
        vehicle,
        { startDate: rental.startDate, endDate: rental.endDate, addOns: dto.addOns ?? [], deliveryZoneId: dto.deliveryZoneId ?? null },
        manager,
      );
      const basis: PriceBasis = {
        ...kept,
        addOns: today.addOns.map((choice) => {
          const booked = kept.addOns.find((addOn) => addOn.addOnId === choice.addOnId);
          return booked ? { ...booked, quantity: choice.quantity } : choice;
        }),
        delivery: today.delivery && kept.delivery?.zoneId === today.delivery.zoneId ? kept.delivery : today.delivery,
      };
      const discountSen = toSen(rental.discount);
      const discount: DiscountChoice | null = discountSen > 0 ? { kind: 'chosen', amountSen: discountSen } : null;
      const policy = serviceTaxOf(manager);
      const before = priceRental({ ...kept, discount, serviceTax: policy });
      const after = priceRental({ ...basis, discount, serviceTax: policy });
      const grandTotal = fromSen(toSen(rental.grandTotal) - before.totalSen + after.totalSen);
      const serviceTaxAdded = fromSen(toSen(rental.serviceTaxAdded) - before.addedTaxSen + after.addedTaxSen);

      await transitionRental(manager, {
        id,
        action: 'change_extras',
        actor,
        set: { priceBasis: basis, grandTotal, serviceTaxAdded },
        refused: () => appError(RENTAL_ERRORS.EXTRAS_LOCKED),
        details: {
          addOns: basis.addOns.map((addOn) => `${addOn.name.en} x ${addOn.quantity}`).join(', ') || null,
          delivery: basis.delivery?.name.en ?? null,
          previousGrandTotal: rental.grandTotal,
          grandTotal,
        },
      });
      await manager.delete(RentalAddOn, { rentalId: id });
      await holdAddOns(manager, id, { startDate: rental.startDate, endDate: rental.endDate, choices: basis.addOns });

      const reason = 'Add-ons or delivery changed before the agreement';
      for (const entry of await standingExtras(manager, id)) await reverseEntry(manager, id, entry.id, reason, actor.username);
      // A fresh key per change: the ledger never reuses one, and each change posts once.
      const revision = (await manager.countBy(LedgerEntry, { rentalId: id, kind: 'charge' })) + 1;
      const charges = bookingCharges(after)
        .filter((charge) => charge.category !== 'rental_days' && charge.category !== 'discount')
        .map((charge) => ({
          kind: 'charge' as const,
          category: charge.category,
          amountSen: charge.amountSen,
          sourceKey: `rental:${id}:${charge.key}:r${revision}`,
        }));
      if (charges.length > 0) await postEntries(manager, id, charges, actor.username);
    });
    return this.rentals.findOne(id);
  }

  /** A rental booked before prices were kept: its own daily rate and deposit, no extras. */
  private flatBasisOf(rental: Rental, vehicle: Vehicle): PriceBasis {
    return flatBasis({
      vehicleId: vehicle.id,
      category: vehicle.category,
      dailySen: toSen(rental.rentalPerDay),
      depositSen: toSen(rental.deposit),
      startDate: rental.startDate,
      endDate: rental.endDate,
    });
  }
}

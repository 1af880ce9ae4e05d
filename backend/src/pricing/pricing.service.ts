import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { addDays } from '../common/dates/date-math';
import { appError } from '../common/errors/app-error';
import { toSen } from '../common/money/money';
import { serviceTaxOf } from '../ledger/rental-account';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { AddOn } from './entities/add-on.entity';
import { DeliveryZone } from './entities/delivery-zone.entity';
import { Season } from './entities/season.entity';
import { PRICING_ERRORS } from './pricing.errors';
import {
  countRentalDays,
  DEFAULT_WEEKEND_DAYS,
  MONTHLY_TIER_DAYS,
  priceRental,
  seasonReaches,
  type AddOnChoice,
  type DiscountChoice,
  type PriceBasis,
  type RatePlan,
  type RentalPrice,
  type SeasonRule,
  type Weekday,
} from './rental-price';

/** The price on a kept basis, with the discount given and the service tax as it is now. */
export function priceOnBasis(basis: PriceBasis, discount: DiscountChoice | null, manager: EntityManager): RentalPrice {
  return priceRental({ ...basis, discount, serviceTax: serviceTaxOf(manager) });
}

/**
 * Refuses dates a season's minimum does not allow, with the season's name in the customer's
 * words ("Hari Raya bookings are at least 3 days").
 */
export function assertMeetsMinimum(price: RentalPrice): void {
  const short = price.shortOfMinimum;
  if (short) throw appError(PRICING_ERRORS.SEASON_MINIMUM_DAYS, { name: short.name.en, nameMs: short.name.ms, days: short.minDays });
}

/** The app_settings row naming the weekend days, as "5,6,0" (Sunday is 0). */
export const WEEKEND_DAYS_SETTING = 'weekendDays';

export interface PriceRequest {
  vehicleId: number;
  startDate: string;
  endDate: string;
  addOns?: ReadonlyArray<{ addOnId: number; quantity: number }>;
  deliveryZoneId?: number | null;
  discount?: DiscountChoice | null;
}

/** A car's rates as the price function reads them, in sen. */
export function ratePlanOf(vehicle: Pick<Vehicle, 'dailyRate' | 'weekendRate' | 'weeklyRate' | 'monthlyRate'>): RatePlan {
  const optional = (rate: string | null) => (rate === null ? null : toSen(rate));
  return {
    dailySen: toSen(vehicle.dailyRate),
    weekendSen: optional(vehicle.weekendRate),
    weeklySen: optional(vehicle.weeklyRate),
    monthlySen: optional(vehicle.monthlyRate),
  };
}

export function seasonRuleOf(season: Season): SeasonRule {
  return {
    id: season.id,
    name: { en: season.nameEn, ms: season.nameMs },
    startDate: season.startDate,
    endDate: season.endDate,
    adjustment:
      season.adjustment === 'rate' ? { kind: 'rate', rateSen: season.rateSen ?? 0 } : { kind: 'percent', percent: season.percent ?? 0 },
    minDays: season.minDays,
    reach: season.reach,
    category: season.category,
    vehicleId: season.vehicleId,
  };
}

/** "5,6,0" as weekdays; anything unreadable falls back to Friday to Sunday. */
export function parseWeekendDays(value: string | null | undefined): readonly Weekday[] {
  if (!value) return DEFAULT_WEEKEND_DAYS;
  const days = value.split(',').map(Number);
  if (days.length === 0 || days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) return DEFAULT_WEEKEND_DAYS;
  return [...new Set(days)] as Weekday[];
}

/**
 * Reads what a price depends on (the car's rates, the seasons over the dates, the add-ons and
 * zone chosen, the weekend and the service tax) and hands it to the one price function.
 */
@Injectable()
export class PricingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async weekendDays(manager: EntityManager = this.dataSource.manager): Promise<readonly Weekday[]> {
    const row = await manager.findOneBy(AppSetting, { name: WEEKEND_DAYS_SETTING });
    return parseWeekendDays(row?.value);
  }

  /**
   * The price of a car for the dates with the add-ons and delivery chosen. 404 for a car that is
   * not in the fleet; 400 for an add-on or zone that is not offered with it.
   */
  async price(request: PriceRequest, manager: EntityManager = this.dataSource.manager): Promise<RentalPrice> {
    const vehicle = await manager.findOneBy(Vehicle, { id: request.vehicleId, isActive: true });
    if (!vehicle) throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
    return this.priceFor(vehicle, request, manager);
  }

  /** As `price`, for a car already loaded (and locked, when the caller holds its lock). */
  async priceFor(
    vehicle: Vehicle,
    request: Omit<PriceRequest, 'vehicleId'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RentalPrice> {
    return priceOnBasis(await this.basisFor(vehicle, request, manager), request.discount ?? null, manager);
  }

  /**
   * Everything the price of these dates and choices is made from, read now: what a booking keeps
   * so that its price is the same tomorrow whatever the admin edits.
   */
  async basisFor(
    vehicle: Vehicle,
    request: Omit<PriceRequest, 'vehicleId' | 'discount'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PriceBasis> {
    const [weekendDays, seasons, addOns, delivery] = await Promise.all([
      this.weekendDays(manager),
      this.seasonsOver(manager, request.startDate, request.endDate),
      this.addOnChoices(manager, vehicle, request.addOns ?? []),
      this.deliveryChoice(manager, request.deliveryZoneId ?? null),
    ]);
    return {
      kind: 'plans',
      vehicle: { id: vehicle.id, category: vehicle.category, plan: ratePlanOf(vehicle), depositSen: toSen(vehicle.deposit) },
      startDate: request.startDate,
      endDate: request.endDate,
      weekendDays,
      seasons: seasons.filter((season) => seasonReaches(season, vehicle)),
      addOns,
      delivery,
    };
  }

  /** Seasons over the dates and over the days a longer tier would charge from the same start. */
  private async seasonsOver(manager: EntityManager, startDate: string, endDate: string): Promise<SeasonRule[]> {
    const lastDay = addDays(startDate, Math.max(countRentalDays(startDate, endDate), MONTHLY_TIER_DAYS) - 1);
    const rows = await manager.find(Season, {
      where: { startDate: LessThanOrEqual(lastDay), endDate: MoreThanOrEqual(startDate) },
      order: { id: 'ASC' },
    });
    return rows.map(seasonRuleOf);
  }

  private async addOnChoices(
    manager: EntityManager,
    vehicle: Vehicle,
    chosen: ReadonlyArray<{ addOnId: number; quantity: number }>,
  ): Promise<AddOnChoice[]> {
    if (chosen.length === 0) return [];
    const ids = chosen.map((choice) => choice.addOnId);
    if (new Set(ids).size !== ids.length) throw appError(PRICING_ERRORS.ADD_ON_TWICE);
    const rows = new Map((await manager.findBy(AddOn, { id: In(ids), active: true })).map((row) => [row.id, row]));
    return chosen.map(({ addOnId, quantity }) => {
      const row = rows.get(addOnId);
      if (!row || (row.categories !== null && !row.categories.includes(vehicle.category))) {
        throw appError(PRICING_ERRORS.ADD_ON_NOT_OFFERED, { addOnId });
      }
      if (row.stock !== null && quantity > row.stock) {
        throw appError(PRICING_ERRORS.ADD_ON_BEYOND_STOCK, { name: row.nameEn, nameMs: row.nameMs, stock: row.stock });
      }
      return {
        addOnId,
        name: { en: row.nameEn, ms: row.nameMs },
        pricing: row.pricing,
        priceSen: row.priceSen,
        capSen: row.capSen,
        taxable: row.taxable,
        quantity,
      };
    });
  }

  private async deliveryChoice(manager: EntityManager, zoneId: number | null) {
    if (zoneId === null) return null;
    const zone = await manager.findOneBy(DeliveryZone, { id: zoneId, active: true });
    if (!zone) throw appError(PRICING_ERRORS.DELIVERY_ZONE_NOT_FOUND);
    return { zoneId: zone.id, name: { en: zone.nameEn, ms: zone.nameMs }, feeSen: zone.feeSen };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { fromSen } from '../../common/money/money';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../vehicles/vehicle-categories';
import type { AddOn } from '../entities/add-on.entity';
import type { DeliveryZone } from '../entities/delivery-zone.entity';
import type { Season } from '../entities/season.entity';
import type { SeasonReach } from '../rental-price';

export class SeasonView {
  @ApiProperty() id: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty({ example: '2027-03-09' }) startDate: string;
  @ApiProperty({ example: '2027-03-12', description: 'Last day, included' }) endDate: string;
  @ApiProperty({ enum: ['rate', 'percent'], enumName: 'SeasonAdjustment' }) adjustment: 'rate' | 'percent';
  @ApiProperty({ nullable: true, type: String, example: '250.00' }) rate: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 40 }) percent: number | null;
  @ApiProperty() minDays: number;
  @ApiProperty({ enum: ['all', 'category', 'vehicle'], enumName: 'SeasonReach' }) reach: SeasonReach;
  @ApiProperty({ nullable: true, enum: VEHICLE_CATEGORIES, enumName: 'VehicleCategory' }) category: VehicleCategory | null;
  @ApiProperty({ nullable: true, type: Number }) vehicleId: number | null;
  @ApiProperty({ nullable: true, type: String }) holidayKey: string | null;

  static of(season: Season): SeasonView {
    return {
      id: season.id,
      nameEn: season.nameEn,
      nameMs: season.nameMs,
      startDate: season.startDate,
      endDate: season.endDate,
      adjustment: season.adjustment,
      rate: season.rateSen === null ? null : fromSen(season.rateSen),
      percent: season.percent,
      minDays: season.minDays,
      reach: season.reach,
      category: season.category as VehicleCategory | null,
      vehicleId: season.vehicleId,
      holidayKey: season.holidayKey,
    };
  }
}

export class AddOnView {
  @ApiProperty() id: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty({ enum: ['per_day', 'per_rental'], enumName: 'AddOnPricing' }) pricing: 'per_day' | 'per_rental';
  @ApiProperty({ example: '10.00' }) price: string;
  @ApiProperty({ nullable: true, type: String, example: '50.00' }) cap: string | null;
  @ApiProperty() taxable: boolean;
  @ApiProperty({
    nullable: true,
    enum: VEHICLE_CATEGORIES,
    enumName: 'VehicleCategory',
    isArray: true,
    description: 'Null: with every car',
  })
  categories: VehicleCategory[] | null;
  @ApiProperty({ nullable: true, type: Number, description: 'How many the business has; null: no limit' }) stock: number | null;
  @ApiProperty() active: boolean;

  static of(addOn: AddOn): AddOnView {
    return {
      id: addOn.id,
      nameEn: addOn.nameEn,
      nameMs: addOn.nameMs,
      pricing: addOn.pricing,
      price: fromSen(addOn.priceSen),
      cap: addOn.capSen === null ? null : fromSen(addOn.capSen),
      taxable: addOn.taxable,
      categories: addOn.categories as VehicleCategory[] | null,
      stock: addOn.stock,
      active: addOn.active,
    };
  }
}

export class DeliveryZoneView {
  @ApiProperty() id: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty({ example: '40.00' }) fee: string;
  @ApiProperty() active: boolean;

  static of(zone: DeliveryZone): DeliveryZoneView {
    return { id: zone.id, nameEn: zone.nameEn, nameMs: zone.nameMs, fee: fromSen(zone.feeSen), active: zone.active };
  }
}

/** What a customer can choose with a car: the add-ons and zones on offer, and which days are the weekend. */
export class PricingCatalogueView {
  @ApiProperty({ type: [AddOnView] }) addOns: AddOnView[];
  @ApiProperty({ type: [DeliveryZoneView] }) deliveryZones: DeliveryZoneView[];
  @ApiProperty({ type: [Number], example: [5, 6, 0] }) weekendDays: number[];
}

/** The admin's rate plans: every season from a year back, every add-on and zone (retired ones too). */
export class RatePlansView extends PricingCatalogueView {
  @ApiProperty({ type: [SeasonView] }) seasons: SeasonView[];
}

/** A public holiday (its days in a row as one span) the admin can make a season from. */
export class HolidayView {
  @ApiProperty({ example: '2027-03-09|End of Ramadan (Eid al-Fitr)', description: 'Kept on the season made from it' }) key: string;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty({ example: '2027-03-09' }) startDate: string;
  @ApiProperty({ example: '2027-03-10' }) endDate: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The season made from it, if there is one' }) seasonId: number | null;
}

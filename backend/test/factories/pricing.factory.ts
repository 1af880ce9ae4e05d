import { DataSource } from 'typeorm';
import { AddOn } from '../../src/pricing/entities/add-on.entity';
import { DeliveryZone } from '../../src/pricing/entities/delivery-zone.entity';
import { Season } from '../../src/pricing/entities/season.entity';

export function makeSeason(dataSource: DataSource, overrides: Partial<Season> & Pick<Season, 'startDate' | 'endDate'>): Promise<Season> {
  return dataSource.getRepository(Season).save({
    nameEn: 'Hari Raya Aidilfitri',
    nameMs: 'Hari Raya Aidilfitri',
    adjustment: 'percent',
    rateSen: null,
    percent: 40,
    minDays: 1,
    reach: 'all',
    category: null,
    vehicleId: null,
    holidayKey: null,
    ...overrides,
  } as Season);
}

export function makeAddOn(dataSource: DataSource, overrides: Partial<AddOn> = {}): Promise<AddOn> {
  return dataSource.getRepository(AddOn).save({
    nameEn: 'Child seat',
    nameMs: 'Kerusi kanak-kanak',
    pricing: 'per_day',
    priceSen: 1_000,
    capSen: 5_000,
    taxable: true,
    categories: null,
    stock: 3,
    active: true,
    ...overrides,
  } as AddOn);
}

export function makeDeliveryZone(dataSource: DataSource, overrides: Partial<DeliveryZone> = {}): Promise<DeliveryZone> {
  return dataSource
    .getRepository(DeliveryZone)
    .save({ nameEn: 'Klang Valley', nameMs: 'Lembah Klang', feeSen: 4_000, active: true, ...overrides });
}

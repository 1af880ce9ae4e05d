import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThanOrEqual, MoreThanOrEqual, Not } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { addDays } from '../common/dates/date-math';
import { inTransaction } from '../common/database/transactions';
import { appError } from '../common/errors/app-error';
import { toSen } from '../common/money/money';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLogDetails, StaffLogsService } from '../staff-logs/staff-logs.service';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { VEHICLE_ERRORS } from '../vehicles/vehicles.errors';
import { AddOnDto, DeliveryZoneDto, SeasonDto, WeekendDaysDto } from './dto/rate-plan.dto';
import { AddOnView, DeliveryZoneView, HolidayView, PricingCatalogueView, RatePlansView, SeasonView } from './dto/rate-plan.view';
import { malaysianHolidays } from './public-holidays';
import { AddOn } from './entities/add-on.entity';
import { DeliveryZone } from './entities/delivery-zone.entity';
import { Season } from './entities/season.entity';
import { PRICING_ERRORS } from './pricing.errors';
import { PricingService, WEEKEND_DAYS_SETTING } from './pricing.service';

/** The app_settings row every season write touches first: seasons are checked for overlaps one writer at a time. */
export const SEASON_WRITES_SETTING = 'seasonWrites';

/** The admin's list keeps a year of past seasons: enough to copy last year's, bounded for ever after. */
const PAST_SEASON_DAYS = 365;
/** Two years of holidays: this year's festive seasons and next year's, to plan ahead. */
const HOLIDAY_DAYS_AHEAD = 730;
/** A price list this long is a mistake; the screens show every row. */
const MAX_LISTED = 500;

/** The rate plans the admin edits (seasons, add-ons, delivery zones, the weekend), each change logged. */
@Injectable()
export class RatePlansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pricing: PricingService,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /** What a customer can choose: the add-ons and zones on offer now. */
  async catalogue(): Promise<PricingCatalogueView> {
    const [addOns, zones, weekendDays] = await Promise.all([
      this.dataSource.getRepository(AddOn).find({ where: { active: true }, order: { id: 'ASC' }, take: MAX_LISTED }),
      this.dataSource.getRepository(DeliveryZone).find({ where: { active: true }, order: { id: 'ASC' }, take: MAX_LISTED }),
      this.pricing.weekendDays(),
    ]);
    return { addOns: addOns.map(AddOnView.of), deliveryZones: zones.map(DeliveryZoneView.of), weekendDays: [...weekendDays] };
  }

  async list(): Promise<RatePlansView> {
    const [seasons, addOns, zones, weekendDays] = await Promise.all([
      this.dataSource.getRepository(Season).find({
        where: { endDate: MoreThanOrEqual(addDays(todayInKualaLumpur(), -PAST_SEASON_DAYS)) },
        order: { startDate: 'ASC', id: 'ASC' },
        take: MAX_LISTED,
      }),
      this.dataSource.getRepository(AddOn).find({ order: { id: 'ASC' }, take: MAX_LISTED }),
      this.dataSource.getRepository(DeliveryZone).find({ order: { id: 'ASC' }, take: MAX_LISTED }),
      this.pricing.weekendDays(),
    ]);
    return {
      seasons: seasons.map(SeasonView.of),
      addOns: addOns.map(AddOnView.of),
      deliveryZones: zones.map(DeliveryZoneView.of),
      weekendDays: [...weekendDays],
    };
  }

  /** The next two years of public holidays, each with the season already made from it, if any. */
  async holidays(state: string | null): Promise<HolidayView[]> {
    const today = todayInKualaLumpur();
    const spans = malaysianHolidays(today, addDays(today, HOLIDAY_DAYS_AHEAD), state);
    const taken = await this.dataSource.getRepository(Season).find({
      select: { id: true, holidayKey: true },
      where: { holidayKey: In(spans.map((span) => span.key)) },
    });
    const seasonOf = new Map(taken.map((season) => [season.holidayKey, season.id]));
    return spans.map((span) => ({ ...span, seasonId: seasonOf.get(span.key) ?? null }));
  }

  createSeason(actor: AuthUser, dto: SeasonDto): Promise<SeasonView> {
    return this.writeSeason(actor, null, dto);
  }

  updateSeason(actor: AuthUser, id: number, dto: SeasonDto): Promise<SeasonView> {
    return this.writeSeason(actor, id, dto);
  }

  async removeSeason(actor: AuthUser, id: number): Promise<RatePlansView> {
    await inTransaction(this.dataSource, async (manager) => {
      const season = await manager.findOneBy(Season, { id });
      if (!season) throw appError(PRICING_ERRORS.SEASON_NOT_FOUND);
      // Bookings keep the price they were made with: removing a season changes only new quotes.
      const result = await manager.delete(Season, { id });
      if (!result.affected) throw appError(PRICING_ERRORS.SEASON_NOT_FOUND);
      await this.log(manager, actor, 'season', id, { removed: true, name: season.nameEn, from: season.startDate, to: season.endDate });
    });
    return this.list();
  }

  async createAddOn(actor: AuthUser, dto: AddOnDto): Promise<AddOnView> {
    return inTransaction(this.dataSource, async (manager) => {
      const saved = await manager.save(manager.create(AddOn, addOnValues(dto)));
      await this.log(manager, actor, 'add_on', saved.id, { created: true, name: dto.nameEn, price: dto.price, active: dto.active });
      return AddOnView.of(saved);
    });
  }

  async updateAddOn(actor: AuthUser, id: number, dto: AddOnDto): Promise<AddOnView> {
    return inTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(AddOn, { id }, addOnValues(dto));
      if (!result.affected) throw appError(PRICING_ERRORS.ADD_ON_NOT_FOUND);
      await this.log(manager, actor, 'add_on', id, { name: dto.nameEn, price: dto.price, stock: dto.stock ?? null, active: dto.active });
      return AddOnView.of(await manager.findOneByOrFail(AddOn, { id }));
    });
  }

  async createZone(actor: AuthUser, dto: DeliveryZoneDto): Promise<DeliveryZoneView> {
    return inTransaction(this.dataSource, async (manager) => {
      const saved = await manager.save(manager.create(DeliveryZone, zoneValues(dto)));
      await this.log(manager, actor, 'delivery_zone', saved.id, { created: true, name: dto.nameEn, fee: dto.fee, active: dto.active });
      return DeliveryZoneView.of(saved);
    });
  }

  async updateZone(actor: AuthUser, id: number, dto: DeliveryZoneDto): Promise<DeliveryZoneView> {
    return inTransaction(this.dataSource, async (manager) => {
      const result = await manager.update(DeliveryZone, { id }, zoneValues(dto));
      if (!result.affected) throw appError(PRICING_ERRORS.ZONE_NOT_FOUND);
      await this.log(manager, actor, 'delivery_zone', id, { name: dto.nameEn, fee: dto.fee, active: dto.active });
      return DeliveryZoneView.of(await manager.findOneByOrFail(DeliveryZone, { id }));
    });
  }

  async setWeekend(actor: AuthUser, dto: WeekendDaysDto): Promise<number[]> {
    const days = [...dto.days].sort((a, b) => ((a + 2) % 7) - ((b + 2) % 7));
    await inTransaction(this.dataSource, async (manager) => {
      await manager.upsert(AppSetting, { name: WEEKEND_DAYS_SETTING, value: days.join(','), updatedAt: new Date() }, ['name']);
      await this.log(manager, actor, 'weekend', null, { days: days.join(',') });
    });
    return days;
  }

  /**
   * Writes a season after checking, under the season-writes lock, that no season of the same
   * reach and target covers any of its days: of two admins adding overlapping seasons at once,
   * exactly one succeeds.
   */
  private async writeSeason(actor: AuthUser, id: number | null, dto: SeasonDto): Promise<SeasonView> {
    if (dto.endDate < dto.startDate) throw appError(PRICING_ERRORS.SEASON_DATES_REVERSED);
    return inTransaction(this.dataSource, async (manager) => {
      await lockSeasonWrites(manager);
      if (id !== null && !(await manager.existsBy(Season, { id }))) throw appError(PRICING_ERRORS.SEASON_NOT_FOUND);
      const values = await seasonValues(manager, dto);
      const clash = await manager.findOne(Season, {
        where: {
          ...(id === null ? {} : { id: Not(id) }),
          reach: values.reach,
          ...(values.category === null ? {} : { category: values.category }),
          ...(values.vehicleId === null ? {} : { vehicleId: values.vehicleId }),
          startDate: LessThanOrEqual(values.endDate),
          endDate: MoreThanOrEqual(values.startDate),
        },
        order: { startDate: 'ASC' },
      });
      if (clash) throw appError(PRICING_ERRORS.SEASON_OVERLAPS, { name: clash.nameEn, from: clash.startDate, to: clash.endDate });
      const current = id === null ? manager.create(Season) : await manager.findOneByOrFail(Season, { id });
      const saved = await manager.save(Object.assign(current, values));
      await this.log(manager, actor, 'season', saved.id, {
        ...(id === null ? { created: true } : {}),
        name: dto.nameEn,
        from: dto.startDate,
        to: dto.endDate,
        ...(dto.adjustment === 'rate' ? { rate: dto.rate ?? null } : { percent: dto.percent ?? null }),
        minDays: dto.minDays,
        reach: dto.reach,
      });
      return SeasonView.of(saved);
    });
  }

  private log(manager: EntityManager, actor: AuthUser, targetType: string, targetId: number | null, details: StaffLogDetails) {
    return this.staffLogs.record(manager, actor, { action: 'rate_plans_updated', targetType, targetId, details });
  }
}

async function lockSeasonWrites(manager: EntityManager): Promise<void> {
  const bumped = await manager.update(AppSetting, { name: SEASON_WRITES_SETTING }, { updatedAt: new Date() });
  if (!bumped.affected) {
    await manager.upsert(AppSetting, { name: SEASON_WRITES_SETTING, value: null, updatedAt: new Date() }, ['name']);
    await manager.update(AppSetting, { name: SEASON_WRITES_SETTING }, { updatedAt: new Date() });
  }
}

async function seasonValues(manager: EntityManager, dto: SeasonDto) {
  if (dto.reach === 'vehicle' && !(await manager.existsBy(Vehicle, { id: dto.vehicleId })))
    throw appError(VEHICLE_ERRORS.VEHICLE_NOT_FOUND);
  return {
    nameEn: dto.nameEn,
    nameMs: dto.nameMs,
    startDate: dto.startDate,
    endDate: dto.endDate,
    adjustment: dto.adjustment,
    rateSen: dto.adjustment === 'rate' ? toSen(dto.rate as string) : null,
    percent: dto.adjustment === 'percent' ? (dto.percent as number) : null,
    minDays: dto.minDays,
    reach: dto.reach,
    category: dto.reach === 'category' ? (dto.category as string) : null,
    vehicleId: dto.reach === 'vehicle' ? (dto.vehicleId as number) : null,
    holidayKey: dto.holidayKey ?? null,
  };
}

function addOnValues(dto: AddOnDto) {
  return {
    nameEn: dto.nameEn,
    nameMs: dto.nameMs,
    pricing: dto.pricing,
    priceSen: toSen(dto.price),
    capSen: dto.cap === undefined || dto.cap === null ? null : toSen(dto.cap),
    taxable: dto.taxable,
    categories: dto.categories ?? null,
    stock: dto.stock ?? null,
    active: dto.active,
  };
}

function zoneValues(dto: DeliveryZoneDto) {
  return { nameEn: dto.nameEn, nameMs: dto.nameMs, feeSen: toSen(dto.fee), active: dto.active };
}

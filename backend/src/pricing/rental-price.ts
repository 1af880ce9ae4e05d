/**
 * The price of a rental, in whole sen, with every line and the reason for it. Pure: no database,
 * no clock. Fleet quotes, booking requests, approvals, manual bookings, extensions, the agreement
 * and the invoice all get their prices here, so no two screens can disagree about what a car
 * costs for some dates.
 *
 * How a day is priced:
 * 1. The length tier the rental reaches gives the per-day rate for every day (monthly from
 *    MONTHLY_TIER_DAYS, weekly from WEEKLY_TIER_DAYS), when the car has that tier.
 * 2. Otherwise a weekend day costs the weekend rate (when the car has one), any other day the
 *    daily rate.
 * 3. A season covering the day then either replaces that rate (a season rate) or moves it by a
 *    percentage, rounded half up to the sen. When seasons overlap on a day, the most specific one
 *    wins (one car, then a category, then the whole fleet); between seasons of the same reach,
 *    the one that starts later, then the one created later. Admin screens refuse two seasons of
 *    the same reach over the same day, so the tie-break only keeps old data deterministic.
 *
 * A shorter rental never costs more than a longer one from the same day: when the days of the
 * next tier's length cost less than the days asked for at their own rates, the rental is charged
 * as that many days (and says so), never with a negative line.
 */
import { daysBetween } from '../common/dates/date-math';
import { divideRounded, lineTaxSen, type ServiceTaxPolicy } from '../ledger/service-tax';

export const WEEKLY_TIER_DAYS = 7;
export const MONTHLY_TIER_DAYS = 28;

/** Sunday is 0, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Friday, Saturday and Sunday: the weekend most of Malaysia prices as one. */
export const DEFAULT_WEEKEND_DAYS: readonly Weekday[] = [5, 6, 0];

export interface LocalizedName {
  en: string;
  ms: string;
}

/** A car's rates per day, in sen; a null rate is a tier or weekend price the car does not have. */
export interface RatePlan {
  dailySen: number;
  weekendSen: number | null;
  weeklySen: number | null;
  monthlySen: number | null;
}

export type SeasonReach = 'all' | 'category' | 'vehicle';

export type SeasonAdjustment = { kind: 'rate'; rateSen: number } | { kind: 'percent'; percent: number };

export interface SeasonRule {
  id: number;
  name: LocalizedName;
  /** First and last day, both inclusive, "YYYY-MM-DD". */
  startDate: string;
  endDate: string;
  adjustment: SeasonAdjustment;
  /** The fewest days a rental touching the season may be; 1 when it sets none. */
  minDays: number;
  reach: SeasonReach;
  /** The category it covers when its reach is a category. */
  category: string | null;
  /** The car it covers when its reach is one car. */
  vehicleId: number | null;
}

export interface PricedVehicle {
  id: number;
  category: string;
  plan: RatePlan;
  depositSen: number;
}

export interface AddOnChoice {
  addOnId: number;
  name: LocalizedName;
  pricing: 'per_day' | 'per_rental';
  priceSen: number;
  /** The most one unit costs for the whole rental, when the catalogue caps it. */
  capSen: number | null;
  taxable: boolean;
  quantity: number;
}

export interface DeliveryChoice {
  zoneId: number;
  name: LocalizedName;
  /** Taking the car to the customer and collecting it again, as the zone charges them. */
  feeSen: number;
}

/** A loyalty tier's percentage of the days, or an amount staff chose instead. */
export type DiscountChoice = { kind: 'tier'; tierName: string; basisPoints: number } | { kind: 'chosen'; amountSen: number };

export interface PriceInput {
  vehicle: PricedVehicle;
  /** Pickup and return days, "YYYY-MM-DD"; a same-day rental is one day. */
  startDate: string;
  endDate: string;
  weekendDays: readonly Weekday[];
  /** Every season the business has; those that do not reach this car are ignored. */
  seasons: readonly SeasonRule[];
  addOns: readonly AddOnChoice[];
  delivery: DeliveryChoice | null;
  discount: DiscountChoice | null;
  serviceTax: ServiceTaxPolicy | null;
}

/**
 * What a price is made from apart from the discount and the tax: the car's rates and deposit,
 * the seasons, the weekend and each add-on and zone at its price then. A booking keeps it, so
 * editing the rate plans later never moves an existing booking's price.
 */
export type PriceBasis = Omit<PriceInput, 'discount' | 'serviceTax'> & {
  /** 'plans': the car's rate plans and the seasons; 'flat': one rate named for every day (a booking staff price by hand). */
  kind: 'plans' | 'flat';
};

export type DayRateKind = 'daily' | 'weekend' | 'weekly' | 'monthly';

export interface DaysLine {
  kind: 'days';
  /** The rate the days start from: a tier, the weekend or the daily rate. */
  rate: DayRateKind;
  /** The season that moved or replaced that rate, if any. */
  season: { id: number; name: LocalizedName; percent: number | null } | null;
  days: number;
  unitSen: number;
  amountSen: number;
}

export interface AddOnLine {
  kind: 'add_on';
  addOnId: number;
  name: LocalizedName;
  pricing: AddOnChoice['pricing'];
  quantity: number;
  unitSen: number;
  /** Days charged per unit (1 for a per-rental add-on). */
  days: number;
  /** True when the cap, not days x price, set what one unit costs. */
  capped: boolean;
  taxable: boolean;
  amountSen: number;
}

export interface DeliveryLine {
  kind: 'delivery';
  zoneId: number;
  name: LocalizedName;
  amountSen: number;
}

export interface DiscountLine {
  kind: 'discount';
  reason: DiscountChoice['kind'];
  tierName: string | null;
  basisPoints: number | null;
  /** Taken off the total: shown as a deduction, never a negative amount. */
  amountSen: number;
}

export interface TaxLine {
  kind: 'tax';
  basisPoints: number;
  amountSen: number;
}

export interface DepositLine {
  kind: 'deposit';
  amountSen: number;
}

export type PriceLine = DaysLine | AddOnLine | DeliveryLine | DiscountLine | TaxLine | DepositLine;

export interface RentalPrice {
  /** Days asked for. */
  totalDays: number;
  /** Days charged: more than asked for when the next tier's length costs less. */
  chargedDays: number;
  lines: PriceLine[];
  daysSen: number;
  addOnsSen: number;
  deliverySen: number;
  discountSen: number;
  /** Service tax added on top (0 when prices include it or the business is not registered). */
  addedTaxSen: number;
  /** Service tax already inside the prices (0 when it is added on top). */
  includedTaxSen: number;
  depositSen: number;
  /** What the customer pays: charges - discount + added tax + deposit. */
  totalSen: number;
  /** A season's minimum the dates do not reach: the rental cannot be booked as asked. */
  shortOfMinimum: { seasonId: number; name: LocalizedName; minDays: number } | null;
}

const DAY_MS = 86_400_000;

function utcDay(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Pickup to return in days, at least one: a same-day rental is a day. */
export function countRentalDays(startDate: string, endDate: string): number {
  return Math.max(1, daysBetween(startDate, endDate));
}

const REACH_ORDER: Record<SeasonReach, number> = { vehicle: 3, category: 2, all: 1 };

/** Whether a season covers this car: the whole fleet, its category, or this one car. */
export function seasonReaches(season: SeasonRule, vehicle: Pick<PricedVehicle, 'id' | 'category'>): boolean {
  if (season.reach === 'vehicle') return season.vehicleId === vehicle.id;
  if (season.reach === 'category') return season.category === vehicle.category;
  return true;
}

/** Of two seasons covering the same day, the one that sets its price. */
function outranks(candidate: SeasonRule, current: SeasonRule): boolean {
  const reach = REACH_ORDER[candidate.reach] - REACH_ORDER[current.reach];
  if (reach !== 0) return reach > 0;
  if (candidate.startDate !== current.startDate) return candidate.startDate > current.startDate;
  return candidate.id > current.id;
}

/** The season that prices each day of the span, or null; indexed from the first day. */
function seasonsByDay(seasons: readonly SeasonRule[], firstDay: number, days: number): Array<SeasonRule | null> {
  const byDay: Array<SeasonRule | null> = new Array<SeasonRule | null>(days).fill(null);
  for (const season of seasons) {
    const from = Math.max(utcDay(season.startDate), firstDay);
    const to = Math.min(utcDay(season.endDate), firstDay + days - 1);
    for (let day = from; day <= to; day += 1) {
      const current = byDay[day - firstDay];
      if (!current || outranks(season, current)) byDay[day - firstDay] = season;
    }
  }
  return byDay;
}

function tierFor(plan: RatePlan, days: number): { rate: DayRateKind; unitSen: number } | null {
  if (days >= MONTHLY_TIER_DAYS && plan.monthlySen !== null) return { rate: 'monthly', unitSen: plan.monthlySen };
  if (days >= WEEKLY_TIER_DAYS && plan.weeklySen !== null) return { rate: 'weekly', unitSen: plan.weeklySen };
  return null;
}

/** A percentage move of a rate, half up to the sen; -90% at the least, so never below zero. */
function moved(unitSen: number, percent: number): number {
  return unitSen + Number(divideRounded(BigInt(unitSen) * BigInt(Math.round(percent * 100)), 10_000n));
}

/** The days' lines for `days` days from the first day, each group of equal days one line. */
function dayLines(vehicle: PricedVehicle, weekendDays: readonly Weekday[], seasons: readonly SeasonRule[], firstDay: number, days: number) {
  const tier = tierFor(vehicle.plan, days);
  const weekend = new Set<number>(weekendDays);
  const bySeason = seasonsByDay(seasons, firstDay, days);
  const lines: DaysLine[] = [];
  const lineFor = new Map<string, DaysLine>();
  for (let index = 0; index < days; index += 1) {
    const isWeekend = weekend.has(new Date((firstDay + index) * DAY_MS).getUTCDay());
    let rate: DayRateKind = 'daily';
    let unitSen = vehicle.plan.dailySen;
    if (tier) ({ rate, unitSen } = tier);
    else if (isWeekend && vehicle.plan.weekendSen !== null) [rate, unitSen] = ['weekend', vehicle.plan.weekendSen];
    const season = bySeason[index];
    let seasonPart: DaysLine['season'] = null;
    if (season) {
      const { adjustment } = season;
      unitSen = adjustment.kind === 'rate' ? adjustment.rateSen : moved(unitSen, adjustment.percent);
      seasonPart = { id: season.id, name: season.name, percent: adjustment.kind === 'percent' ? adjustment.percent : null };
    }
    const key = `${rate}|${season?.id ?? ''}|${unitSen}`;
    const line = lineFor.get(key);
    if (line) {
      line.days += 1;
      line.amountSen += unitSen;
    } else {
      const created: DaysLine = { kind: 'days', rate, season: seasonPart, days: 1, unitSen, amountSen: unitSen };
      lineFor.set(key, created);
      lines.push(created);
    }
  }
  return { lines, amountSen: lines.reduce((sum, line) => sum + line.amountSen, 0) };
}

function addOnLine(choice: AddOnChoice, days: number): AddOnLine {
  const perUnitDays = choice.pricing === 'per_day' ? days : 1;
  const uncapped = choice.priceSen * perUnitDays;
  const capped = choice.capSen !== null && choice.capSen < uncapped;
  const perUnit = capped ? (choice.capSen as number) : uncapped;
  return {
    kind: 'add_on',
    addOnId: choice.addOnId,
    name: choice.name,
    pricing: choice.pricing,
    quantity: choice.quantity,
    unitSen: choice.priceSen,
    days: perUnitDays,
    capped,
    taxable: choice.taxable,
    amountSen: perUnit * choice.quantity,
  };
}

function discountLine(choice: DiscountChoice | null, daysSen: number): DiscountLine | null {
  if (!choice) return null;
  const amountSen =
    choice.kind === 'tier'
      ? Number(divideRounded(BigInt(daysSen) * BigInt(choice.basisPoints), 10_000n))
      : Math.min(choice.amountSen, daysSen);
  if (amountSen <= 0) return null;
  return {
    kind: 'discount',
    reason: choice.kind,
    tierName: choice.kind === 'tier' ? choice.tierName : null,
    basisPoints: choice.kind === 'tier' ? choice.basisPoints : null,
    amountSen,
  };
}

/**
 * The service tax of the priced lines, each line on its own as the rental's account posts it:
 * the days as one charge, the discount as one negative charge, each taxable add-on and the
 * delivery as their own.
 */
function serviceTax(lines: readonly PriceLine[], daysSen: number, policy: ServiceTaxPolicy | null): number {
  if (!policy) return 0;
  let taxSen = lineTaxSen(daysSen, policy);
  for (const line of lines) {
    if (line.kind === 'discount') taxSen -= lineTaxSen(line.amountSen, policy);
    if ((line.kind === 'add_on' && line.taxable) || line.kind === 'delivery') taxSen += lineTaxSen(line.amountSen, policy);
  }
  return taxSen;
}

function shortOfMinimum(seasons: readonly SeasonRule[], firstDay: number, days: number): RentalPrice['shortOfMinimum'] {
  let short: SeasonRule | null = null;
  for (const season of seasons) {
    const touches = utcDay(season.startDate) <= firstDay + days - 1 && utcDay(season.endDate) >= firstDay;
    if (touches && season.minDays > days && (!short || season.minDays > short.minDays)) short = season;
  }
  return short ? { seasonId: short.id, name: short.name, minDays: short.minDays } : null;
}

/** The price of a rental: every line, its reason, and the totals they add up to. */
export function priceRental(input: PriceInput): RentalPrice {
  const { vehicle } = input;
  const totalDays = countRentalDays(input.startDate, input.endDate);
  const firstDay = utcDay(input.startDate);
  const seasons = input.seasons.filter((season) => seasonReaches(season, vehicle));

  let charged = dayLines(vehicle, input.weekendDays, seasons, firstDay, totalDays);
  let chargedDays = totalDays;
  for (const tierDays of [WEEKLY_TIER_DAYS, MONTHLY_TIER_DAYS]) {
    if (tierDays <= totalDays || !tierFor(vehicle.plan, tierDays)) continue;
    const longer = dayLines(vehicle, input.weekendDays, seasons, firstDay, tierDays);
    if (longer.amountSen < charged.amountSen) [charged, chargedDays] = [longer, tierDays];
  }

  const addOns = input.addOns.filter((choice) => choice.quantity > 0).map((choice) => addOnLine(choice, totalDays));
  const delivery: DeliveryLine | null =
    input.delivery && input.delivery.feeSen > 0
      ? { kind: 'delivery', zoneId: input.delivery.zoneId, name: input.delivery.name, amountSen: input.delivery.feeSen }
      : null;
  const discount = discountLine(input.discount, charged.amountSen);
  const charges: PriceLine[] = [...charged.lines, ...addOns, ...(delivery ? [delivery] : []), ...(discount ? [discount] : [])];

  const taxSen = serviceTax(charges, charged.amountSen, input.serviceTax);
  const addedTaxSen = input.serviceTax && !input.serviceTax.pricesIncludeTax ? taxSen : 0;
  const includedTaxSen = input.serviceTax?.pricesIncludeTax ? taxSen : 0;
  const lines: PriceLine[] = [...charges];
  if (addedTaxSen !== 0 && input.serviceTax)
    lines.push({ kind: 'tax', basisPoints: input.serviceTax.rateBasisPoints, amountSen: addedTaxSen });
  if (vehicle.depositSen > 0) lines.push({ kind: 'deposit', amountSen: vehicle.depositSen });

  const addOnsSen = addOns.reduce((sum, line) => sum + line.amountSen, 0);
  const deliverySen = delivery?.amountSen ?? 0;
  const discountSen = discount?.amountSen ?? 0;
  return {
    totalDays,
    chargedDays,
    lines,
    daysSen: charged.amountSen,
    addOnsSen,
    deliverySen,
    discountSen,
    addedTaxSen,
    includedTaxSen,
    depositSen: vehicle.depositSen,
    totalSen: charged.amountSen + addOnsSen + deliverySen - discountSen + addedTaxSen + vehicle.depositSen,
    shortOfMinimum: shortOfMinimum(seasons, firstDay, totalDays),
  };
}

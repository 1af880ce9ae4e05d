import { ApiProperty } from '@nestjs/swagger';
import { fromSen } from '../../common/money/money';
import type { PriceLine, RentalPrice } from '../rental-price';

const LINE_KINDS = ['days', 'add_on', 'delivery', 'discount', 'tax', 'deposit'] as const;
const DAY_RATES = ['daily', 'weekend', 'weekly', 'monthly'] as const;

export class QuoteSeasonView {
  @ApiProperty() id: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The percentage it moves the rate by; null when it sets its own rate' })
  percent: number | null;
}

/**
 * One line of a price and its reason. Which fields are set depends on the kind: days carry the
 * rate, the season, the days and the price per day; an add-on its name, quantity and pricing; a
 * discount the tier it comes from; the tax its rate.
 */
export class QuoteLineView {
  @ApiProperty({ enum: LINE_KINDS, enumName: 'QuoteLineKind' }) kind: PriceLine['kind'];
  @ApiProperty({ example: '360.00', description: 'RM; a discount is taken off the total' }) amount: string;
  @ApiProperty({ enum: DAY_RATES, enumName: 'QuoteDayRate', required: false }) rate?: (typeof DAY_RATES)[number];
  @ApiProperty({ type: QuoteSeasonView, nullable: true, required: false }) season?: QuoteSeasonView | null;
  @ApiProperty({ required: false, description: 'Days charged on this line (per unit for an add-on)' }) days?: number;
  @ApiProperty({ required: false, example: '180.00', description: 'RM per day (days), per day or per rental (add-on)' })
  unitPrice?: string;
  @ApiProperty({ required: false }) addOnId?: number;
  @ApiProperty({ required: false }) zoneId?: number;
  @ApiProperty({ required: false }) nameEn?: string;
  @ApiProperty({ required: false }) nameMs?: string;
  @ApiProperty({ enum: ['per_day', 'per_rental'], enumName: 'AddOnPricing', required: false }) pricing?: 'per_day' | 'per_rental';
  @ApiProperty({ required: false }) quantity?: number;
  @ApiProperty({ required: false, description: 'The add-on’s cap, not days x price, set what one costs' }) capped?: boolean;
  @ApiProperty({ enum: ['tier', 'chosen'], enumName: 'QuoteDiscountReason', required: false }) reason?: 'tier' | 'chosen';
  @ApiProperty({ nullable: true, type: String, required: false }) tierName?: string | null;
  @ApiProperty({ required: false, example: '8.00', description: 'Percent: the tier discount or the service tax rate' }) percent?: string;
}

export class QuoteMinimumView {
  @ApiProperty() seasonId: number;
  @ApiProperty() nameEn: string;
  @ApiProperty() nameMs: string;
  @ApiProperty() minDays: number;
}

export class QuoteView {
  @ApiProperty() vehicleId: number;
  @ApiProperty({ example: '2027-03-09' }) startDate: string;
  @ApiProperty({ example: '2027-03-12' }) endDate: string;
  @ApiProperty({ description: 'Days asked for' }) totalDays: number;
  @ApiProperty({ description: 'Days charged: more than asked for when the next length tier costs less' }) chargedDays: number;
  @ApiProperty({ type: [QuoteLineView] }) lines: QuoteLineView[];
  @ApiProperty({ example: '540.00' }) daysTotal: string;
  @ApiProperty({ example: '30.00' }) addOnsTotal: string;
  @ApiProperty({ example: '0.00' }) deliveryFee: string;
  @ApiProperty({ example: '0.00' }) discount: string;
  @ApiProperty({ example: '0.00', description: 'Service tax added on top' }) addedTax: string;
  @ApiProperty({ example: '0.00', description: 'Service tax already inside the prices' }) includedTax: string;
  @ApiProperty({ example: '200.00' }) deposit: string;
  @ApiProperty({ example: '770.00', description: 'What the customer pays, the deposit included' }) total: string;
  @ApiProperty({ type: QuoteMinimumView, nullable: true, description: 'A season’s minimum days these dates miss: they cannot be booked' })
  shortOfMinimum: QuoteMinimumView | null;
}

const percentText = (basisPoints: number) => fromSen(basisPoints);

function lineView(line: PriceLine): QuoteLineView {
  const amount = fromSen(line.amountSen);
  switch (line.kind) {
    case 'days':
      return {
        kind: line.kind,
        amount,
        rate: line.rate,
        season: line.season && {
          id: line.season.id,
          nameEn: line.season.name.en,
          nameMs: line.season.name.ms,
          percent: line.season.percent,
        },
        days: line.days,
        unitPrice: fromSen(line.unitSen),
      };
    case 'add_on':
      return {
        kind: line.kind,
        amount,
        addOnId: line.addOnId,
        nameEn: line.name.en,
        nameMs: line.name.ms,
        pricing: line.pricing,
        quantity: line.quantity,
        days: line.days,
        unitPrice: fromSen(line.unitSen),
        capped: line.capped,
      };
    case 'delivery':
      return { kind: line.kind, amount, zoneId: line.zoneId, nameEn: line.name.en, nameMs: line.name.ms };
    case 'discount':
      return {
        kind: line.kind,
        amount,
        reason: line.reason,
        tierName: line.tierName,
        ...(line.basisPoints === null ? {} : { percent: percentText(line.basisPoints) }),
      };
    case 'tax':
      return { kind: line.kind, amount, percent: percentText(line.basisPoints) };
    case 'deposit':
      return { kind: line.kind, amount };
  }
}

export function quoteView(vehicleId: number, startDate: string, endDate: string, price: RentalPrice): QuoteView {
  return {
    vehicleId,
    startDate,
    endDate,
    totalDays: price.totalDays,
    chargedDays: price.chargedDays,
    lines: price.lines.map(lineView),
    daysTotal: fromSen(price.daysSen),
    addOnsTotal: fromSen(price.addOnsSen),
    deliveryFee: fromSen(price.deliverySen),
    discount: fromSen(price.discountSen),
    addedTax: fromSen(price.addedTaxSen),
    includedTax: fromSen(price.includedTaxSen),
    deposit: fromSen(price.depositSen),
    total: fromSen(price.totalSen),
    shortOfMinimum: price.shortOfMinimum && {
      seasonId: price.shortOfMinimum.seasonId,
      nameEn: price.shortOfMinimum.name.en,
      nameMs: price.shortOfMinimum.name.ms,
      minDays: price.shortOfMinimum.minDays,
    },
  };
}

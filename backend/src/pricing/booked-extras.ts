import { formatRinggit } from '../common/formatting';
import { fromSen } from '../common/money/money';
import type { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { priceRental, type DaysLine, type PriceBasis, type RentalPrice } from './rental-price';

/** An add-on or the delivery as a booking priced it, in sen. */
export interface BookedExtra {
  kind: 'add_on' | 'delivery';
  name: { en: string; ms: string };
  quantity: number;
  amountSen: number;
  taxable: boolean;
}

/** The add-ons and delivery of a booking's price, in the order it lists them. */
export function bookedExtras(price: RentalPrice): BookedExtra[] {
  return price.lines.flatMap((line): BookedExtra[] => {
    if (line.kind === 'add_on')
      return [{ kind: 'add_on', name: line.name, quantity: line.quantity, amountSen: line.amountSen, taxable: line.taxable }];
    if (line.kind === 'delivery') return [{ kind: 'delivery', name: line.name, quantity: 1, amountSen: line.amountSen, taxable: true }];
    return [];
  });
}

/** The extras a kept basis priced, before any discount or tax. */
export function bookedExtrasOf(basis: PriceBasis | null): BookedExtra[] {
  return basis ? bookedExtras(priceRental({ ...basis, discount: null, serviceTax: null })) : [];
}

/** "Child seat × 2", "Delivery and collection: Klang Valley", in the reader's language. */
export function bookedExtraLabel(extra: BookedExtra, language: Language): string {
  return extra.kind === 'delivery'
    ? t(language, 'pdf.agreement.delivery', { zone: extra.name[language] })
    : t(language, 'pdf.agreement.addOn', { name: extra.name[language], quantity: extra.quantity });
}

/** A kept basis's days, each with its reason, worded for the reader; empty without a basis. */
export function bookedDaysOf(basis: PriceBasis | null, language: Language): { label: string; amountSen: number }[] {
  if (!basis) return [];
  return priceRental({ ...basis, discount: null, serviceTax: null })
    .lines.filter((line): line is DaysLine => line.kind === 'days')
    .map((line) => ({ label: daysLabel(line, language), amountSen: line.amountSen }));
}

/** "2 weekend days at RM 180.00", "Hari Raya Aidilfitri +40%: 3 days at RM 210.00". */
function daysLabel(line: DaysLine, language: Language): string {
  const params = { count: line.days, price: formatRinggit(fromSen(line.unitSen)) };
  const days = t(language, `price.days.${line.rate}.${line.days === 1 ? 'one' : 'other'}`, params);
  if (!line.season) return days;
  const season = line.season.name[language];
  if (line.season.percent === null) return t(language, 'price.seasonRate', { season, days });
  const percent = line.season.percent > 0 ? `+${line.season.percent}` : String(line.season.percent);
  return t(language, 'price.seasonPercent', { season, percent, days });
}

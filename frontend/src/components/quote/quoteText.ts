import type { Quote, QuoteLine } from '../../api/quoteApi';
import { currentLanguage, i18n } from '../../i18n';
import { formatRM } from '../../lib/format';

type Named = { nameEn?: string; nameMs?: string };

/** The name in the reader's language (the catalogue keeps both). */
export function localName(item: Named | { en: string; ms: string } | null | undefined): string {
  if (!item) return '';
  if ('en' in item) return currentLanguage() === 'ms' ? item.ms : item.en;
  return (currentLanguage() === 'ms' ? item.nameMs : item.nameEn) ?? item.nameEn ?? '';
}

/** "+40" or "-10": a season's percentage as it moves the rate. */
const signed = (percent: number) => (percent > 0 ? `+${percent}` : String(percent));

/** "12.50" -> "12.5", "8.00" -> "8": a percentage as people write it. */
const percentText = (percent: string | undefined) => (percent ? String(Number(percent)) : '');

/**
 * One line of a price in words, with its reason: "2 weekend days at RM 180.00",
 * "Hari Raya Aidilfitri +40%: 3 days at RM 210.00", "Child seat × 2, 3 days at RM 10.00".
 */
export function quoteLineText(line: QuoteLine): string {
  const price = formatRM(line.unitPrice ?? line.amount);
  switch (line.kind) {
    case 'days': {
      const days = i18n.t(`quote:days.${line.rate ?? 'daily'}`, { count: line.days ?? 0, price });
      if (!line.season) return days;
      const season = localName(line.season);
      return line.season.percent === null
        ? i18n.t('quote:seasonRate', { season, days })
        : i18n.t('quote:seasonPercent', { season, percent: signed(line.season.percent), days });
    }
    case 'add_on': {
      const values = { name: localName(line), quantity: line.quantity ?? 1, price };
      const text =
        line.pricing === 'per_day'
          ? i18n.t('quote:addOnPerDay', { ...values, count: line.days ?? 1 })
          : i18n.t('quote:addOnPerRental', values);
      return line.capped ? `${text} ${i18n.t('quote:capped')}` : text;
    }
    case 'delivery':
      return i18n.t('quote:delivery', { zone: localName(line) });
    case 'discount':
      return line.reason === 'tier' && line.tierName
        ? i18n.t('quote:tierDiscount', { tier: line.tierName, percent: percentText(line.percent) })
        : i18n.t('quote:discount');
    case 'tax':
      return i18n.t('quote:tax', { percent: percentText(line.percent) });
    case 'deposit':
      return i18n.t('quote:deposit');
  }
}

/** The amount as the line shows it: a discount is taken off. */
export function quoteLineAmount(line: QuoteLine): string {
  return line.kind === 'discount' ? `− ${formatRM(line.amount)}` : formatRM(line.amount);
}

/** Why a shorter stay is charged as a longer one, when it is; null otherwise. */
export function chargedAsText(quote: Pick<Quote, 'totalDays' | 'chargedDays'>): string | null {
  if (quote.chargedDays <= quote.totalDays) return null;
  return i18n.t('quote:chargedAs', { count: quote.chargedDays, asked: quote.totalDays });
}

/** "Hari Raya Aidilfitri bookings are at least 3 days: choose longer dates"; null when the dates reach it. */
export function minimumText(quote: Pick<Quote, 'shortOfMinimum'>): string | null {
  const short = quote.shortOfMinimum;
  if (!short) return null;
  return i18n.t('quote:minimum', { name: localName(short), days: short.minDays });
}

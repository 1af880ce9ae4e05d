import type { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { priceRental, type PriceBasis, type RentalPrice } from './rental-price';

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

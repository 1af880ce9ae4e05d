import type { CatalogueAddOn, PricingCatalogue, QuoteRequest } from '../../api/quoteApi';

/** No rental takes more of one add-on than this (the server's own bound). */
export const MAX_ADD_ON_QUANTITY = 10;

/** What the customer adds to the car: units of each add-on by id, and a delivery zone. */
export interface Extras {
  addOns: Record<number, number>;
  deliveryZoneId: number | null;
}

export const NO_EXTRAS: Extras = { addOns: {}, deliveryZoneId: null };

/** The extras as a quote and a booking request take them. */
export function extrasBody(extras: Extras): Pick<QuoteRequest, 'addOns' | 'deliveryZoneId'> {
  const addOns = Object.entries(extras.addOns)
    .map(([addOnId, quantity]) => ({ addOnId: Number(addOnId), quantity }))
    .filter((choice) => choice.quantity > 0)
    .sort((a, b) => a.addOnId - b.addOnId);
  return { ...(addOns.length > 0 ? { addOns } : {}), ...(extras.deliveryZoneId === null ? {} : { deliveryZoneId: extras.deliveryZoneId }) };
}

/** The add-ons a car of this category is offered with (null category: every active one). */
export function offeredAddOns(catalogue: PricingCatalogue, category: string | null): CatalogueAddOn[] {
  return catalogue.addOns.filter(
    (addOn) =>
      addOn.active && (addOn.categories === null || category === null || (addOn.categories as readonly string[]).includes(category)),
  );
}

/** The most units of an add-on one rental can take: its stock, within the server's bound. */
export function mostUnits(addOn: CatalogueAddOn): number {
  return Math.min(addOn.stock ?? MAX_ADD_ON_QUANTITY, MAX_ADD_ON_QUANTITY);
}

/**
 * Extras brought from elsewhere (a link kept through sign-in) as this car can have them today:
 * add-ons no longer offered and closed zones are left out, quantities kept within stock.
 */
export function offeredExtras(extras: Extras, catalogue: PricingCatalogue, category: string | null): Extras {
  const addOns: Record<number, number> = {};
  for (const addOn of offeredAddOns(catalogue, category)) {
    const quantity = extras.addOns[addOn.id] ?? 0;
    if (quantity > 0) addOns[addOn.id] = Math.min(quantity, mostUnits(addOn));
  }
  const zoneOpen = catalogue.deliveryZones.some((zone) => zone.active && zone.id === extras.deliveryZoneId);
  return { addOns, deliveryZoneId: zoneOpen ? extras.deliveryZoneId : null };
}

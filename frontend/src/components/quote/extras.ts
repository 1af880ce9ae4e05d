import type { QuoteRequest } from '../../api/quoteApi';

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

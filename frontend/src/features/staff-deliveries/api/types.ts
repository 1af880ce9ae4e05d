import type { Schema } from '../../../api/types';

/**
 * A delivery or collection as GET /api/staff/deliveries lists it. Instants are ISO strings;
 * kilometres and money are decimal strings ("42.50"). staffId and vehicleId turn null once the
 * account or the vehicle is removed (staffName and vehicleDelivered stay).
 */
export type Delivery = Schema<'DeliveryView'>;

/** Summed by the server over the whole date range, not only the page. */
export type DeliveryTotals = Schema<'DeliveryTotalsView'>;

export type DeliveryPage = Schema<'DeliveryPageView'>;

export interface DeliveryListArgs {
  /** Kuala Lumpur days "YYYY-MM-DD", both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
  limit: number;
}

/**
 * POST /api/staff/deliveries as this form sends it: always the fleet vehicle's id, never a free-text
 * name; PATCH takes any of the fields. The staff member is the token's.
 */
export type DeliveryBody = Required<
  Pick<Schema<'CreateDeliveryDto'>, 'vehicleId' | 'deliveryTime' | 'fromLocation' | 'toLocation' | 'totalKm' | 'miscExpense'>
>;

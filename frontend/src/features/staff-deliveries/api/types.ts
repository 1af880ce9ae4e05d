import type { Page } from '../../../api/types';

/**
 * A delivery or collection as GET /api/staff/deliveries lists it. Instants are ISO strings;
 * kilometres and money are decimal strings ("42.50").
 */
export interface Delivery {
  id: number;
  /** null once the staff account is removed (staffName stays). */
  staffId: number | null;
  staffName: string;
  /** null once the vehicle is deleted (vehicleDelivered stays). */
  vehicleId: number | null;
  vehicleDelivered: string;
  deliveryTime: string;
  fromLocation: string;
  toLocation: string;
  totalKm: string;
  miscExpense: string;
  createdAt: string;
}

/** Summed by the server over the whole date range, not only the page. */
export interface DeliveryTotals {
  count: number;
  totalKm: string;
  miscExpense: string;
}

export interface DeliveryPage extends Page<Delivery> {
  totals: DeliveryTotals;
}

export interface DeliveryListArgs {
  /** Kuala Lumpur days "YYYY-MM-DD", both included; '' for no bound. */
  from: string;
  to: string;
  page: number;
  limit: number;
}

/** POST /api/staff/deliveries; PATCH takes any of the fields. The staff member is the token's. */
export interface DeliveryBody {
  vehicleId: number;
  /** ISO date-time with the Kuala Lumpur offset, e.g. "2026-11-22T09:30:00+08:00". */
  deliveryTime: string;
  fromLocation: string;
  toLocation: string;
  totalKm: string;
  miscExpense: string;
}

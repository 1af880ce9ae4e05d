import { ADMIN_ERRORS } from './admin/admin.errors';
import { AUTH_ERRORS } from './auth/auth.errors';
import { BANK_STATEMENT_ERRORS } from './bank-statements/bank-statements.errors';
import { BOOKING_ERRORS } from './bookings/bookings.errors';
import { CALENDAR_ERRORS } from './calendar/calendar.errors';
import { ErrorCatalogue, ErrorDefinition } from './common/errors/app-error';
import { COMMON_ERRORS } from './common/errors/common.errors';
import { FIELD_ERROR_CODES } from './common/errors/field-errors';
import { CUSTOMER_ERRORS } from './customers/customers.errors';
import { DELIVERY_ERRORS } from './deliveries/deliveries.errors';
import { INVOICE_ERRORS } from './invoices/invoices.errors';
import { LEDGER_ERRORS } from './ledger/ledger.errors';
import { NOTIFICATION_ERRORS } from './notifications/notifications.errors';
import { PAYMENT_ERRORS } from './payments/payments.errors';
import { PDF_ERRORS } from './pdf/pdf.errors';
import { PRICING_ERRORS } from './pricing/pricing.errors';
import { RENTAL_ERRORS } from './rentals/rentals.errors';
import { RETURN_ERRORS } from './returns/returns.errors';
import { REVIEW_ERRORS } from './reviews/reviews.errors';
import { STAFF_ERRORS } from './staff/staff.errors';
import { SYSTEM_ERRORS } from './system/system.errors';
import { VEHICLE_ERRORS } from './vehicles/vehicles.errors';
import { ROAD_CHARGE_ERRORS } from './road-charges/road-charges.errors';
import { FLEET_ERRORS } from './fleet/fleet.errors';
import { REPORT_ERRORS } from './reports/reports.errors';

/** Every domain's catalogue: the one list the API document and the clients' translations follow. */
export const ERROR_CATALOGUES: Readonly<Record<string, ErrorCatalogue>> = {
  common: COMMON_ERRORS,
  admin: ADMIN_ERRORS,
  auth: AUTH_ERRORS,
  bankStatements: BANK_STATEMENT_ERRORS,
  bookings: BOOKING_ERRORS,
  calendar: CALENDAR_ERRORS,
  customers: CUSTOMER_ERRORS,
  deliveries: DELIVERY_ERRORS,
  invoices: INVOICE_ERRORS,
  ledger: LEDGER_ERRORS,
  notifications: NOTIFICATION_ERRORS,
  payments: PAYMENT_ERRORS,
  pdf: PDF_ERRORS,
  pricing: PRICING_ERRORS,
  rentals: RENTAL_ERRORS,
  reviews: REVIEW_ERRORS,
  staff: STAFF_ERRORS,
  system: SYSTEM_ERRORS,
  vehicles: VEHICLE_ERRORS,
  roadCharges: ROAD_CHARGE_ERRORS,
  returns: RETURN_ERRORS,
  fleet: FLEET_ERRORS,
  reports: REPORT_ERRORS,
};

export const ERROR_DEFINITIONS: readonly ErrorDefinition[] = Object.values(ERROR_CATALOGUES).flatMap((catalogue) =>
  Object.values(catalogue),
);

/** Every code an error body's `code` can hold. */
export const ERROR_CODES: readonly string[] = ERROR_DEFINITIONS.map((definition) => definition.code);

export { FIELD_ERROR_CODES };

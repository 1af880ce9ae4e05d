/**
 * Server shapes shared by more than one feature, named after the generated OpenAPI types so a
 * change on the server shows up here as a type error rather than a screen that reads a missing field.
 */
import type { components, operations } from './schema.gen';

/** A body the server documents, by its OpenAPI schema name (a view it answers or a DTO it takes). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query string an endpoint takes, by its OpenAPI operation id (Controller_method). */
export type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;

/** A staff account (admins are staff rows with role 'admin'). Never carries the password hash. */
export type StaffAccount = Schema<'StaffMemberView'>;

/** What staff and admin sign-in (and the admin's password change) answer: a bearer token and the account. */
export type StaffSession = Schema<'StaffSessionView'>;

export type BookingRequestStatus = BookingRequest['status'];

/**
 * A booking request as its customer sees it: created from the fleet screen, listed in My
 * Bookings. Dates are "YYYY-MM-DD"; money is a decimal string in RM ("460.00").
 */
export type BookingRequest = Schema<'BookingRequestView'>;

/** One page of a list endpoint (?page=1&limit=20): every page view the server sends has this envelope. */
export type Page<T> = Omit<Schema<'StaffRentalPageView'>, 'items'> & { items: T[] };

export type RentalStatus = RentalView['status'];

/**
 * A status change the signed-in caller may make on a rental now, as the server's lifecycle table
 * decides it: each rental view lists them in `actions`, and screens draw their buttons from it.
 */
export type RentalAction = Schema<'RentalAction'>;

/**
 * A rental as staff lists it (dashboard, rentals tab). Dates are "YYYY-MM-DD", times "HH:mm",
 * money a decimal string in RM. customerName is 'Unknown' when the customer record is gone.
 */
export type RentalView = Schema<'RentalView'>;

/** A vehicle as visitors see it (GET /api/vehicles). Money is a decimal string in RM. */
export type PublicVehicle = Schema<'PublicVehicleView'>;

export type PaymentPurpose = PaymentView['paymentFor'];
/** What a payment is for, in the order the form lists them. */
export const PAYMENT_PURPOSES = [
  'rental-deposit',
  'rental-payment',
  'fine-payment',
  'damage-compensation',
  'other',
] as const satisfies readonly PaymentPurpose[];

export type PaymentStatus = PaymentView['paymentStatus'];
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const satisfies readonly PaymentStatus[];

/** The methods the portal shows: only 'qr' is accepted today; card and BillPlz are coming soon. */
export type PaymentMethod = Schema<'CreatePaymentDto'>['paymentMethod'];
export const PAYMENT_METHODS = ['qr', 'card', 'billplz'] as const satisfies readonly PaymentMethod[];

/**
 * A payment as its customer sees it (GET /api/payments/mine); staff see the same plus who paid and
 * who verified. Money is a decimal string in RM ("12.50"); instants are ISO strings.
 */
export type PaymentView = Schema<'PaymentView'>;

import { daysFromToday } from '../factories/dates';
import { makePhoto } from '../factories/images.factory';
import { duitNowQrImage } from '../factories/payment-qr.factory';
import { signatureDataUrl } from '../factories/rental-wizard';
import { Identity } from './world';
import type { AccessWorld } from './world';

/**
 * Who may call what. Each class is one row of the expectation table below: for every identity,
 * the status it must get. 'ok' is the route's own success status (from its row in ROUTE_ACCESS),
 * 'B' the refusal a route gives customer B on customer A's records (404 unless the row says).
 */
export type AccessClass = 'public' | 'noHandler' | 'signedIn' | 'customer' | 'customerOwned' | 'ownerOrStaff' | 'staff' | 'admin';
type Expected = number | 'ok' | 'B';

const BAD_TOKENS = { expiredToken: 401, otherSecretToken: 401, algNoneToken: 401, tamperedRoleToken: 401 } as const;
const REVOKED_STAFF = { removedStaff: 401, resetPasswordStaff: 401 } as const;

// prettier-ignore
export const EXPECTATIONS: Record<AccessClass, Record<Identity, Expected>> = {
  //                anonymous, customer A, customer B, staff, admin
  public:       { anonymous: 'ok', customerA: 'ok', customerB: 'ok', staff: 'ok', admin: 'ok', removedStaff: 'ok', resetPasswordStaff: 'ok', expiredToken: 'ok', otherSecretToken: 'ok', algNoneToken: 'ok', tamperedRoleToken: 'ok' },
  noHandler:    { anonymous: 404, customerA: 404, customerB: 404, staff: 404, admin: 404, removedStaff: 404, resetPasswordStaff: 404, expiredToken: 404, otherSecretToken: 404, algNoneToken: 404, tamperedRoleToken: 404 },
  signedIn:     { anonymous: 401, customerA: 'ok', customerB: 'ok', staff: 'ok', admin: 'ok', ...REVOKED_STAFF, ...BAD_TOKENS },
  customer:     { anonymous: 401, customerA: 'ok', customerB: 'ok', staff: 403, admin: 403, ...REVOKED_STAFF, ...BAD_TOKENS },
  customerOwned:{ anonymous: 401, customerA: 'ok', customerB: 'B', staff: 403, admin: 403, ...REVOKED_STAFF, ...BAD_TOKENS },
  ownerOrStaff: { anonymous: 401, customerA: 'ok', customerB: 'B', staff: 'ok', admin: 'ok', ...REVOKED_STAFF, ...BAD_TOKENS },
  staff:        { anonymous: 401, customerA: 403, customerB: 403, staff: 'ok', admin: 'ok', ...REVOKED_STAFF, ...BAD_TOKENS },
  admin:        { anonymous: 401, customerA: 403, customerB: 403, staff: 403, admin: 'ok', ...REVOKED_STAFF, ...BAD_TOKENS },
};

/** One request: path parameters, and what it sends. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  files?: Record<string, Buffer>;
  fields?: Record<string, string>;
  /** Bytes sent as they are, for bodies no JSON encoder would produce. */
  raw?: { contentType: string; data: Buffer | string };
}

export interface RouteAccess {
  access: AccessClass;
  /** The status an allowed caller gets for this call. */
  ok: number;
  /** Customer B's answer on A's records (customerOwned and ownerOrStaff), when not 404. */
  refusedB?: number;
  /** Called once per identity, so a call that uses a record up gets a fresh one. */
  call?: (world: AccessWorld) => Promise<Call> | Call;
}

const photo = () => makePhoto(320, 240);
const SEASON = {
  nameEn: 'Matrix season',
  nameMs: 'Musim matriks',
  startDate: daysFromToday(310),
  endDate: daysFromToday(311),
  adjustment: 'percent',
  percent: 20,
  minDays: 1,
};
const ADD_ON = {
  nameEn: 'Child seat',
  nameMs: 'Kerusi kanak-kanak',
  pricing: 'per_day',
  price: '10.00',
  cap: '50.00',
  taxable: true,
  categories: null,
  stock: 3,
  active: true,
};
const ZONE = { nameEn: 'Klang Valley', nameMs: 'Lembah Klang', fee: '40.00', active: true };
const dates = (from: number, to: number) => ({ startDate: daysFromToday(from), endDate: daysFromToday(to) });

/**
 * The table: every route of the router, keyed 'METHOD /path' as Express holds it. A route added
 * to the app without a row here fails the suite. Routes whose success would change a record for
 * good get a fresh record per call; allowed callers of routes that cannot be repeated safely
 * (the admin's own password) send an incomplete body and must reach validation (400).
 */
/** Days ahead of the access matrix's blocks, one each. */
let nextBlockDay = 300;

// prettier-ignore
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // API documentation (on outside production), and the request logger's catch-all for every method
  // ('ALL': registered for each of Node's methods), which reaches no handler.
  'GET /api/docs/swagger-ui-init.js': { access: 'public', ok: 200 },
  'GET /api/docs/docs/swagger-ui-init.js': { access: 'public', ok: 200 },
  'GET /api/docs': { access: 'public', ok: 200 },
  'GET /api/docs/index.html': { access: 'public', ok: 200 },
  // swagger-ui-dist ships no LICENSE file: the route exists and answers 404 to everyone.
  'GET /api/docs/LICENSE': { access: 'public', ok: 404 },
  'GET /api/docs/': { access: 'public', ok: 200 },
  'GET /api/docs-json': { access: 'public', ok: 200 },
  'GET /api/docs-yaml': { access: 'public', ok: 200 },
  'ALL /api': { access: 'noHandler', ok: 404 },
  'ALL /api/{*path}': { access: 'noHandler', ok: 404, call: () => ({ params: { '*path': 'no/such/route' } }) },

  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/ready': { access: 'public', ok: 200 },
  'GET /api/config': { access: 'public', ok: 200 },

  // Sign-in: public; wrong credentials (the suite's sign-in budget is large) answer 401 to everyone.
  'POST /api/customers/login': { access: 'public', ok: 401, call: () => ({ body: { email: 'nobody@example.com' } }) },
  'POST /api/customers/login/verify': { access: 'public', ok: 401, call: () => ({ body: { email: 'nobody@example.com', code: '123456' } }) },
  'POST /api/staff/login': { access: 'public', ok: 401, call: () => ({ body: { username: 'nobody', password: 'not-the-password' } }) },
  'POST /api/admin/login': { access: 'public', ok: 401, call: () => ({ body: { username: 'nobody', password: 'not-the-password' } }) },
  'POST /api/staff/logs/view': { access: 'public', ok: 401, call: () => ({ body: { username: 'nobody', password: 'not-the-password', staffId: 1 } }) },
  // A real change would end the admin's own session (and this suite's admin token).
  'PATCH /api/admin/password': { access: 'admin', ok: 400, call: () => ({ body: {} }) },
  'GET /api/auth/me': { access: 'signedIn', ok: 200 },

  'POST /api/staff/create': { access: 'admin', ok: 201, call: (w) => ({ body: { username: w.staffUsername(), password: 'a-long-password-2026' } }) },
  'GET /api/staff/members': { access: 'admin', ok: 200 },
  'PATCH /api/staff/:id/reset-password': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: (await w.freshStaff()).id }, body: { newPassword: 'another-password-2026' } }) },
  'DELETE /api/staff/:id': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: (await w.freshStaff()).id } }) },
  'GET /api/admin/logs': { access: 'admin', ok: 200 },
  'GET /api/admin/breach/document-views': { access: 'admin', ok: 200, call: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }) },
  'GET /api/admin/breach/document-views.xlsx': { access: 'admin', ok: 200, call: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }) },
  'GET /api/admin/breach/exposed-customers': { access: 'admin', ok: 200, call: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }) },
  'GET /api/admin/breach/exposed-customers.xlsx': { access: 'admin', ok: 200, call: () => ({ query: { from: '2026-01-01', to: '2026-01-31' } }) },
  'POST /api/staff/logs': { access: 'staff', ok: 201, call: () => ({ body: { action: 'access_matrix', targetType: 'test' } }) },

  // Customers
  'POST /api/customers/register': { access: 'public', ok: 201, call: (w) => w.registration() },
  'GET /api/customers/me': { access: 'customer', ok: 200 },
  'PATCH /api/customers/me/language': { access: 'customer', ok: 200, call: () => ({ body: { language: 'en' } }) },
  'GET /api/customers/me/loyalty': { access: 'customer', ok: 200 },
  'GET /api/customers/me/activity': { access: 'customer', ok: 200 },
  'GET /api/customers/me/data-export.zip': { access: 'customer', ok: 200 },
  // A and B are given a rental not yet over first, so an allowed ask is the refusal naming it (never a request that sticks); the success path is in customer-rights.e2e-spec.ts.
  'POST /api/customers/me/deletion-request': { access: 'customer', ok: 409, call: async (w) => (await w.holdOnAandB(), {}) },
  'GET /api/staff/customers/deletion-requests': { access: 'staff', ok: 200 },
  'POST /api/staff/customers/:id/erase': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.customerAskingDeletion()).id } }) },
  'GET /api/customers/:id/check-files': { access: 'ownerOrStaff', ok: 200, refusedB: 403, call: (w) => ({ params: { id: w.customerA.id } }) },
  'GET /api/customer-files/:filename': { access: 'staff', ok: 200, call: (w) => ({ params: { filename: w.customerA.icPassportUrl as string } }) },
  'GET /api/staff/customer-files/:filename': { access: 'staff', ok: 200, call: (w) => ({ params: { filename: w.customerA.icPassportUrl as string } }) },
  'GET /api/staff/customers': { access: 'staff', ok: 200 },
  'PATCH /api/staff/customers/:id/status': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.customerC.id }, body: { status: 'active' } }) },
  'POST /api/staff/customers/:id/reupload-documents': { access: 'staff', ok: 201, call: async (w) => ({ params: { id: w.customerC.id }, files: { utilityBill: await photo() } }) },
  'GET /api/staff/export/customers.xlsx': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/vehicles': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/vehicles.xlsx': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/balances': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/balances.xlsx': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/deposits': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/deposits.xlsx': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/summonses': { access: 'staff', ok: 200 },
  'GET /api/staff/reports/summonses.xlsx': { access: 'staff', ok: 200 },
  'GET /api/loyalty/tiers': { access: 'public', ok: 200 },

  'GET /api/staff/mail-messages': { access: 'staff', ok: 200 },
  'POST /api/staff/mail-messages/:id/retry': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.failedMail() } }) },

  // Fleet
  'GET /api/vehicles': { access: 'public', ok: 200 },
  'POST /api/vehicles/:id/check-availability': { access: 'public', ok: 200, call: (w) => ({ params: { id: w.vehicle.id }, body: dates(60, 62) }) },
  'POST /api/quotes': { access: 'public', ok: 200, call: (w) => ({ body: { vehicleId: w.vehicle.id, ...dates(60, 62) } }) },
  'GET /api/vehicle-photos/:filename': { access: 'public', ok: 200, call: (w) => ({ params: { filename: w.vehiclePhoto } }) },
  'GET /api/vehicles/:id/reviews': { access: 'public', ok: 200, call: (w) => ({ params: { id: w.vehicle.id } }) },
  'GET /api/staff/vehicles': { access: 'staff', ok: 200 },
  'POST /api/staff/vehicles/upload-photo': { access: 'staff', ok: 201, call: async () => ({ files: { vehiclePhoto: await photo() } }) },
  'POST /api/staff/vehicles': { access: 'staff', ok: 201, call: (w) => ({ body: { name: `Matrix Car ${w.staffUsername()}`, make: 'Proton', model: 'Saga', category: 'Sedan' } }) },
  'PATCH /api/staff/vehicles/:id': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id }, body: { color: 'Blue' } }) },
  'DELETE /api/staff/vehicles/:id': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.freshVehicle()).id } }) },

  // Booking requests
  'POST /api/booking-requests': { access: 'customer', ok: 201, call: async (w) => ({ body: { vehicleId: (await w.freshVehicle()).id, ...dates(40, 42) } }) },
  'GET /api/booking-requests/mine': { access: 'customer', ok: 200 },
  'GET /api/staff/booking-requests': { access: 'staff', ok: 200 },
  'PATCH /api/staff/booking-requests/:id/approve': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.pendingBookingRequest()).id }, body: {} }) },
  'PATCH /api/staff/booking-requests/:id/reject': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.pendingBookingRequest()).id }, body: { reason: 'Fully booked' } }) },

  // Rentals
  'GET /api/rentals/mine': { access: 'customer', ok: 200 },
  'POST /api/rentals/:id/extension': { access: 'customerOwned', ok: 200, call: async (w) => ({ params: { id: (await w.activeRentalOfA()).id }, body: { newEndDate: daysFromToday(5), reason: 'Trip extended' } }) },
  'POST /api/rentals/:id/extension-quote': { access: 'customerOwned', ok: 200, call: async (w) => ({ params: { id: (await w.activeRentalOfA()).id }, body: { newEndDate: daysFromToday(6) } }) },
  'GET /api/rentals/:id/download-agreement': { access: 'ownerOrStaff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id } }) },
  'POST /api/rentals/:id/send-email': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id } }) },
  'POST /api/rentals/:id/send-whatsapp': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id } }) },
  'GET /api/rentals/:id/settlement-statement': { access: 'ownerOrStaff', ok: 200, call: async (w) => ({ params: { id: await w.settledRentalOfA() } }) },
  'GET /api/agreements/:id': { access: 'public', ok: 200, call: (w) => ({ params: { id: w.signedRental.id }, query: w.agreementLink }) },
  'GET /api/staff/rentals': { access: 'staff', ok: 200 },
  'GET /api/staff/rentals/download': { access: 'staff', ok: 200 },
  'GET /api/staff/rentals/:id': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id } }) },
  'GET /api/staff/rentals/:id/return-quote': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active', { currentMileage: 1000 })).id }, query: { returnMileage: '1200' } }) },
  'PATCH /api/staff/rentals/:id/cancel': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id }, body: { reason: 'Customer changed plans' } }) },
  'PATCH /api/staff/rentals/:id/return': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active', { currentMileage: 1000 })).id }, body: { returnDate: daysFromToday(0), returnMileage: 1100, fuelLevel: 8 } }) },
  'PATCH /api/staff/rentals/:id/key-handover': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'approved')).id }, files: { keyHandoverPhoto: await photo() } }) },
  'PUT /api/staff/rentals/:id/extras': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id }, body: { addOns: [{ addOnId: await w.addOn(), quantity: 1 }] } }) },
  'PATCH /api/staff/rentals/:id/extension/approve': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.activeRentalOfA({ status: 'extension-requested', extensionRequestedUntil: daysFromToday(4), extensionReason: 'Trip extended' })).id }, body: {} }) },
  'PATCH /api/staff/rentals/:id/extension/decline': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.activeRentalOfA({ status: 'extension-requested', extensionRequestedUntil: daysFromToday(4), extensionReason: 'Trip extended' })).id }, body: { reason: 'The car is booked' } }) },
  'DELETE /api/staff/rentals/:id': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'cancelled')).id } }) },
  'POST /api/staff/rentals/:id/photos': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id }, files: { photos: await photo() }, fields: { photoTypes: 'front' } }) },
  'POST /api/staff/rentals/:id/signature': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id }, body: { signatureData: await signatureDataUrl() } }) },
  'POST /api/staff/rentals/:id/key-handover': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id }, files: { photo: await photo() } }) },
  'PATCH /api/staff/rentals/:id/finalize': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalReadyToFinalize()).id }, body: { fuelLevel: 6, currentMileage: 45210 } }) },
  'GET /api/staff/rentals/:id/account': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id } }) },
  'POST /api/staff/rentals/:id/account/charges': { access: 'staff', ok: 201, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'completed')).id }, body: { category: 'fuel', amount: '50.00', reason: 'Quarter tank short' } }) },
  'POST /api/staff/rentals/:id/account/entries/:entryId/reverse': { access: 'staff', ok: 201, call: async (w) => { const { rentalId, entryId } = await w.chargedRental(); return { params: { id: rentalId, entryId }, body: { reason: 'Charged by mistake' } }; } },
  'GET /api/staff/rentals/:id/account/entries/:entryId/photo': { access: 'staff', ok: 200, call: async (w) => { const { rentalId, entryId } = await w.photographedCharge(); return { params: { id: rentalId, entryId } }; } },
  'POST /api/staff/rentals/:id/account/settle': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.refundableRental() } }) },
  'POST /api/staff/rentals/:id/account/refunds': { access: 'staff', ok: 201, call: async (w) => ({ params: { id: await w.refundableRental() }, body: { amount: '10.00', method: 'cash' } }) },
  'POST /api/staff/rentals/:id/invoice': { access: 'staff', ok: 201, call: async (w) => ({ params: { id: (await w.chargedRental()).rentalId } }) },
  'GET /api/staff/rentals/:id/files/:kind': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.signedRental.id, kind: 'signature' } }) },

  // Payments
  'GET /api/payments/qr': { access: 'customer', ok: 200, call: async (w) => ({ query: { amount: '50.00', idempotencyKey: 'matrix-key-0001' }, ...(await w.ensurePaymentQr()) }) },
  'POST /api/payments': { access: 'customerOwned', ok: 201, refusedB: 400, call: async (w) => ({ body: { amount: '50.00', paymentMethod: 'qr', paymentFor: 'rental-payment', rentalId: (await w.rentalOf(w.customerA, 'active')).id } }) },
  'GET /api/payments/customer': { access: 'customer', ok: 200 },
  'POST /api/payments/:id/proof': { access: 'customerOwned', ok: 200, call: async (w) => ({ params: { id: (await w.paymentOfA()).id }, files: { paymentProof: await photo() } }) },
  'GET /api/payments/:id/proof': { access: 'ownerOrStaff', ok: 200, call: (w) => ({ params: { id: w.paymentId } }) },
  'GET /api/payments/:id/receipt': { access: 'ownerOrStaff', ok: 200, call: (w) => ({ params: { id: w.paymentId } }) },
  'GET /api/payments/:id/receipt/jpeg': { access: 'ownerOrStaff', ok: 200, call: (w) => ({ params: { id: w.paymentId } }) },
  'GET /api/staff/payments': { access: 'staff', ok: 200 },
  'PATCH /api/staff/payments/:id/status': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.paymentOfA()).id }, body: { status: 'completed' } }) },
  'POST /api/staff/payments/:id/attach': { access: 'staff', ok: 200, call: async (w) => { const { paymentId, rentalId } = await w.strayPayment(); return { params: { id: paymentId }, body: { rentalId } }; } },
  'POST /api/staff/payments/:id/detach': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.attachedPayment() }, body: { reason: 'Paid for the other booking' } }) },
  // Bank statements matched to payments: staff's.
  'GET /api/staff/bank-statements/columns': { access: 'staff', ok: 200 },
  'PUT /api/staff/bank-statements/columns': { access: 'staff', ok: 200, call: () => ({ body: { layout: 'maybank' } }) },
  'POST /api/staff/bank-statements': { access: 'staff', ok: 201, call: async (w) => ({ files: { statement: await w.statementFile() } }) },
  'GET /api/staff/bank-statements/lines': { access: 'staff', ok: 200 },
  'POST /api/staff/bank-statements/lines/:id/confirm': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.statementLine('proposed') } }) },
  'POST /api/staff/bank-statements/lines/:id/ignore': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.statementLine('unmatched') } }) },
  // Where every customer's money goes: the admin's alone.
  'GET /api/admin/settings/payment': { access: 'admin', ok: 200 },
  'PUT /api/admin/settings/payment': { access: 'admin', ok: 200, call: () => ({ body: { bankName: 'Maybank', bankAccountName: 'Kereta Sewa Rental Sdn Bhd', bankAccountNumber: '5140 1234 5678' } }) },
  'GET /api/admin/settings/booking': { access: 'admin', ok: 200 },
  // The data protection officer the privacy notice names: the admin's to set, anyone may read the notice.
  'GET /api/admin/settings/privacy': { access: 'admin', ok: 200 },
  'PUT /api/admin/settings/privacy': { access: 'admin', ok: 200, call: () => ({ body: { name: 'Nurul Huda', email: 'dpo@example.com', phone: '03-2161 0000' } }) },
  'GET /api/privacy-notice': { access: 'public', ok: 200 },
  'PUT /api/admin/settings/booking': { access: 'admin', ok: 200, call: () => ({ body: { turnaroundHours: 0 } }) },
  'PUT /api/admin/settings/payment-qr': { access: 'admin', ok: 200, call: async () => ({ files: { qrImage: await duitNowQrImage() } }) },
  'DELETE /api/admin/settings/payment-qr': { access: 'admin', ok: 200, call: (w) => w.ensurePaymentQr() },
  'GET /api/settings/payment-qr': { access: 'public', ok: 200, call: (w) => w.ensurePaymentQr() },

  // Calendar, dashboard, invoices, reviews, deliveries
  'GET /api/staff/calendar': { access: 'staff', ok: 200, call: () => ({ query: { from: daysFromToday(0), to: daysFromToday(30) } }) },
  'POST /api/staff/bookings/manual': { access: 'staff', ok: 201, call: async (w) => ({ body: { customerId: w.customerC.id, vehicleId: (await w.freshVehicle()).id, ...dates(50, 52) } }) },
  'GET /api/staff/dashboard': { access: 'staff', ok: 200 },
  'GET /api/staff/today': { access: 'staff', ok: 200 },
  'GET /api/staff/invoices': { access: 'staff', ok: 200 },
  'POST /api/staff/invoices': { access: 'staff', ok: 201, call: (w) => ({ body: { customerName: 'Customer C', invoiceDate: daysFromToday(0), vehicleRented: w.vehicle.name, totalDays: 1, totalAmount: '120.00' } }) },
  'GET /api/staff/invoices/:id/download': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.invoiceId } }) },
  'DELETE /api/staff/invoices/:id': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.invoice() } }) },
  'POST /api/customer-reviews': { access: 'customerOwned', ok: 201, call: async (w) => ({ body: { rentalId: (await w.rentalOf(w.customerA, 'completed', { returnDate: daysFromToday(0) })).id, rating: 4 } }) },
  'GET /api/staff/reviews': { access: 'staff', ok: 200 },
  'PATCH /api/staff/reviews/:id/hide': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.reviewOfA() } }) },
  'PATCH /api/staff/reviews/:id/show': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.reviewOfA(true) } }) },
  'GET /api/staff/deliveries': { access: 'staff', ok: 200 },
  'POST /api/staff/deliveries': { access: 'staff', ok: 201, call: (w) => ({ body: { vehicleId: w.vehicle.id, deliveryTime: `${daysFromToday(2)}T10:00:00+08:00`, fromLocation: 'KLIA Terminal 2', toLocation: 'Mid Valley', totalKm: '30.00' } }) },
  'PATCH /api/staff/deliveries/:id': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.deliveryId }, body: { totalKm: '31.00' } }) },
  'DELETE /api/staff/deliveries/:id': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: await w.delivery() } }) },
  // Summonses and tolls: staff's alone.
  'GET /api/staff/road-charges': { access: 'staff', ok: 200 },
  'POST /api/staff/road-charges/summonses': { access: 'staff', ok: 201, call: async (w) => ({ fields: await w.summonsFields() }) },
  'POST /api/staff/road-charges/tolls': { access: 'staff', ok: 201, call: (w) => w.tollCall() },
  'GET /api/staff/road-charges/:id/photo': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.roadCharge('charged', true)).id } }) },
  'POST /api/staff/road-charges/:id/assign': { access: 'staff', ok: 200, call: async (w) => { const charge = await w.roadCharge('unmatched'); return { params: { id: charge.id }, body: { rentalId: charge.rentalId } }; } },
  'POST /api/staff/road-charges/:id/mark-paid': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.roadCharge('charged')).id } }) },
  'POST /api/staff/road-charges/:id/dispute': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.roadCharge('charged')).id }, body: { reason: 'Matrix' } }) },
  'POST /api/staff/road-charges/:id/write-off': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.roadCharge('charged')).id }, body: { reason: 'Matrix' } }) },

  // Return inspection and its price lists
  'GET /api/staff/rentals/:id/return': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id } }) },
  'POST /api/staff/rentals/:id/return/photos': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, files: { photos: await photo() }, fields: { photoTypes: 'front' } }) },
  'GET /api/staff/rentals/:id/return/files/:key': { access: 'staff', ok: 404, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id, key: 'signature' } }) },
  'PATCH /api/staff/rentals/:id/return/readings': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { fuelLevel: 4 } }) },
  'POST /api/staff/rentals/:id/return/damages': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { x: 20, y: 40, panel: 'bonnet', kind: 'chip', size: 'small' } }) },
  'DELETE /api/staff/rentals/:id/return/damages/:damageId': { access: 'staff', ok: 404, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id, damageId: 999_999 } }) },
  'POST /api/staff/rentals/:id/return/fees': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { feeId: 1 } }) },
  'DELETE /api/staff/rentals/:id/return/fees/:line': { access: 'staff', ok: 404, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id, line: 'fee:1' } }) },
  'POST /api/staff/rentals/:id/return/waivers': { access: 'staff', ok: 404, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { line: 'fuel', reason: 'Goodwill' } }) },
  'DELETE /api/staff/rentals/:id/return/waivers/:line': { access: 'staff', ok: 404, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id, line: 'fuel' } }) },
  'POST /api/staff/rentals/:id/return/signature': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { signatureData: await signatureDataUrl() } }) },
  'POST /api/staff/rentals/:id/return/customer-absent': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { reason: 'Keys in the drop box' } }) },
  'POST /api/staff/rentals/:id/return/finalize': { access: 'staff', ok: 400, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id }, body: { expectedTotal: '0.00' } }) },
  'GET /api/staff/return-price-lists': { access: 'staff', ok: 200 },
  'POST /api/admin/return-fees': { access: 'admin', ok: 201, call: () => ({ body: { category: 'cleaning', nameEn: 'Sand in the boot', nameMs: 'Pasir di dalam but', amount: '40.00', active: true } }) },
  'PUT /api/admin/return-fees/:feeId': { access: 'admin', ok: 200, call: () => ({ params: { feeId: 1 }, body: { category: 'cleaning', nameEn: 'Basic cleaning', nameMs: 'Cucian asas', amount: '50.00', active: true } }) },
  'PUT /api/admin/damage-prices': { access: 'admin', ok: 200, call: () => ({ body: { kind: 'scratch', size: 'small', amount: '50.00' } }) },
  'GET /api/pricing/catalogue': { access: 'public', ok: 200 },
  'GET /api/admin/rate-plans': { access: 'admin', ok: 200 },
  'GET /api/admin/rate-plans/holidays': { access: 'admin', ok: 200, call: () => ({ query: { state: '10' } }) },
  'POST /api/admin/seasons': { access: 'admin', ok: 201, call: async (w) => ({ body: { ...SEASON, reach: 'vehicle', vehicleId: (await w.freshVehicle()).id } }) },
  'PUT /api/admin/seasons/:id': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: await w.season() }, body: { ...SEASON, reach: 'vehicle', vehicleId: (await w.freshVehicle()).id } }) },
  'DELETE /api/admin/seasons/:id': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: await w.season() } }) },
  'POST /api/admin/add-ons': { access: 'admin', ok: 201, call: () => ({ body: ADD_ON }) },
  'PUT /api/admin/add-ons/:id': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: await w.addOn() }, body: ADD_ON }) },
  'POST /api/admin/delivery-zones': { access: 'admin', ok: 201, call: () => ({ body: ZONE }) },
  'PUT /api/admin/delivery-zones/:id': { access: 'admin', ok: 200, call: async (w) => ({ params: { id: await w.deliveryZone() }, body: ZONE }) },
  'PUT /api/admin/weekend': { access: 'admin', ok: 200, call: () => ({ body: { days: [5, 6, 0] } }) },
  // The condition report: made at the finalize, so a return still open answers 409 to whoever may see it.
  'GET /api/staff/rentals/:id/return/report': { access: 'staff', ok: 409, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'active')).id } }) },
  'GET /api/rentals/:id/condition-report': { access: 'customerOwned', ok: 409, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerA, 'active')).id } }) },
  'GET /api/staff/vehicles/:id/damages': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id }, query: { status: 'repaired' } }) },
  'POST /api/staff/vehicles/:id/damages/:damageId/repair': { access: 'staff', ok: 200, call: async (w) => { const { vehicleId, damageId } = await w.openDamage(); return { params: { id: vehicleId, damageId }, body: { repairCost: '120.00', repairedOn: daysFromToday(0) } }; } },
  'POST /api/staff/rentals/:id/existing-damage-shown': { access: 'staff', ok: 200, call: async (w) => ({ params: { id: (await w.rentalOf(w.customerC, 'awaiting_agreement')).id } }) },
  'GET /api/staff/vehicles/:id/compliance': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id } }) },
  'PUT /api/staff/vehicles/:id/compliance/:kind': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id, kind: 'road_tax' }, fields: { expiresOn: daysFromToday(200) } }) },
  'DELETE /api/staff/vehicles/:id/compliance/:kind': { access: 'staff', ok: 404, call: (w) => ({ params: { id: w.vehicle.id, kind: 'permit' } }) },
  'GET /api/staff/vehicles/:id/compliance/:kind/document': { access: 'staff', ok: 404, call: (w) => ({ params: { id: w.vehicle.id, kind: 'inspection' } }) },
  'GET /api/staff/vehicles/:id/blocks': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id } }) },
  // A day of its own for each identity's block, so the staff's does not refuse the admin's.
  'POST /api/staff/vehicles/:id/blocks': { access: 'staff', ok: 201, call: (w) => ({ params: { id: w.vehicle.id }, body: { startDate: daysFromToday((nextBlockDay += 1)), endDate: daysFromToday(nextBlockDay), reason: 'service' } }) },
  'DELETE /api/staff/vehicles/:id/blocks/:blockId': { access: 'staff', ok: 404, call: (w) => ({ params: { id: w.vehicle.id, blockId: 999_999 } }) },
  'PUT /api/staff/vehicles/:id/service-schedule': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id }, body: { serviceEveryKm: 10000 } }) },
  'POST /api/staff/vehicles/:id/services': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id }, body: { servicedOn: daysFromToday(0), odometerKm: 100 } }) },
  'GET /api/staff/vehicles/:id/costs': { access: 'staff', ok: 200, call: (w) => ({ params: { id: w.vehicle.id } }) },
  'POST /api/staff/vehicles/:id/costs': { access: 'staff', ok: 201, call: (w) => ({ params: { id: w.vehicle.id }, fields: { incurredOn: daysFromToday(0), amount: '10.00', category: 'fuel' } }) },
  'DELETE /api/staff/vehicles/:id/costs/:costId': { access: 'staff', ok: 404, call: (w) => ({ params: { id: w.vehicle.id, costId: 999_999 } }) },
  'GET /api/staff/vehicles/:id/costs/:costId/receipt': { access: 'staff', ok: 404, call: (w) => ({ params: { id: w.vehicle.id, costId: 999_999 } }) },
};

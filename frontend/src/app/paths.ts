/** Every path of the app, in one place, so each view has its own URL for back and reload. */
export const paths = {
  home: '/',
  register: '/register',
  customerLogin: '/login',
  vehicles: '/vehicles',
  myBookings: '/my-bookings',
  account: '/account',
  staffLogin: '/staff-login',
  staff: '/staff',
  /** The Complete Agreement wizard's route pattern; links use rentalWizardPath(id). */
  rentalWizard: '/staff/rentals/:id/complete',
  admin: '/admin',
  payment: '/payment',
  /** The return inspection's route pattern; links use rentalReturnPath(id). */
  rentalReturn: '/staff/rentals/:id/return',
  /** The privacy notice (PDPA 2010): public, in the app's language. */
  privacy: '/privacy',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The Complete Agreement wizard of one rental: /staff/rentals/12/complete. */
export function rentalWizardPath(id: number): string {
  return paths.rentalWizard.replace(':id', String(id));
}

/** The staff Rentals tab showing only the overdue rentals (the dashboard links there). */
export const overdueRentalsPath = `${paths.staff}?tab=rentals&status=overdue`;
/** The return inspection of one rental: /staff/rentals/12/return. */
export function rentalReturnPath(id: number): string {
  return paths.rentalReturn.replace(':id', String(id));
}

/** The staff Reports tab: what each car earns and costs, balances, deposits, summonses (the admin panel links there). */
export const reportsPath = `${paths.staff}?tab=reports`;

/** The Vehicles tab with a car's road tax, insurance, inspection and permit open. */
export function vehicleCompliancePath(vehicleId: number): string {
  return `${paths.staff}?tab=vehicles&compliance=${vehicleId}`;
}

/** Who is signed in, as far as where a link may lead is concerned. */
export interface SignedIn {
  customer: boolean;
  /** A staff member or the admin: both use the staff dashboard. */
  staff: boolean;
}

export const NOBODY_SIGNED_IN: SignedIn = { customer: false, staff: false };

/**
 * The header's back button: login and registration views go back to role
 * selection, vehicle viewing to customer login, the staff dashboard to staff login. A
 * customer's booking list and account page (our additions) go back to the fleet they were
 * opened from. Other screens go home; the home screen itself has no back button. Someone already signed in is
 * never sent back to a sign-in form: they go home instead.
 */
export function backTargetFor(pathname: string, signedIn: SignedIn = NOBODY_SIGNED_IN): AppPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return null;
  if (path === paths.vehicles) return signedIn.customer ? paths.home : paths.customerLogin;
  if (path === paths.myBookings || path === paths.account) return paths.vehicles;
  if (path === paths.staff) return signedIn.staff ? paths.home : paths.staffLogin;
  // A screen inside the staff area (the agreement wizard) goes back to the dashboard.
  if (path.startsWith(`${paths.staff}/`)) return signedIn.staff ? paths.staff : paths.staffLogin;
  return paths.home;
}

/**
 * Where a sign-in form sends someone who is already signed in for it, or null to show the form:
 * a customer opening /login or /register goes on to the fleet, staff opening /staff-login to
 * the dashboard.
 */
export function signedInDestinationFor(path: AppPath, signedIn: SignedIn): AppPath | null {
  if ((path === paths.customerLogin || path === paths.register) && signedIn.customer) return paths.vehicles;
  if (path === paths.staffLogin && signedIn.staff) return paths.staff;
  return null;
}

/** Every path of the app, in one place (DESIGN.md section 6). */
export const paths = {
  home: '/',
  register: '/register',
  customerLogin: '/login',
  vehicles: '/vehicles',
  myBookings: '/my-bookings',
  staffLogin: '/staff-login',
  staff: '/staff',
  admin: '/admin',
  payment: '/payment',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The header's back button (SPEC.md section 2): login and registration views go back to role
 * selection, vehicle viewing to customer login, the staff dashboard to staff login. A
 * customer's booking list (our addition) goes back to the fleet it was opened from. Other
 * screens go home; the home screen itself has no back button.
 */
export function backTargetFor(pathname: string): AppPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return null;
  if (path === paths.vehicles) return paths.customerLogin;
  if (path === paths.myBookings) return paths.vehicles;
  if (path === paths.staff || path.startsWith(`${paths.staff}/`)) return paths.staffLogin;
  return paths.home;
}

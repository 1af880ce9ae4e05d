/** Every path of the app, in one place (DESIGN.md section 6). */
export const paths = {
  home: '/',
  register: '/register',
  customerLogin: '/login',
  vehicles: '/vehicles',
  staffLogin: '/staff-login',
  staff: '/staff',
  admin: '/admin',
  payment: '/payment',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The header's back button (SPEC.md section 2): login and registration views go back to role
 * selection, vehicle viewing to customer login, the staff dashboard to staff login. Other
 * screens go home; the home screen itself has no back button.
 */
export function backTargetFor(pathname: string): AppPath | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return null;
  if (path === paths.vehicles) return paths.customerLogin;
  if (path === paths.staff || path.startsWith(`${paths.staff}/`)) return paths.staffLogin;
  return paths.home;
}

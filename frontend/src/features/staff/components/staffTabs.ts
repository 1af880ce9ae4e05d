import type { SectionTab } from '../../../components/tabs';

export interface StaffTab extends SectionTab {
  heading: string;
}

/** The dashboard's seven tabs (SPEC.md section 2). */
export const STAFF_TABS: readonly StaffTab[] = [
  { id: 'dashboard', label: 'Dashboard', heading: 'Dashboard' },
  { id: 'customers', label: 'Customers', heading: 'Customers' },
  { id: 'bookings', label: 'Bookings', heading: 'Booking Requests' },
  { id: 'rentals', label: 'Rentals', heading: 'Rental Agreements' },
  { id: 'calendar', label: 'Calendar', heading: 'Booking Calendar' },
  { id: 'invoices', label: 'Invoices', heading: 'Invoices' },
  { id: 'vehicles', label: 'Vehicles', heading: 'Vehicle Management' },
];

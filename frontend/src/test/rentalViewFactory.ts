import type { RentalView } from '../api/types';

/** A rental as the staff lists give it (RentalView): an active 3-day Myvi rental in November 2026 unless told. */
export function rentalView(overrides: Partial<RentalView> = {}): RentalView {
  return {
    id: 5,
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    vehicleId: 1,
    vehicle: 'Perodua Myvi 1.5 AV',
    vehicleDisplayName: 'Perodua Myvi - WXY',
    color: 'Granite Grey',
    mileageLimit: 200,
    startDate: '2026-11-01',
    endDate: '2026-11-04',
    pickupTime: '09:00',
    returnTime: '18:00',
    totalDays: 3,
    rentalPerDay: '120.00',
    deposit: '200.00',
    discount: '0.00',
    grandTotal: '560.00',
    serviceTaxAdded: '0.00',
    status: 'active',
    createdAt: '2026-10-30T02:00:00.000Z',
    overdue: false,
    overdueSince: null,
    ...overrides,
  };
}

import type { Page } from '../../../api/types';
import type { StaffRental } from '../api/types';

/** A staff rental as GET /api/staff/rentals lists it; an active 3-day Myvi rental unless told. */
export function staffRental(overrides: Partial<StaffRental> & Pick<StaffRental, 'id'>): StaffRental {
  return {
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    vehicleId: 1,
    vehicle: 'Perodua Myvi 1.5 AV',
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
    status: 'active',
    createdAt: '2026-10-30T02:00:00.000Z',
    cancellationReason: null,
    fuelLevel: 6,
    currentMileage: 12000,
    extraMileageCharge: '0.50',
    returnDate: null,
    returnMileage: null,
    returnFuelLevel: null,
    extraMileageFee: null,
    agreementReady: false,
    ...overrides,
  };
}

export function rentalPage(items: StaffRental[], overrides: Partial<Page<StaffRental>> = {}): Page<StaffRental> {
  return { items, total: items.length, page: 1, limit: 20, ...overrides };
}

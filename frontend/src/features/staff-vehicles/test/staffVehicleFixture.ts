import type { StaffVehicle } from '../api/types';

/**
 * A car as staff see it in their fleet list: the Perodua Myvi - WXY, active, with no compliance
 * dates, no service schedule and nothing on the odometer, unless told. A test names only the fields
 * its story depends on, so what it checks stands out from the many the schema asks for.
 */
export function staffVehicle(overrides: Partial<StaffVehicle> = {}): StaffVehicle {
  return {
    id: 1,
    name: 'Perodua Myvi 1.5 AV',
    displayName: 'Perodua Myvi - WXY',
    make: 'Perodua',
    model: 'Myvi',
    category: 'Compact',
    color: 'Granite Grey',
    photoUrl: null,
    mileageLimit: 300,
    dailyRate: '90.00',
    deposit: '150.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
    registrationDate: '2019-05-14',
    compliance: [],
    odometerKm: 0,
    service: {
      everyKm: null,
      everyMonths: null,
      lastServiceOn: null,
      lastServiceKm: null,
      nextServiceKm: null,
      nextServiceOn: null,
      due: false,
    },
    plateIdentifier: 'WXY',
    isActive: true,
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

/**
 * The Proton Saga - BPK, shared by the service and costs tests: 30,500 km on the odometer, serviced
 * every 10,000 km or 6 months, last on 01/06/2026 at 20,000 km, so its service is due.
 */
export function sagaDueForService(): StaffVehicle {
  return staffVehicle({
    id: 5,
    name: 'Proton Saga 1.3',
    displayName: 'Proton Saga - BPK',
    make: 'Proton',
    model: 'Saga',
    category: 'Sedan',
    color: null,
    mileageLimit: 0,
    dailyRate: '95.00',
    deposit: '200.00',
    registrationDate: '2021-03-01',
    odometerKm: 30500,
    service: {
      everyKm: 10000,
      everyMonths: 6,
      lastServiceOn: '2026-06-01',
      lastServiceKm: 20000,
      nextServiceKm: 30000,
      nextServiceOn: '2026-12-01',
      due: true,
    },
    plateIdentifier: 'BPK',
  });
}

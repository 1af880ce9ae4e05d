import type { StaffVehicle } from '../../staff-vehicles/api/types';
import type { Delivery, DeliveryPage, DeliveryTotals } from '../api/types';

/** A Myvi taken from KLIA to Pavilion by 'staff' on 20 Nov 2026, 09:30 Kuala Lumpur time, unless told. */
export function delivery(overrides: Partial<Delivery> & Pick<Delivery, 'id'>): Delivery {
  return {
    staffId: 2,
    staffName: 'staff',
    vehicleId: 5,
    vehicleDelivered: 'Perodua Myvi - WXY',
    deliveryTime: '2026-11-20T01:30:00.000Z',
    fromLocation: 'KLIA Terminal 1',
    toLocation: 'Pavilion Kuala Lumpur',
    totalKm: '58.40',
    miscExpense: '12.50',
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

export function deliveryPage(
  items: Delivery[],
  overrides: Partial<Omit<DeliveryPage, 'totals'>> & { totals?: Partial<DeliveryTotals> } = {},
): DeliveryPage {
  const { totals, ...rest } = overrides;
  return {
    items,
    total: items.length,
    page: 1,
    limit: 20,
    ...rest,
    totals: { count: rest.total ?? items.length, totalKm: '0.00', miscExpense: '0.00', ...totals },
  };
}

export function fleetVehicle(overrides: Partial<StaffVehicle> & Pick<StaffVehicle, 'id' | 'displayName'>): StaffVehicle {
  return {
    name: overrides.displayName,
    make: 'Perodua',
    model: 'Myvi',
    registrationDate: null,
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
    category: 'Compact',
    color: null,
    photoUrl: null,
    mileageLimit: 300,
    dailyRate: '90.00',
    deposit: '150.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
    plateIdentifier: 'WXY',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import type { PublicVehicle } from '../api/types';

/** A car as the public fleet lists it: named after its make and model, no photo, RM 100 a day. */
export function publicVehicle(fields: Partial<PublicVehicle> & Pick<PublicVehicle, 'id' | 'make' | 'model' | 'category'>): PublicVehicle {
  const { make, model } = fields;
  return {
    name: `${make} ${model}`,
    displayName: `${make} ${model}`,
    color: null,
    photoUrl: null,
    mileageLimit: 300,
    dailyRate: '100.00',
    deposit: '200.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
    ...fields,
  };
}

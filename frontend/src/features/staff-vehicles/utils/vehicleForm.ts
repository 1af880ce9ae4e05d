import { z } from 'zod';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { VEHICLE_CATEGORIES, type StaffVehicle, type VehiclePayload } from '../api/types';

/**
 * The vehicle form: the required fields and the mileage rule with their
 * messages; the daily rate and deposit a booking is priced from, and maximums that mirror the server's.
 */
export const VEHICLE_FORM_MESSAGES = {
  name: 'Vehicle name is required',
  make: 'Make is required',
  model: 'Model is required',
  category: 'Category is required',
  mileageLimit: 'Mileage limit must be 0 or greater',
  mileageWhole: 'Mileage limit must be a whole number of kilometres',
  mileageTooHigh: 'Mileage limit must be at most 1,000,000 km',
  amountTooHigh: 'Amounts can be at most RM 999,999.99',
  nameTaken: 'A vehicle with this name already exists',
  registrationFuture: 'The registration date cannot be in the future',
} as const;

/** The server's bounds (what its columns and the business hold). */
const MAX_MILEAGE_KM = 1_000_000;

const M = VEHICLE_FORM_MESSAGES;

/** Up to 2 decimals, never negative; at most RM 999,999.99 like the server. */
const MONEY_INPUT = /^\d{1,8}(\.\d{1,2})?$/;
const MAX_MONEY_WHOLE_DIGITS = 6;

function money(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => !value.startsWith('-'), `${label} must be 0 or greater`)
    .refine((value) => value.startsWith('-') || MONEY_INPUT.test(value), `${label} must be an amount such as 120.00`)
    .refine((value) => !MONEY_INPUT.test(value) || String(Number(value.split('.')[0])).length <= MAX_MONEY_WHOLE_DIGITS, M.amountTooHigh)
    .transform((value) => {
      const [whole, fraction = ''] = value.split('.');
      return `${Number(whole)}.${fraction.padEnd(2, '0')}`;
    });
}

/** A rate the car may go without: empty is no such rate (null). */
function optionalMoney(label: string) {
  return z
    .string()
    .transform((value) => (value.trim() === '' ? null : value))
    .pipe(money(label).nullable());
}

/** A number or numeric string; empty becomes 0; must be a whole number, 0 or greater. */
const mileageLimit = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return 0;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? 0 : Number(text);
  },
  z.number({ error: M.mileageWhole }).min(0, M.mileageLimit).int(M.mileageWhole).max(MAX_MILEAGE_KM, M.mileageTooHigh),
);

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

export const vehicleFormSchema = z.object({
  name: z.string().trim().min(1, M.name).max(255, 'Vehicle name must be at most 255 characters'),
  make: z.string().trim().min(1, M.make).max(100, 'Make must be at most 100 characters'),
  model: z.string().trim().min(1, M.model).max(100, 'Model must be at most 100 characters'),
  // '' while none is chosen yet (the select's prompt), so the message is the required one.
  category: z
    .union([z.literal(''), z.enum(VEHICLE_CATEGORIES)], { error: M.category })
    .pipe(z.enum(VEHICLE_CATEGORIES, { error: M.category })),
  plateIdentifier: optionalText(20, 'Plate letters must be at most 20 characters'),
  color: optionalText(50, 'Colour must be at most 50 characters'),
  photoUrl: z.string(),
  mileageLimit,
  dailyRate: money('Daily rate'),
  deposit: money('Deposit'),
  weekendRate: optionalMoney('Weekend rate'),
  weeklyRate: optionalMoney('Weekly rate'),
  monthlyRate: optionalMoney('Monthly rate'),
  isActive: z.boolean(),
  /** '' when not recorded; the DateField holds '' too while its text is not a whole date. */
  registrationDate: z.string().refine((value) => value === '' || value <= todayInKualaLumpur(), M.registrationFuture),
});

/** What the form holds while being filled in. */
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
/** What a valid form submits. */
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;

/** Defaults for a new vehicle: RM 100.00 a day, RM 200.00 deposit, no mileage limit stated, active. */
export const EMPTY_VEHICLE_FORM: VehicleFormInput = {
  name: '',
  make: '',
  model: '',
  category: '',
  plateIdentifier: '',
  color: '',
  photoUrl: '',
  mileageLimit: '',
  dailyRate: '100.00',
  deposit: '200.00',
  weekendRate: '',
  weeklyRate: '',
  monthlyRate: '',
  isActive: true,
  registrationDate: '',
};

export function vehicleToForm(vehicle: StaffVehicle): VehicleFormInput {
  return {
    name: vehicle.name,
    make: vehicle.make,
    model: vehicle.model,
    category: vehicle.category,
    plateIdentifier: vehicle.plateIdentifier ?? '',
    color: vehicle.color ?? '',
    photoUrl: vehicle.photoUrl ?? '',
    mileageLimit: String(vehicle.mileageLimit),
    dailyRate: vehicle.dailyRate,
    deposit: vehicle.deposit,
    weekendRate: vehicle.weekendRate ?? '',
    weeklyRate: vehicle.weeklyRate ?? '',
    monthlyRate: vehicle.monthlyRate ?? '',
    isActive: vehicle.isActive,
    registrationDate: vehicle.registrationDate ?? '',
  };
}

/**
 * The request body. A new vehicle leaves blank optional texts and rates out; an edit sends null
 * for them, so clearing the colour, plate letters or a rate really clears it.
 */
export function toVehiclePayload(values: VehicleFormValues, mode: 'create' | 'edit'): VehiclePayload {
  const blank = mode === 'edit' ? null : undefined;
  const payload: VehiclePayload = {
    name: values.name,
    make: values.make,
    model: values.model,
    category: values.category,
    plateIdentifier: values.plateIdentifier || blank,
    color: values.color || blank,
    mileageLimit: values.mileageLimit,
    dailyRate: values.dailyRate,
    deposit: values.deposit,
    weekendRate: values.weekendRate ?? blank,
    weeklyRate: values.weeklyRate ?? blank,
    monthlyRate: values.monthlyRate ?? blank,
    isActive: values.isActive,
    registrationDate: values.registrationDate || blank,
  };
  if (values.photoUrl) payload.photoUrl = values.photoUrl;
  if (payload.plateIdentifier === undefined) delete payload.plateIdentifier;
  if (payload.color === undefined) delete payload.color;
  for (const optional of ['weekendRate', 'weeklyRate', 'monthlyRate', 'registrationDate'] as const)
    if (payload[optional] === undefined) delete payload[optional];
  return payload;
}

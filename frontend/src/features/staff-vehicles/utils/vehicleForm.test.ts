import { describe, expect, it } from 'vitest';
import { EMPTY_VEHICLE_FORM, toVehiclePayload, VEHICLE_FORM_MESSAGES, vehicleFormSchema, type VehicleFormInput } from './vehicleForm';

const VALID: VehicleFormInput = {
  ...EMPTY_VEHICLE_FORM,
  name: 'Perodua Axia 1.0 G',
  make: 'Perodua',
  model: 'Axia',
  category: 'Compact',
};

/** The first message for each field, as the form shows it. */
function messages(input: Partial<VehicleFormInput>): Record<string, string> {
  const result = vehicleFormSchema.safeParse({ ...VALID, ...input });
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    byField[field] ??= issue.message;
  }
  return byField;
}

describe('vehicleFormSchema', () => {
  it("refuses what the server's columns cannot hold, with the server's messages", () => {
    expect(messages({ dailyRate: '1000000.00', deposit: '999999.99', mileageLimit: '1000001' })).toEqual({
      dailyRate: VEHICLE_FORM_MESSAGES.amountTooHigh,
      mileageLimit: VEHICLE_FORM_MESSAGES.mileageTooHigh,
    });
    expect(messages({ mileageLimit: '1000000' })).toEqual({});
  });

  it("uses the form's messages for the four required fields", () => {
    expect(messages({ name: '', make: '', model: '', category: '' })).toEqual({
      name: 'Vehicle name is required',
      make: 'Make is required',
      model: 'Model is required',
      category: 'Category is required',
    });
  });

  it('takes the category only from the fixed list', () => {
    expect(messages({ category: 'SUV' })).toEqual({});
    expect(messages({ category: 'Spaceship' as VehicleFormInput['category'] })).toEqual({ category: 'Category is required' });
  });

  it('treats blanks of spaces as missing and trims what it keeps', () => {
    expect(messages({ name: '   ' })).toEqual({ name: VEHICLE_FORM_MESSAGES.name });
    const parsed = vehicleFormSchema.parse({ ...VALID, name: '  Perodua Axia  ', color: '  Red ' });
    expect(parsed.name).toBe('Perodua Axia');
    expect(parsed.color).toBe('Red');
  });

  it('turns an empty mileage limit into 0, and accepts numbers and numeric strings', () => {
    expect(vehicleFormSchema.parse({ ...VALID, mileageLimit: '' }).mileageLimit).toBe(0);
    expect(vehicleFormSchema.parse({ ...VALID, mileageLimit: '  ' }).mileageLimit).toBe(0);
    expect(vehicleFormSchema.parse({ ...VALID, mileageLimit: '300' }).mileageLimit).toBe(300);
    expect(vehicleFormSchema.parse({ ...VALID, mileageLimit: 250 }).mileageLimit).toBe(250);
    expect(vehicleFormSchema.parse({ ...VALID, mileageLimit: '0' }).mileageLimit).toBe(0);
  });

  it('refuses a negative mileage limit with "Mileage limit must be 0 or greater"', () => {
    expect(messages({ mileageLimit: '-1' })).toEqual({ mileageLimit: 'Mileage limit must be 0 or greater' });
    expect(messages({ mileageLimit: -300 })).toEqual({ mileageLimit: 'Mileage limit must be 0 or greater' });
  });

  it('refuses text and fractions of a kilometre', () => {
    expect(messages({ mileageLimit: 'abc' })).toEqual({ mileageLimit: VEHICLE_FORM_MESSAGES.mileageWhole });
    expect(messages({ mileageLimit: '12.5' })).toEqual({ mileageLimit: VEHICLE_FORM_MESSAGES.mileageWhole });
  });

  it('defaults a new vehicle to active, RM 100.00 a day and RM 200.00 deposit', () => {
    const parsed = vehicleFormSchema.parse(VALID);
    expect(parsed.isActive).toBe(true);
    expect(parsed.dailyRate).toBe('100.00');
    expect(parsed.deposit).toBe('200.00');
    expect(parsed.mileageLimit).toBe(0);
  });

  it('normalises money to two decimals and refuses negative or malformed amounts', () => {
    expect(vehicleFormSchema.parse({ ...VALID, dailyRate: '120', deposit: '99.5' })).toMatchObject({
      dailyRate: '120.00',
      deposit: '99.50',
    });
    expect(messages({ dailyRate: '' })).toEqual({ dailyRate: 'Daily rate is required' });
    expect(messages({ dailyRate: '-5' })).toEqual({ dailyRate: 'Daily rate must be 0 or greater' });
    expect(messages({ deposit: '12.345' })).toEqual({ deposit: 'Deposit must be an amount such as 120.00' });
    expect(messages({ deposit: 'RM 10' })).toEqual({ deposit: 'Deposit must be an amount such as 120.00' });
  });

  it('takes a weekend, weekly or monthly rate as an amount, and an empty one as no rate', () => {
    expect(vehicleFormSchema.parse({ ...VALID, weekendRate: '180', weeklyRate: '', monthlyRate: '90.5' })).toMatchObject({
      weekendRate: '180.00',
      weeklyRate: null,
      monthlyRate: '90.50',
    });
    expect(messages({ weeklyRate: '-1' })).toEqual({ weeklyRate: 'Weekly rate must be 0 or greater' });
    expect(messages({ monthlyRate: 'cheap' })).toEqual({ monthlyRate: 'Monthly rate must be an amount such as 120.00' });
  });
});

describe('toVehiclePayload', () => {
  const values = vehicleFormSchema.parse({ ...VALID, photoUrl: '/api/vehicle-photos/a.jpg', mileageLimit: '' });

  it('leaves blank optional texts out of a new vehicle and sends mileage as a number', () => {
    const payload = toVehiclePayload(values, 'create');
    expect(payload).toEqual({
      name: 'Perodua Axia 1.0 G',
      make: 'Perodua',
      model: 'Axia',
      category: 'Compact',
      photoUrl: '/api/vehicle-photos/a.jpg',
      mileageLimit: 0,
      dailyRate: '100.00',
      deposit: '200.00',
      isActive: true,
    });
  });

  it('clears blank optional texts on an edit', () => {
    const payload = toVehiclePayload(values, 'edit');
    expect(payload.color).toBeNull();
    expect(payload.plateIdentifier).toBeNull();
    expect(payload).toMatchObject({ weekendRate: null, weeklyRate: null, monthlyRate: null });
  });
});

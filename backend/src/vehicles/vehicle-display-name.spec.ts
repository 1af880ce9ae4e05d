import { bookedVehicleName, VEHICLE_NAME_COLUMNS, vehicleDisplayName } from './vehicle-display-name';

describe('vehicleDisplayName', () => {
  it('joins make, model and plate', () => {
    expect(vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY', name: 'Myvi 1' })).toBe('Perodua Myvi - WXY');
  });

  it('tells two cars of the same model apart by their plates', () => {
    const first = vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY 1234', name: 'Myvi 1' });
    const second = vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: 'VBN 5678', name: 'Myvi 2' });
    expect([first, second]).toEqual(['Perodua Myvi - WXY 1234', 'Perodua Myvi - VBN 5678']);
  });

  it('leaves the plate out when there is none', () => {
    expect(vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: null, name: 'Myvi 1' })).toBe('Perodua Myvi');
    expect(vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: '', name: 'Myvi 1' })).toBe('Perodua Myvi');
  });

  it('falls back to the name, then to Unknown Vehicle', () => {
    expect(vehicleDisplayName({ make: '', model: 'Myvi', plateIdentifier: 'WXY', name: 'Blue Myvi' })).toBe('Blue Myvi');
    expect(vehicleDisplayName({ make: '', model: '', plateIdentifier: null, name: '' })).toBe('Unknown Vehicle');
    expect(vehicleDisplayName(null)).toBe('Unknown Vehicle');
  });

  it('reads only the columns a query joining a vehicle selects', () => {
    expect([...VEHICLE_NAME_COLUMNS].sort()).toEqual(['make', 'model', 'name', 'plateIdentifier']);
  });
});

describe('bookedVehicleName', () => {
  it("names a booking's car by its fleet record while it exists", () => {
    expect(bookedVehicleName({ make: 'Honda', model: 'City', plateIdentifier: 'PNG', name: 'Honda City 1.5 V' }, 'Honda City 1.5 V')).toBe(
      'Honda City - PNG',
    );
  });

  it('keeps the name written on the booking once the record is gone', () => {
    expect(bookedVehicleName(null, 'Honda City 1.5 V')).toBe('Honda City 1.5 V');
    expect(bookedVehicleName(undefined, 'Honda City - PNG')).toBe('Honda City - PNG');
  });
});

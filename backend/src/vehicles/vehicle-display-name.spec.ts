import { vehicleDisplayName } from './vehicle-display-name';

describe('vehicleDisplayName', () => {
  it('joins make, model and plate', () => {
    expect(vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: 'WXY', name: 'Myvi 1' })).toBe('Perodua Myvi - WXY');
  });

  it('leaves the plate out when there is none', () => {
    expect(vehicleDisplayName({ make: 'Perodua', model: 'Myvi', plateIdentifier: null, name: 'Myvi 1' })).toBe('Perodua Myvi');
  });

  it('falls back to the name, then to Unknown Vehicle', () => {
    expect(vehicleDisplayName({ make: '', model: 'Myvi', plateIdentifier: 'WXY', name: 'Blue Myvi' })).toBe('Blue Myvi');
    expect(vehicleDisplayName({ make: '', model: '', plateIdentifier: null, name: '' })).toBe('Unknown Vehicle');
    expect(vehicleDisplayName(null)).toBe('Unknown Vehicle');
  });
});

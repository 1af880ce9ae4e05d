import { describe, expect, it } from 'vitest';
import type { PublicVehicle } from '../api/types';
import { publicVehicle } from '../test/publicVehicleFactory';
import { filterAndSortFleet, fleetCategories, fleetViewOf, isFleetSort } from './fleet';

function vehicle(
  id: number,
  make: string,
  model: string,
  category: PublicVehicle['category'],
  displayName = `${make} ${model}`,
): PublicVehicle {
  return publicVehicle({ id, make, model, category, displayName });
}

// Display names deliberately do not start with the make, so Name and Make orders differ.
const FLEET = [
  vehicle(1, 'Toyota', 'Vellfire', 'MPV', 'Alphard Vellfire'),
  vehicle(2, 'Perodua', 'Myvi', 'Compact', 'Myvi 1.5 AV'),
  vehicle(3, 'Proton', 'X70', 'SUV', 'X70 Premium'),
  vehicle(4, 'Honda', 'City', 'Sedan', 'City Hatchback'),
  vehicle(5, 'Perodua', 'Bezza', 'Sedan', 'bezza 1.3'),
];

const names = (vehicles: PublicVehicle[]) => vehicles.map((v) => v.displayName);

describe('filterAndSortFleet', () => {
  it('Name A-Z sorts by the shown name, ignoring case', () => {
    expect(names(filterAndSortFleet(FLEET, { category: null, sort: 'name' }))).toEqual([
      'Alphard Vellfire',
      'bezza 1.3',
      'City Hatchback',
      'Myvi 1.5 AV',
      'X70 Premium',
    ]);
  });

  it('Make A-Z sorts by make, then model', () => {
    expect(names(filterAndSortFleet(FLEET, { category: null, sort: 'make' }))).toEqual([
      'City Hatchback', // Honda
      'bezza 1.3', // Perodua Bezza
      'Myvi 1.5 AV', // Perodua Myvi
      'X70 Premium', // Proton
      'Alphard Vellfire', // Toyota
    ]);
  });

  it('Category groups by category, then name', () => {
    expect(names(filterAndSortFleet(FLEET, { category: null, sort: 'category' }))).toEqual([
      'Myvi 1.5 AV', // Compact
      'Alphard Vellfire', // MPV
      'bezza 1.3', // Sedan
      'City Hatchback', // Sedan
      'X70 Premium', // SUV
    ]);
  });

  it('shows only the chosen type', () => {
    expect(names(filterAndSortFleet(FLEET, { category: 'Sedan', sort: 'make' }))).toEqual(['City Hatchback', 'bezza 1.3']);
    expect(filterAndSortFleet(FLEET, { category: 'Truck', sort: 'name' })).toEqual([]);
  });

  it('orders numbers naturally and keeps ties stable by id', () => {
    const models = [
      vehicle(9, 'Proton', 'X100', 'SUV', 'X100'),
      vehicle(8, 'Proton', 'X70', 'SUV', 'X70'),
      vehicle(7, 'Proton', 'X70', 'SUV', 'X70'),
    ];
    expect(filterAndSortFleet(models, { category: null, sort: 'name' }).map((v) => v.id)).toEqual([7, 8, 9]);
  });

  it('leaves the list it was given untouched', () => {
    const before = FLEET.map((v) => v.id);
    filterAndSortFleet(FLEET, { category: null, sort: 'category' });
    expect(FLEET.map((v) => v.id)).toEqual(before);
  });
});

describe('fleetCategories / isFleetSort', () => {
  it('lists each category present once, A-Z', () => {
    expect(fleetCategories(FLEET)).toEqual(['Compact', 'MPV', 'Sedan', 'SUV']);
  });

  it('knows the three sorts', () => {
    expect(['name', 'make', 'category'].every(isFleetSort)).toBe(true);
    expect(isFleetSort('price')).toBe(false);
  });
});

describe('fleetViewOf', () => {
  it('reads the type and sort from the address, all types by name otherwise', () => {
    expect(fleetViewOf(new URLSearchParams(''))).toEqual({ category: null, sort: 'name' });
    expect(fleetViewOf(new URLSearchParams('type=SUV&sort=make'))).toEqual({ category: 'SUV', sort: 'make' });
    expect(fleetViewOf(new URLSearchParams('type=&sort=price'))).toEqual({ category: null, sort: 'name' });
  });
});

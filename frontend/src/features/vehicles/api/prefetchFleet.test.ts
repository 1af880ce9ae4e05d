import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../app/store';
import { mockFetch } from '../../../test/mockFetch';
import type { PublicVehicle } from './types';
import { prefetchFleet } from './vehiclesApi';

function car(id: number, displayName: string, category: PublicVehicle['category'], photoUrl: string | null): PublicVehicle {
  return {
    id,
    name: displayName,
    displayName,
    make: displayName.split(' ')[0],
    model: displayName.split(' ')[1] ?? '',
    category,
    color: null,
    photoUrl,
    mileageLimit: 300,
    dailyRate: '100.00',
    deposit: '200.00',
    weekendRate: null,
    weeklyRate: null,
    monthlyRate: null,
  };
}

const FLEET = [
  car(1, 'Proton X70', 'SUV', '/api/vehicle-photos/x70.jpg'),
  car(2, 'Perodua Axia', 'Compact', '/api/vehicle-photos/axia.jpg'),
  car(3, 'Honda City', 'Sedan', null),
];

const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

describe('prefetchFleet', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('asks for the fleet once and then for the photo of the first car in the default order', async () => {
    const { calls } = mockFetch({ 'GET /api/vehicles': { body: FLEET } });
    const store = createAppStore();

    await store.dispatch(prefetchFleet(''));

    expect(calls.filter((call) => call.path === '/api/vehicles')).toHaveLength(1);
    // By name: Honda City (no photo), Perodua Axia, Proton X70. The first card shows no photo.
    expect(preloadedImages()).toEqual([]);
  });

  it("follows the address's filter and sort to the first card's photo", async () => {
    mockFetch({ 'GET /api/vehicles': { body: FLEET } });
    const store = createAppStore();

    await store.dispatch(prefetchFleet('?type=SUV'));

    expect(preloadedImages()).toEqual(['/api/vehicle-photos/x70.jpg']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing when the fleet cannot be read', async () => {
    mockFetch({ 'GET /api/vehicles': { status: 500, body: 'down' } });
    const store = createAppStore();

    await store.dispatch(prefetchFleet('?sort=make'));

    expect(preloadedImages()).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../app/store';
import { mockFetch } from '../../../test/mockFetch';
import { publicVehicle } from '../test/publicVehicleFactory';
import { prefetchFleet } from './vehiclesApi';

const FLEET = [
  publicVehicle({ id: 1, make: 'Proton', model: 'X70', category: 'SUV', photoUrl: '/api/vehicle-photos/x70.jpg' }),
  publicVehicle({ id: 2, make: 'Perodua', model: 'Axia', category: 'Compact', photoUrl: '/api/vehicle-photos/axia.jpg' }),
  publicVehicle({ id: 3, make: 'Honda', model: 'City', category: 'Sedan' }),
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

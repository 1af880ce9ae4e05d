/**
 * The vehicle categories a car may be listed under: a fixed list, so the fleet's type filter and
 * every screen can name each one in the reader's language. The value stored and sent is the
 * English name; the browser translates it for display.
 */
export const VEHICLE_CATEGORIES = ['Compact', 'Hatchback', 'Sedan', 'SUV', 'MPV', 'Pickup', 'Van'] as const;

export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/** What an unknown category becomes when old data is brought onto the list: the everyday passenger car. */
export const DEFAULT_VEHICLE_CATEGORY: VehicleCategory = 'Sedan';

export const VEHICLE_CATEGORY_MESSAGE = `Category must be one of: ${VEHICLE_CATEGORIES.join(', ')}`;

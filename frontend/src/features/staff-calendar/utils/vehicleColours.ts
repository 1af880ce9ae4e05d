import type { CalendarItem, CalendarVehicle } from '../api/types';

/**
 * A fixed palette of 30 colours, given to the active vehicles in id
 * order and cycling after the 30th. Every colour holds white text at 4.5:1 or better (WCAG AA),
 * so a chip's name stays readable on it, and its own text on a white page.
 */
export const VEHICLE_PALETTE = [
  '#1565C0',
  '#2E7D32',
  '#C62828',
  '#6A1B9A',
  '#AD1457',
  '#00695C',
  '#BF360C',
  '#283593',
  '#4E342E',
  '#37474F',
  '#0277BD',
  '#3F6212',
  '#9A3412',
  '#4527A0',
  '#00838F',
  '#8E24AA',
  '#1B5E20',
  '#B71C1C',
  '#0D47A1',
  '#880E4F',
  '#004D40',
  '#3E2723',
  '#B45309',
  '#311B92',
  '#33691E',
  '#01579B',
  '#827717',
  '#5D4037',
  '#C2185B',
  '#006064',
] as const;

/** A booking whose vehicle is not in the active list (inactive, removed): grey. */
export const UNKNOWN_VEHICLE_COLOUR = '#757575';

export interface VehicleColours {
  /** The colour of the active vehicle at this place in the list. */
  ofVehicle: (index: number) => string;
  /** A booking's colour: its vehicle's, or grey for a vehicle not in the list. */
  ofItem: (item: CalendarItem) => string;
  /** Whether a booking's vehicle is one of the active ones. */
  isKnown: (item: CalendarItem) => boolean;
}

export function vehicleColours(vehicles: readonly CalendarVehicle[]): VehicleColours {
  const indexById = new Map(vehicles.map((vehicle, index) => [vehicle.id, index]));
  const ofVehicle = (index: number) => VEHICLE_PALETTE[index % VEHICLE_PALETTE.length];
  const indexOf = (item: CalendarItem) => (item.vehicleId === null ? undefined : indexById.get(item.vehicleId));
  return {
    ofVehicle,
    ofItem: (item) => {
      const index = indexOf(item);
      return index === undefined ? UNKNOWN_VEHICLE_COLOUR : ofVehicle(index);
    },
    isKnown: (item) => indexOf(item) !== undefined,
  };
}

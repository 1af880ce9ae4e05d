import type { PublicVehicle } from '../../../api/types';

/** A vehicle as staff manage it (GET /api/staff/vehicles): the public view plus what visitors do not see. */
export interface StaffVehicle extends PublicVehicle {
  plateIdentifier: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/staff/vehicles and PATCH /api/staff/vehicles/{id}. null clears an optional text on edit. */
export interface VehiclePayload {
  name: string;
  make: string;
  model: string;
  category: string;
  plateIdentifier?: string | null;
  color?: string | null;
  photoUrl?: string;
  mileageLimit: number;
  dailyRate: string;
  deposit: string;
  isActive: boolean;
}

export interface VehicleRemoval {
  deleted: boolean;
  deactivated: boolean;
  message: string;
}

export interface VehicleListArgs {
  page: number;
  limit: number;
}

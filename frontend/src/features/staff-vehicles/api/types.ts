/** A vehicle as staff manage it (GET /api/staff/vehicles). Money is a decimal string in RM. */
export interface StaffVehicle {
  id: number;
  name: string;
  /** Make + model + ' - ' + plate letters, or the name (SPEC.md section 3). */
  displayName: string;
  make: string;
  model: string;
  category: string;
  color: string | null;
  /** A same-origin path such as /api/vehicle-photos/<name>.jpg, usable as an <img> src. */
  photoUrl: string | null;
  /** Kilometres per rental; 0 when none is stated. */
  mileageLimit: number;
  dailyRate: string;
  deposit: string;
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

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

/** A customer's review as staff moderate it (GET /api/staff/reviews): private and hidden ones too. */
export interface StaffReview {
  id: number;
  /** null only if the rental was removed. */
  rentalId: number | null;
  vehicleId: number | null;
  vehicleName: string | null;
  customerId: number;
  customerName: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  reviewText: string | null;
  /** The customer chose to share it on the vehicle's page. */
  isPublic: boolean;
  /** Staff hid it: it does not show on the vehicle's page, whatever the customer chose. */
  isHidden: boolean;
  createdAt: string;
}

export interface StaffReviewListArgs {
  vehicleId: number;
  page: number;
  limit: number;
}

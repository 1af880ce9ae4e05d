import type { Schema } from '../../../api/types';

/** A vehicle as staff manage it (GET /api/staff/vehicles): the public view plus what visitors do not see. */
export type StaffVehicle = Schema<'StaffVehicleView'>;

/** POST /api/staff/vehicles and PATCH /api/staff/vehicles/{id}. null clears an optional text on edit. */
export type VehiclePayload = Schema<'VehicleFormDto'>;

/** The fixed categories a vehicle is listed under (the server refuses any other). */
export type VehicleCategory = Schema<'VehicleCategory'>;

/** The server's list, in its order; the type check below fails the build when the server adds one this list lacks. */
export const VEHICLE_CATEGORIES = [
  'Compact',
  'Hatchback',
  'Sedan',
  'SUV',
  'MPV',
  'Pickup',
  'Van',
] as const satisfies readonly VehicleCategory[];
type NothingLeftOut<Unlisted extends never> = Unlisted;
export type EveryCategoryListed = NothingLeftOut<Exclude<VehicleCategory, (typeof VEHICLE_CATEGORIES)[number]>>;

export type VehicleRemoval = Schema<'VehicleRemovalView'>;

export interface VehicleListArgs {
  page: number;
  limit: number;
}

/**
 * A customer's review as staff moderate it (GET /api/staff/reviews): private and hidden ones too.
 * isPublic is the customer's choice to share it on the vehicle's page; isHidden is staff hiding it
 * there whatever the customer chose.
 */
export type StaffReview = Schema<'StaffReviewView'>;

export interface StaffReviewListArgs {
  vehicleId: number;
  page: number;
  limit: number;
}

/** A point of a car's damage history (GET /api/staff/vehicles/:id/damages), with the rental it was found on. */
export type VehicleDamage = Schema<'VehicleDamageView'>;
export type VehicleDamagePage = Schema<'VehicleDamagePageView'>;
export type DamageHistoryFilter = Schema<'DamageHistoryFilter'>;

export interface VehicleDamageListArgs {
  vehicleId: number;
  status: DamageHistoryFilter;
  page: number;
  limit: number;
}

/** POST /api/staff/vehicles/:id/damages/:damageId/repair. */
export type RepairDamageBody = Schema<'RepairDamageDto'>;

/** A car's road tax, insurance, inspection and permit as recorded (GET /api/staff/vehicles/:id/compliance). */
export type VehicleCompliance = Schema<'VehicleComplianceView'>;
export type ComplianceItem = Schema<'ComplianceItemView'>;

/** Days a car is kept off the road (GET /api/staff/vehicles/:id/blocks). */
export type VehicleBlock = Schema<'VehicleBlockView'>;
export type BlockReason = Schema<'BlockReason'>;
export type NewVehicleBlock = Schema<'CreateVehicleBlockDto'>;

/** The server's reasons, in its order; the type check fails the build when the server adds one. */
export const BLOCK_REASONS = ['service', 'repair', 'accident', 'other'] as const satisfies readonly BlockReason[];
export type EveryReasonListed = NothingLeftOut<Exclude<BlockReason, (typeof BLOCK_REASONS)[number]>>;

import { ApiProperty } from '@nestjs/swagger';
import { Vehicle } from '../entities/vehicle.entity';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../vehicle-categories';
import { vehicleDisplayName } from '../vehicle-display-name';

export const VEHICLE_PHOTO_PATH = '/api/vehicle-photos';

/** What visitors see of a vehicle: no internal fields, prices as "123.45" strings in RM. */
export class PublicVehicleView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) displayName: string;
  @ApiProperty() make: string;
  @ApiProperty() model: string;
  @ApiProperty({ enum: VEHICLE_CATEGORIES, enumName: 'VehicleCategory', example: 'Compact' }) category: VehicleCategory;
  @ApiProperty({ nullable: true, type: String }) color: string | null;
  @ApiProperty({ nullable: true, type: String, example: '/api/vehicle-photos/3f1c...jpg' }) photoUrl: string | null;
  @ApiProperty({ description: 'Kilometres per rental, 0 when none is stated' }) mileageLimit: number;
  @ApiProperty({ example: '100.00' }) dailyRate: string;
  @ApiProperty({ example: '200.00' }) deposit: string;
  @ApiProperty({ nullable: true, type: String, example: '180.00', description: 'On the weekend days; null: the daily rate' })
  weekendRate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '110.00', description: 'Per day from 7 days; null: none' })
  weeklyRate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '90.00', description: 'Per day from 28 days; null: none' })
  monthlyRate: string | null;

  static of(vehicle: Vehicle): PublicVehicleView {
    return {
      id: vehicle.id,
      name: vehicle.name,
      displayName: vehicleDisplayName(vehicle),
      make: vehicle.make,
      model: vehicle.model,
      category: vehicle.category,
      color: vehicle.color,
      photoUrl: vehicle.photoUrl ? `${VEHICLE_PHOTO_PATH}/${vehicle.photoUrl}` : null,
      mileageLimit: vehicle.mileageLimit,
      dailyRate: vehicle.dailyRate,
      deposit: vehicle.deposit,
      weekendRate: vehicle.weekendRate ?? null,
      weeklyRate: vehicle.weeklyRate ?? null,
      monthlyRate: vehicle.monthlyRate ?? null,
    };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { Vehicle } from '../entities/vehicle.entity';
import { PublicVehicleView } from './public-vehicle.view';

/** What staff manage: the public view plus the fields visitors do not see. */
export class StaffVehicleView extends PublicVehicleView {
  @ApiProperty({ nullable: true, type: String }) plateIdentifier: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static ofStaff(vehicle: Vehicle): StaffVehicleView {
    return {
      ...PublicVehicleView.of(vehicle),
      plateIdentifier: vehicle.plateIdentifier,
      isActive: vehicle.isActive,
      createdAt: vehicle.createdAt,
      updatedAt: vehicle.updatedAt,
    };
  }
}

export class StaffVehiclePageView {
  @ApiProperty({ type: [StaffVehicleView] }) items: StaffVehicleView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class VehicleRemovalView {
  @ApiProperty() deleted: boolean;
  @ApiProperty() deactivated: boolean;
  @ApiProperty() message: string;
}

export class VehiclePhotoView {
  @ApiProperty({ example: '/api/vehicle-photos/3f1c....jpg' }) photoUrl: string;
}

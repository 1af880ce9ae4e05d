import { ApiProperty } from '@nestjs/swagger';
import { ComplianceItemView } from '../../fleet/dto/compliance.view';
import { VehicleServiceView } from '../../fleet/dto/vehicle-service.view';
import { vehicleServiceView } from '../../fleet/vehicle-service';
import { Vehicle } from '../entities/vehicle.entity';
import { PublicVehicleView } from './public-vehicle.view';

/** What staff manage: the public view plus the fields visitors do not see. */
export class StaffVehicleView extends PublicVehicleView {
  @ApiProperty({ nullable: true, type: String }) plateIdentifier: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
  @ApiProperty({ nullable: true, type: String, example: '2019-05-14', description: 'The day the car was first registered' })
  registrationDate: string | null;
  @ApiProperty({ type: [ComplianceItemView], description: 'Its road tax, insurance, inspection and permit dates as recorded' })
  compliance: ComplianceItemView[];
  @ApiProperty({ description: 'The highest odometer reading recorded, km' }) odometerKm: number;
  @ApiProperty({ type: VehicleServiceView }) service: VehicleServiceView;

  static ofStaff(vehicle: Vehicle, compliance: ComplianceItemView[] = []): StaffVehicleView {
    return {
      ...PublicVehicleView.of(vehicle),
      plateIdentifier: vehicle.plateIdentifier,
      isActive: vehicle.isActive,
      createdAt: vehicle.createdAt,
      updatedAt: vehicle.updatedAt,
      registrationDate: vehicle.registrationDate,
      compliance,
      odometerKm: vehicle.odometerKm,
      service: vehicleServiceView(vehicle),
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

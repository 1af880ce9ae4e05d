import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { FleetModule } from '../fleet/fleet.module';
import { Vehicle } from './entities/vehicle.entity';
import { StaffVehiclesController } from './staff-vehicles.controller';
import { StaffVehiclesService } from './staff-vehicles.service';
import { VehiclesController } from './vehicles.controller';
import { VehiclesService } from './vehicles.service';

@Module({
  imports: [TypeOrmModule.forFeature([Vehicle]), BookingsModule, FleetModule],
  controllers: [VehiclesController, StaffVehiclesController],
  providers: [VehiclesService, StaffVehiclesService],
  exports: [VehiclesService],
})
export class VehiclesModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Rental } from './entities/rental.entity';
import { RentalsService } from './rentals.service';
import { StaffRentalsController } from './staff-rentals.controller';

/** StaffLogsService comes from the global StaffLogsModule. */
@Module({
  imports: [TypeOrmModule.forFeature([Rental])],
  controllers: [StaffRentalsController],
  providers: [RentalsService],
  exports: [RentalsService],
})
export class RentalsModule {}

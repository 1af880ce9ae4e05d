import { ApiProperty } from '@nestjs/swagger';
import { Rental } from '../entities/rental.entity';
import { RentalView } from './rental.view';

/** A rental as the Rentals tab manages it: the RentalView plus its lifecycle fields. */
export class StaffRentalView extends RentalView {
  @ApiProperty({ nullable: true, type: String }) cancellationReason: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Eighths of a tank at pickup' }) fuelLevel: number | null;
  @ApiProperty({ description: 'Odometer at pickup, km' }) currentMileage: number;
  @ApiProperty({ example: '0.50', description: 'RM per km over the limit' }) extraMileageCharge: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-12-04' }) returnDate: string | null;
  @ApiProperty({ nullable: true, type: Number }) returnMileage: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Eighths of a tank at return' }) returnFuelLevel: number | null;
  @ApiProperty({ nullable: true, type: String, example: '12.50' }) extraMileageFee: string | null;
  @ApiProperty({ description: 'True once the agreement PDF exists' }) agreementReady: boolean;

  /** Expects `customer` to be loaded when available. */
  static ofStaff(rental: Rental): StaffRentalView {
    return {
      ...RentalView.of(rental),
      cancellationReason: rental.cancellationReason ?? null,
      fuelLevel: rental.fuelLevel ?? null,
      currentMileage: rental.currentMileage,
      extraMileageCharge: rental.extraMileageCharge,
      returnDate: rental.returnDate ?? null,
      returnMileage: rental.returnMileage ?? null,
      returnFuelLevel: rental.returnFuelLevel ?? null,
      extraMileageFee: rental.extraMileageFee ?? null,
      agreementReady: Boolean(rental.agreementPdfUrl),
    };
  }
}

export class StaffRentalPageView {
  @ApiProperty({ type: [StaffRentalView] }) items: StaffRentalView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class ReturnQuoteView {
  @ApiProperty({ description: 'Odometer at pickup, km' }) startMileage: number;
  @ApiProperty() returnMileage: number;
  @ApiProperty() drivenKm: number;
  @ApiProperty({ nullable: true, type: Number, description: 'mileageLimit x totalDays; null when the mileage is unlimited' }) allowedKm: number | null;
  @ApiProperty() extraKm: number;
  @ApiProperty({ example: '0.50', description: 'RM per km over the limit' }) extraMileageCharge: string;
  @ApiProperty({ example: '12.50', description: 'extraKm x extraMileageCharge, in RM' }) extraMileageFee: string;
}

export class RentalDeletedView {
  @ApiProperty({ example: true }) success: true;
}

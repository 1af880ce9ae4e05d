import { ApiProperty } from '@nestjs/swagger';

/** A car's service schedule and when the next service is due. */
export class VehicleServiceView {
  @ApiProperty({ nullable: true, type: Number }) everyKm: number | null;
  @ApiProperty({ nullable: true, type: Number }) everyMonths: number | null;
  @ApiProperty({ nullable: true, type: String, example: '2026-06-15' }) lastServiceOn: string | null;
  @ApiProperty({ nullable: true, type: Number }) lastServiceKm: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The odometer reading the next service is due at' }) nextServiceKm:
    number | null;
  @ApiProperty({ nullable: true, type: String, description: 'The day the next service is due' }) nextServiceOn: string | null;
  @ApiProperty({ description: 'The distance or the day is reached' }) due: boolean;
}

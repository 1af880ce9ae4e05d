import { ApiProperty } from '@nestjs/swagger';
import { VehicleBlockView } from '../../fleet/dto/vehicle-block.view';
import { RENTAL_STATUSES, RentalStatus } from '../../rentals/rental-lifecycle';

/** One rental on the calendar. */
export class CalendarItemView {
  @ApiProperty() id: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null once the vehicle record is gone' }) vehicleId: number | null;
  @ApiProperty({ example: 'Perodua Myvi - WXY', description: "The vehicle's display name, else the name kept on the rental" })
  vehicle: string;
  @ApiProperty() customerId: number;
  @ApiProperty({ description: "'Unknown' when the customer record is missing" }) customerName: string;
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
  @ApiProperty({ enum: RENTAL_STATUSES }) status: RentalStatus;
}

/** An active vehicle of the legend; its colour is the palette entry at its index in the list. */
export class CalendarVehicleView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Perodua Myvi - WXY' }) displayName: string;
}

export class CalendarView {
  @ApiProperty({ type: [CalendarItemView], description: 'Rentals overlapping the range, not cancelled, by start date then id' })
  items: CalendarItemView[];
  @ApiProperty({ type: [CalendarVehicleView], description: 'The active vehicles, by id' }) vehicles: CalendarVehicleView[];
  @ApiProperty({ type: [VehicleBlockView], description: 'Days cars are off the road overlapping the range, by start date then id' })
  blocks: VehicleBlockView[];
}

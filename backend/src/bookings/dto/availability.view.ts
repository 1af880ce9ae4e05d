import { ApiProperty } from '@nestjs/swagger';

export class BookedRange {
  @ApiProperty({ example: '2026-12-01' }) startDate: string;
  @ApiProperty({ example: '2026-12-04' }) endDate: string;
}

/** Only dates of the clashing bookings: nothing about who booked them. */
export class AvailabilityView {
  @ApiProperty() available: boolean;
  @ApiProperty({ type: [BookedRange] }) conflicts: BookedRange[];
}

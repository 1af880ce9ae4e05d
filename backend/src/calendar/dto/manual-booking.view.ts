import { ApiProperty } from '@nestjs/swagger';
import { StaffRentalView } from '../../rentals/dto/staff-rental.view';

export const BOOKING_CREATED_MESSAGE = 'Booking created';

export class ManualBookingView {
  @ApiProperty({ type: StaffRentalView }) rental: StaffRentalView;
  @ApiProperty({ example: BOOKING_CREATED_MESSAGE }) message: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { BOOKING_REQUEST_STATUSES, BookingRequestStatus } from '../entities/booking-request.entity';

export class StaffBookingRequestQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: [...BOOKING_REQUEST_STATUSES, 'all'], default: 'pending' })
  @IsOptional()
  @IsIn([...BOOKING_REQUEST_STATUSES, 'all'], { message: 'status must be pending, approved, rejected or all' })
  status: BookingRequestStatus | 'all' = 'pending';
}

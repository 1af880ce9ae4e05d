import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { BOOKING_REQUEST_STATUSES, BookingRequestStatus } from '../entities/booking-request.entity';

/** The orders the staff list offers; the query builder knows exactly these (never a column name from the address). */
export const STAFF_BOOKING_REQUEST_SORTS = ['newest', 'pickup'] as const;
export type StaffBookingRequestSort = (typeof STAFF_BOOKING_REQUEST_SORTS)[number];

export class StaffBookingRequestQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: [...BOOKING_REQUEST_STATUSES, 'all'], default: 'pending' })
  @IsOptional()
  @IsIn([...BOOKING_REQUEST_STATUSES, 'all'], { message: 'status must be pending, approved, rejected or all' })
  status: BookingRequestStatus | 'all' = 'pending';

  @ApiPropertyOptional({
    enum: STAFF_BOOKING_REQUEST_SORTS,
    enumName: 'StaffBookingRequestSort',
    default: 'newest',
    description: 'newest: pending first, then the newest requests; pickup: the soonest pickup first',
  })
  @IsOptional()
  @IsIn(STAFF_BOOKING_REQUEST_SORTS, { message: 'sort must be newest or pickup' })
  sort: StaffBookingRequestSort = 'newest';
}

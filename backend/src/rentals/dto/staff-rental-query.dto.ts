import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { RENTAL_STATUSES, RentalStatus } from '../rental-lifecycle';

/** The Rentals tab's time filter: rentals created in the last N Kuala Lumpur calendar days, or all. */
export const RENTAL_TIME_FILTERS = ['ALL', '3days', '7days', '30days'] as const;
export type RentalTimeFilter = (typeof RENTAL_TIME_FILTERS)[number];

/** What the Rentals tab shows: its list and its 'Download PDF' take the same filters. */
export class RentalFilterDto {
  @ApiPropertyOptional({
    enum: RENTAL_TIME_FILTERS,
    default: 'ALL',
    description: 'Rentals created in the last 3, 7 or 30 days (Kuala Lumpur calendar, today included)',
  })
  @IsOptional()
  @IsIn(RENTAL_TIME_FILTERS, { message: 'filter must be ALL, 3days, 7days or 30days' })
  filter: RentalTimeFilter = 'ALL';

  @ApiPropertyOptional({ enum: RENTAL_STATUSES })
  @IsOptional()
  @IsIn(RENTAL_STATUSES, { message: 'status must be awaiting_agreement, approved, active, completed, cancelled or extension-requested' })
  status?: RentalStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'Only the rentals overdue now: still out past their return date and time' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'overdue must be true or false' })
  overdue?: boolean;
}

export class StaffRentalQueryDto extends IntersectionType(PaginationQueryDto, RentalFilterDto) {}

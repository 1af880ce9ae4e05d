import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';

/** Deliveries between two Kuala Lumpur calendar days, both included. */
export class DeliveryQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'First day (YYYY-MM-DD, Kuala Lumpur)' })
  @IsOptional()
  @IsCalendarDate('from must be a date as YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Last day (YYYY-MM-DD, Kuala Lumpur)' })
  @IsOptional()
  @IsCalendarDate('to must be a date as YYYY-MM-DD')
  to?: string;
}

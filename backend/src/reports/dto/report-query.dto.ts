import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsEntityId } from '../../common/validation/ids';

/** The days a report covers (Kuala Lumpur dates, both included); the last twelve months when left out. */
export class ReportRangeQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01', description: 'First day (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate('from must be a date as YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'Last day (YYYY-MM-DD)' })
  @IsOptional()
  @IsCalendarDate('to must be a date as YYYY-MM-DD')
  to?: string;
}

/** A page of a report's rows over its range. */
export class ReportPageQueryDto extends IntersectionType(PaginationQueryDto, ReportRangeQueryDto) {}

export class VehicleReportQueryDto extends ReportPageQueryDto {
  @ApiPropertyOptional({ example: 4, description: 'One car: its totals and months (its row alone in items)' })
  @IsOptional()
  @IsEntityId('vehicleId must be a vehicle id')
  vehicleId?: number;
}

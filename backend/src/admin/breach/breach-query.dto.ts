import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsEntityId } from '../../common/validation/ids';

/**
 * The days a breach covers (Kuala Lumpur dates, both included) and, optionally, the one staff
 * account it is about. Both ends are required: a notice names its period. The range is held to a
 * report's rules (reportRange): not reversed, at most 24 months, within the bounds reports take.
 */
export class BreachRangeQueryDto {
  @ApiProperty({ example: '2026-11-01', description: 'First day (YYYY-MM-DD, Kuala Lumpur)' })
  @IsCalendarDate('from must be a date as YYYY-MM-DD')
  from: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last day (YYYY-MM-DD, Kuala Lumpur)' })
  @IsCalendarDate('to must be a date as YYYY-MM-DD')
  to: string;

  @ApiPropertyOptional({ example: 3, description: 'One staff account (kept in the log even after the account is removed)' })
  @IsOptional()
  @IsEntityId('staffId must be a staff member id')
  staffId?: number;
}

/** A page of a breach list over its range. */
export class BreachPageQueryDto extends IntersectionType(PaginationQueryDto, BreachRangeQueryDto) {}

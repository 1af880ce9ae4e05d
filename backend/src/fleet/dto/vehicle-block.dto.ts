import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { TrimToUndefined } from '../../common/validation/trim';
import { BLOCK_REASONS, type BlockReason } from '../block-reasons';

/** Days to keep a car off the road, and why. */
export class CreateVehicleBlockDto {
  @ApiProperty({ example: '2026-12-10', description: 'First day off the road (Kuala Lumpur)' })
  @IsCalendarDate('Start date must be a real date written YYYY-MM-DD')
  startDate: string;

  @ApiProperty({ example: '2026-12-11', description: 'Last day off the road, inclusive' })
  @IsCalendarDate('End date must be a real date written YYYY-MM-DD')
  endDate: string;

  @ApiProperty({ enum: BLOCK_REASONS, enumName: 'BlockReason', example: 'service' })
  @IsIn(BLOCK_REASONS, { message: `Reason must be one of: ${BLOCK_REASONS.join(', ')}` })
  reason: BlockReason;

  @ApiPropertyOptional({ example: '10,000 km service at Perodua Glenmarie', maxLength: 500 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note?: string;
}

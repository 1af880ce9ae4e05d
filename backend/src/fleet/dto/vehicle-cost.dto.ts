import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsMoneyAmount } from '../../common/validation/money';
import { TrimToUndefined } from '../../common/validation/trim';
import { COST_CATEGORIES, type CostCategory } from '../cost-categories';

/** A cost as staff record it (multipart, with an optional 'receipt' picture). */
export class RecordVehicleCostDto {
  @ApiProperty({ example: '2026-11-20', description: 'The day it was paid (Kuala Lumpur)' })
  @IsCalendarDate('Date must be a real date written YYYY-MM-DD')
  incurredOn: string;

  @ApiProperty({ type: String, example: '350.00', minimum: 0.01, maximum: 999999.99, description: 'RM, more than 0' })
  @IsMoneyAmount('Amount must be an amount such as 350.00')
  @Matches(/^(?!0+\.00$)\d+\.\d{2}$/, { message: 'The amount must be more than RM 0.00' })
  amount: string;

  @ApiProperty({ enum: COST_CATEGORIES, enumName: 'CostCategory', example: 'service' })
  @IsIn(COST_CATEGORIES, { message: `Category must be one of: ${COST_CATEGORIES.join(', ')}` })
  category: CostCategory;

  @ApiPropertyOptional({ example: 'Michelin x4 at Tyreplus', maxLength: 500 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note?: string;
}

export class VehicleCostQueryDto extends PaginationQueryDto {}

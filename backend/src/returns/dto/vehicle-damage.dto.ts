import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsMoneyAmount } from '../../common/validation/money';

/** The two lists of a car's damage history: what is on the car now, and what was repaired. */
export const DAMAGE_HISTORY_FILTERS = ['open', 'repaired'] as const;
export type DamageHistoryFilter = (typeof DAMAGE_HISTORY_FILTERS)[number];

export class VehicleDamageQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: DAMAGE_HISTORY_FILTERS, enumName: 'DamageHistoryFilter', default: 'open' })
  @IsOptional()
  @IsIn(DAMAGE_HISTORY_FILTERS, { message: 'status must be open or repaired' })
  status: DamageHistoryFilter = 'open';
}

export class RepairDamageDto {
  @ApiProperty({ type: String, example: '350.00', minimum: 0, maximum: 50000, description: 'What the repair cost, RM, at most 2 decimals' })
  @IsMoneyAmount('Repair cost must be an amount such as 350.00')
  // A repair under warranty or by the business's own hands may cost nothing; no body shop bill reaches RM 50,000.
  @Matches(/^(\d{1,4}\.\d{2}|[1-4]\d{4}\.\d{2}|50000\.00)$/, { message: 'The repair cost must be from RM 0.00 to RM 50,000.00' })
  repairCost: string;

  @ApiProperty({ example: '2026-11-25', description: 'The day it was repaired (Kuala Lumpur): not in the future, not before it was found' })
  @IsCalendarDate('Repair date must be a real date written YYYY-MM-DD')
  repairedOn: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsEntityId } from '../../common/validation/ids';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';
import {
  ROAD_CHARGE_KINDS,
  ROAD_CHARGE_STATUSES,
  RoadChargeKind,
  RoadChargeStatus,
  SUMMONS_ISSUERS,
  SummonsIssuer,
} from '../road-charge-states';

/** RM 10,000.00: above every compound a summons carries; a larger figure is a typing slip. */
export const MAX_SUMMONS_AMOUNT = '10000.00';
const REASON_TOO_LONG = 'The reason can be at most 500 characters';

/** A summons staff copy from the notice (multipart, with an optional 'photo' of it). */
export class RecordSummonsDto {
  @ApiProperty({ example: 'WXY 1234', maxLength: 20, description: 'Spacing, dashes and case do not matter' })
  @Trim()
  @IsRequiredText({ max: 20, message: 'Please give the plate number', tooLongMessage: 'The plate can be at most 20 characters' })
  plate: string;

  @ApiProperty({ example: '2026-11-20', description: 'The day of the offence (Kuala Lumpur)' })
  @IsCalendarDate('Date must be a real date written YYYY-MM-DD')
  date: string;

  @ApiProperty({ example: '14:35', description: 'The time of the offence, 24-hour HH:MM (Kuala Lumpur)' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be HH:MM, from 00:00 to 23:59' })
  time: string;

  @ApiProperty({ example: 'Jalan Tun Razak, KM 3.2', minLength: 1, maxLength: 200 })
  @Trim()
  @IsRequiredText({ max: 200, message: 'Please give the place', tooLongMessage: 'The place can be at most 200 characters' })
  place: string;

  @ApiProperty({ enum: SUMMONS_ISSUERS, enumName: 'SummonsIssuer', example: 'pdrm' })
  @IsIn(SUMMONS_ISSUERS, { message: `Issuer must be one of: ${SUMMONS_ISSUERS.join(', ')}` })
  issuer: SummonsIssuer;

  @ApiProperty({ example: 'KL1234567', minLength: 1, maxLength: 50 })
  @Trim()
  @IsRequiredText({ max: 50, message: 'Please give the notice number', tooLongMessage: 'The notice number can be at most 50 characters' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { message: 'The notice number can hold letters, digits, spaces, / and - only' })
  noticeNumber: string;

  @ApiProperty({ type: String, example: '150.00', minimum: 0.01, maximum: 10000, description: 'RM, at most 2 decimals' })
  @IsMoneyAmount('Amount must be an amount such as 150.00')
  @Matches(/^(?!0\.00$)(\d{1,4}\.\d{2}|10000\.00)$/, { message: 'The amount must be more than RM 0.00 and at most RM 10,000.00' })
  amount: string;
}

/** Which car a Touch 'n Go statement is for: each car carries its own card, so each card's statement is one car's. */
export class ImportTollsDto {
  @ApiProperty({ example: 3, description: 'The car whose Touch n Go card the statement is of' })
  @IsEntityId('Please choose a car of the fleet')
  vehicleId: number;
}

export class RoadChargeQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: ROAD_CHARGE_STATUSES, enumName: 'RoadChargeStatus', description: 'Every state when left out' })
  @IsOptional()
  @IsIn(ROAD_CHARGE_STATUSES, { message: `status must be one of: ${ROAD_CHARGE_STATUSES.join(', ')}` })
  status?: RoadChargeStatus;

  @ApiPropertyOptional({ enum: ROAD_CHARGE_KINDS, enumName: 'RoadChargeKind', description: 'Both when left out' })
  @IsOptional()
  @IsIn(ROAD_CHARGE_KINDS, { message: 'kind must be summons or toll' })
  kind?: RoadChargeKind;
}

/** Why a summons or toll is disputed or written off. */
export class RoadChargeReasonDto {
  @ApiProperty({ example: 'The renter shows the car was parked at the airport then', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: 'Please give a reason', tooLongMessage: REASON_TOO_LONG })
  reason: string;
}

/** The rental an unmatched summons or toll is charged to. */
export class AssignRoadChargeDto {
  @ApiProperty({ example: 12 })
  @IsEntityId('Please give the rental number')
  rentalId: number;
}

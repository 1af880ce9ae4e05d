import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { TrimToUndefined } from '../../common/validation/trim';

/** One compliance date as staff copy it from the document (multipart, with an optional 'document' picture). */
export class SetComplianceItemDto {
  @ApiProperty({ example: '2027-03-31', description: 'The last day it is valid (Kuala Lumpur)' })
  @IsCalendarDate('Expiry date must be a real date written YYYY-MM-DD')
  expiresOn: string;

  @ApiPropertyOptional({ example: 'P-0123456', maxLength: 60, description: 'Insurance only' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The policy number must be text' })
  @MaxLength(60, { message: 'The policy number can be at most 60 characters' })
  policyNumber?: string;

  @ApiPropertyOptional({ example: 'Etiqa', maxLength: 100, description: 'Insurance only' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The insurer must be text' })
  @MaxLength(100, { message: 'The insurer can be at most 100 characters' })
  insurer?: string;
}

/** A reason an admin gives to send a car out although its road tax, insurance, inspection or permit lapses. */
export class ComplianceOverrideDto {
  @ApiPropertyOptional({
    example: 'Insurance renewed this morning; the cover note is in the glovebox',
    maxLength: 500,
    description: 'Admins only: go ahead although a compliance date lapses before the rental ends (logged)',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The reason must be text' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  complianceOverrideReason?: string;
}

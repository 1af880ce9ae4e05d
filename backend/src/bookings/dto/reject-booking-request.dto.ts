import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../common/validation/trim';

export class RejectBookingRequestDto {
  @ApiPropertyOptional({ example: 'The car is in for service that week', maxLength: 1000 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Reason must be text' })
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  reason?: string;
}

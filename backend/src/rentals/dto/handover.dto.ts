import { ApiPropertyOptional } from '@nestjs/swagger';
import { ComplianceOverrideDto } from '../../fleet/dto/compliance.dto';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../common/validation/trim';

/** The text fields sent with the handover photo. */
export class HandoverDto extends ComplianceOverrideDto {
  @ApiPropertyOptional({
    example: 'Regular customer, pays the balance by transfer tonight',
    maxLength: 500,
    description: "Why the keys go out although the business's payment requirement is not met (logged and shown on the rental)",
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The override reason must be text' })
  @MaxLength(500, { message: 'The reason can be at most 500 characters' })
  overrideReason?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

export const IGNORED_IDENTITY_MESSAGE = 'staffId and staffUsername, when sent, must be a number or short text (they are ignored)';

@ValidatorConstraint({ name: 'shortScalar' })
class ShortScalarConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 100);
  }
}

/**
 * Some staff clients also send staffId and staffUsername in the body. They are accepted, so
 * those clients work, and ignored: the server records the signed-in staff from the token
 * (a body could claim to be anyone). Bounded like every other field.
 */
export class IgnoredStaffIdentityDto {
  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }],
    description: 'Ignored: the signed-in staff member is recorded',
  })
  @IsOptional()
  @Validate(ShortScalarConstraint, { message: IGNORED_IDENTITY_MESSAGE })
  staffId?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string', maxLength: 100 }],
    description: 'Ignored: the signed-in staff member is recorded',
  })
  @IsOptional()
  @Validate(ShortScalarConstraint, { message: IGNORED_IDENTITY_MESSAGE })
  staffUsername?: unknown;
}

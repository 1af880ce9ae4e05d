import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';

const MAX_DETAIL_KEYS = 20;
const MAX_DETAIL_TEXT = 500;
export const DETAILS_MESSAGE = `details must be an object of at most ${MAX_DETAIL_KEYS} short keys with text (up to ${MAX_DETAIL_TEXT} characters), numbers, true/false or null`;

function isLogDetails(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_DETAIL_KEYS &&
    entries.every(
      ([key, detail]) =>
        key.length >= 1 &&
        key.length <= 50 &&
        (detail === null ||
          typeof detail === 'boolean' ||
          (typeof detail === 'number' && Number.isFinite(detail)) ||
          (typeof detail === 'string' && detail.length <= MAX_DETAIL_TEXT)),
    )
  );
}

/**
 * POST /api/staff/logs, sent by the client after a change. Who did it comes from the
 * token (staffId/staffUsername in the body are accepted and ignored); the rest is bounded.
 */
export class CreateStaffLogDto extends IgnoredStaffIdentityDto {
  @ApiProperty({ example: 'customer_status_updated' })
  @IsString({ message: 'action is required' })
  @Matches(/^[a-z][a-z0-9_]{0,99}$/, { message: 'action must be lower-case letters, digits and underscores (at most 100)' })
  action: string;

  @ApiProperty({ example: 'customer' })
  @IsString({ message: 'targetType is required' })
  @Matches(/^[a-z][a-z0-9_]{0,49}$/, { message: 'targetType must be lower-case letters, digits and underscores (at most 50)' })
  targetType: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string', maxLength: 64 }, { type: 'integer' }],
    example: '12',
    description: 'The id of what was changed, as text or a number',
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'isLogTargetId',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && value.length <= 64) || (typeof value === 'number' && Number.isSafeInteger(value)),
      },
    },
    { message: 'targetId must be text of at most 64 characters or a whole number' },
  )
  targetId?: string | number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'boolean' }], nullable: true },
    maxProperties: 20,
    example: { newStatus: 'blacklisted' },
  })
  @IsOptional()
  @ValidateBy({ name: 'isLogDetails', validator: { validate: isLogDetails } }, { message: DETAILS_MESSAGE })
  details?: Record<string, string | number | boolean | null>;
}

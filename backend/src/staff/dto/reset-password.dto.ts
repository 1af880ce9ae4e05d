import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** The admin sets a new password for a staff member (PATCH /api/staff/{id}/reset-password). */
export class ResetPasswordDto {
  @ApiProperty({ example: 'a-new-long-secret', minLength: 8 })
  @IsString({ message: 'New password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  newPassword: string;
}

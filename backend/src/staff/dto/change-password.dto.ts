import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ description: 'The password used to sign in now' })
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  @MaxLength(200, { message: 'Current password must be at most 200 characters' })
  currentPassword: string;

  @ApiProperty({ minLength: 8, maxLength: 200 })
  @IsString({ message: 'New password is required' })
  @MinLength(8, { message: 'New password must be at least 8 characters' })
  @MaxLength(200, { message: 'New password must be at most 200 characters' })
  newPassword: string;
}

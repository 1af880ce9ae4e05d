import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { CanonicalName } from '../../common/validation/canonical-name';

export class CreateStaffDto {
  @ApiProperty({
    example: 'aisyah',
    description: '3-50 letters, digits, dots, dashes or underscores; stored in lower case, so "Aisyah" is "aisyah"',
  })
  @CanonicalName()
  @IsString({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'Username may contain only letters, digits, dots, dashes and underscores' })
  username: string;

  @ApiProperty({ example: 'a-long-secret', minLength: 8 })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}

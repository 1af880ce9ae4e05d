import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CanonicalName } from '../../common/validation/canonical-name';

export class StaffCredentialsDto {
  @ApiProperty({ example: 'staff', description: 'Matched in its canonical form (NFKC, lower case, trimmed)' })
  @CanonicalName()
  @IsString({ message: 'Username is required' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  username: string;

  @ApiProperty({ example: 'staff123' })
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;
}

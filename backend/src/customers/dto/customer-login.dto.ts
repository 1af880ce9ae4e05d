import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { CanonicalName } from '../../common/validation/canonical-name';

export class CustomerLoginDto {
  @ApiProperty({ example: 'aisyah@example.com' })
  @CanonicalName()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { NormaliseEmail } from '../../common/validation/trim';

export class CustomerLoginDto {
  @ApiProperty({ example: 'aisyah@example.com' })
  @NormaliseEmail()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;
}

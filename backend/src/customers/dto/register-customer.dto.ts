import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NormaliseEmail, Trim, TrimToUndefined } from '../../common/validation/trim';

/** The text fields of the registration form, with SPEC.md section 5's messages. */
export class RegisterCustomerDto {
  @ApiProperty({ example: 'Nur Aisyah binti Ahmad' })
  @Trim()
  @IsString({ message: 'Full name is required' })
  @MinLength(1, { message: 'Full name is required' })
  @MaxLength(255, { message: 'Full name must be at most 255 characters' })
  fullName: string;

  @ApiProperty({ example: 'aisyah@example.com' })
  @NormaliseEmail()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty({ example: '012-345 6789', minLength: 10 })
  @Trim()
  @IsString({ message: 'Please enter a valid phone number' })
  @MinLength(10, { message: 'Please enter a valid phone number' })
  @MaxLength(32, { message: 'Please enter a valid phone number' })
  phone: string;

  @ApiProperty({ example: '23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor', minLength: 10 })
  @Trim()
  @IsString({ message: 'Please enter your complete address' })
  @MinLength(10, { message: 'Please enter your complete address' })
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address: string;

  @ApiProperty({ example: '900101-14-5678' })
  @Trim()
  @IsString({ message: 'IC/Passport number is required' })
  @MinLength(1, { message: 'IC/Passport number is required' })
  @MaxLength(64, { message: 'IC/Passport number must be at most 64 characters' })
  icPassportNumber: string;

  @ApiPropertyOptional({ example: '@aisyah.travels' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'Social media handle must be at most 255 characters' })
  socialMediaHandle?: string;
}

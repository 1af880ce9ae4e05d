import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import { CustomerLoginDto } from './customer-login.dto';

export const CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code from your e-mail';

/** Step two of the customer sign-in: the e-mail again and the code it received. */
export class VerifySignInCodeDto extends CustomerLoginDto {
  @ApiProperty({ example: '042917', description: 'The 6 digits from the e-mail; spaces are ignored' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  @IsString({ message: CODE_FORMAT_MESSAGE })
  @Matches(/^\d{6}$/, { message: CODE_FORMAT_MESSAGE })
  code: string;
}

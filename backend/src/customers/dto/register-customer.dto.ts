import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { CanonicalName } from '../../common/validation/canonical-name';
import { Trim, TrimToUndefined } from '../../common/validation/trim';
import { Language, LANGUAGE_MESSAGE, LANGUAGES } from '../../i18n/language';
import { normaliseIcPassportNumber, toE164Phone } from '../contact-details';
import { CUSTOMER_ERRORS } from '../customers.errors';

/** A consent that is not true or false reads as the refusal of a missing one. */
const PRIVACY_CONSENT_MESSAGE = CUSTOMER_ERRORS.PRIVACY_CONSENT_REQUIRED.message;

/** A multipart form sends "true"/"false" as text; anything else is left for IsBoolean to refuse. */
const FormBoolean = () => Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const INVALID_IC_PASSPORT_MESSAGE =
  'Please enter a valid MyKad number (e.g. 900101-14-5678) or passport number (6-12 letters and digits)';

/**
 * Replaces a valid value with its stored form (E.164 phone, "YYMMDD-PB-####" MyKad, upper-case
 * passport) and leaves anything else trimmed for the validator below to refuse.
 */
const StoredForm = (normalise: (text: string) => string | null) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (normalise(value) ?? value.trim()) : value));

/** Valid when the rule accepts it; other types and '' are left to IsString and the "required" message. */
const Satisfies = (name: string, normalise: (text: string) => string | null, message: string) =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value !== 'string' || value === '' || normalise(value) !== null } },
    { message },
  );

/** The text fields of the registration form, with the same messages the form shows. */
export class RegisterCustomerDto {
  @ApiProperty({ example: 'Nur Aisyah binti Ahmad' })
  @Trim()
  @IsString({ message: 'Full name is required' })
  @MinLength(1, { message: 'Full name is required' })
  @MaxLength(255, { message: 'Full name must be at most 255 characters' })
  fullName: string;

  @ApiProperty({ example: 'aisyah@example.com' })
  @CanonicalName()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @MaxLength(255, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty({
    example: '012-345 6789',
    minLength: 10,
    description: 'Stored as E.164 (+60123456789); without a + it is read as Malaysian',
  })
  @StoredForm(toE164Phone)
  @IsString({ message: INVALID_PHONE_MESSAGE })
  @MinLength(10, { message: INVALID_PHONE_MESSAGE })
  @Satisfies('isPhoneNumber', toE164Phone, INVALID_PHONE_MESSAGE)
  phone: string;

  @ApiProperty({ example: '23 Jalan SS 2/24, 47300 Petaling Jaya, Selangor', minLength: 10 })
  @Trim()
  @IsString({ message: 'Please enter your complete address' })
  @MinLength(10, { message: 'Please enter your complete address' })
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address: string;

  @ApiProperty({
    example: '900101-14-5678',
    description: 'MyKad (stored as YYMMDD-PB-####) or a passport number of 6-12 letters and digits',
  })
  @StoredForm(normaliseIcPassportNumber)
  @IsString({ message: 'IC/Passport number is required' })
  @MinLength(1, { message: 'IC/Passport number is required' })
  @Satisfies('isIcPassportNumber', normaliseIcPassportNumber, INVALID_IC_PASSPORT_MESSAGE)
  icPassportNumber: string;

  @ApiPropertyOptional({ example: '@aisyah.travels' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(255, { message: 'Social media handle must be at most 255 characters' })
  socialMediaHandle?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The language of the customer's e-mails; without it, the request's Accept-Language",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language?: Language;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'Ticked "I have read and agree to the privacy notice" (GET /api/privacy-notice gives its version). Required: without true the registration is refused with PRIVACY_CONSENT_REQUIRED and nothing is stored',
  })
  @FormBoolean()
  @IsOptional()
  @IsBoolean({ message: PRIVACY_CONSENT_MESSAGE })
  privacyConsent?: boolean;
}

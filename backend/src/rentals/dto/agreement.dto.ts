import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { IsWholeNumber } from '../../common/validation/whole-number';
import { FUEL_LEVEL_MESSAGE, MAX_MILEAGE } from './return-rental.dto';
import { RENTAL_ERRORS } from '../rentals.errors';
import { HandoverDto } from './handover.dto';
import { ClientIdDto } from '../../common/uploads/upload-receipts';

export const SIGNATURE_REQUIRED_MESSAGE = RENTAL_ERRORS.SIGNATURE_REQUIRED.message;
export const CURRENT_MILEAGE_REQUIRED_MESSAGE = "Current Mileage Required: Please enter the vehicle's current mileage";
/** A PNG of a 160 px high pad, even at 4x pixel density, is far below this (base64 of 512 KB). */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 700_000;

export class SignatureDto {
  @ApiProperty({ example: 'data:image/png;base64,iVBORw0KGgo...', description: 'The drawn signature as a PNG data URL (at most 512 KB)' })
  @IsString({ message: SIGNATURE_REQUIRED_MESSAGE })
  @MaxLength(MAX_SIGNATURE_DATA_URL_LENGTH, { message: 'The signature image is too large' })
  signatureData: string;
}

/**
 * Clients may also send staffId and staffUsername: accepted and ignored (the token says who finalized).
 * With handOver the keys go out in the same request, with the wizard's key photo, and the
 * handover's overrideReason when the business's payment requirement is not met.
 */
export class FinalizeRentalDto extends IntersectionType(IgnoredStaffIdentityDto, HandoverDto) {
  @ApiProperty({ example: 4, minimum: 0, maximum: 8, description: 'Eighths of a tank at pickup' })
  @IsWholeNumber({ min: 0, max: 8, message: FUEL_LEVEL_MESSAGE })
  fuelLevel: number;

  @ApiProperty({ example: 12000, minimum: 1, maximum: MAX_MILEAGE, description: 'Odometer at pickup, km' })
  @IsWholeNumber({
    min: 1,
    max: MAX_MILEAGE,
    message: CURRENT_MILEAGE_REQUIRED_MESSAGE,
    tooLargeMessage: 'Current mileage must be at most 9,999,999 km',
  })
  currentMileage: number;

  @ApiPropertyOptional({
    default: false,
    description: "Also hand over the keys now (approved -> active), with the wizard's key handover photo: the customer is here",
  })
  @IsOptional()
  @IsBoolean({ message: 'handOver must be true or false' })
  handOver?: boolean;
}

/** The wizard's signature, with the client's id so a signature sent again is not stored twice. */
export class WizardSignatureDto extends IntersectionType(SignatureDto, ClientIdDto) {}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { RENTAL_PHOTO_TYPES, RentalPhotoType } from '../entities/rental.entity';
import { RENTAL_ERRORS } from '../rentals.errors';
import { ClientIdDto } from '../../common/uploads/upload-receipts';

export const PHOTO_TYPES_MISMATCH_MESSAGE = RENTAL_ERRORS.PHOTO_TYPES_MISMATCH.message;
export const UNKNOWN_PHOTO_TYPE_MESSAGE = `Unknown photo type: use ${RENTAL_PHOTO_TYPES.join(', ')}`;

/**
 * The multipart text fields beside the photos: one 'photoTypes' per photo (a single one arrives as
 * text), and the client's id of the whole upload.
 */
export class PhotoTypesDto extends ClientIdDto {
  @ApiProperty({ enum: RENTAL_PHOTO_TYPES, isArray: true, description: 'One per photo, in the same order' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: PHOTO_TYPES_MISMATCH_MESSAGE })
  @ArrayMaxSize(RENTAL_PHOTO_TYPES.length, { message: PHOTO_TYPES_MISMATCH_MESSAGE })
  @IsIn(RENTAL_PHOTO_TYPES, { each: true, message: UNKNOWN_PHOTO_TYPE_MESSAGE })
  photoTypes: RentalPhotoType[];
}

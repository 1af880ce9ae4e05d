import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsEntityId } from '../../common/validation/ids';
import { IsWholeNumber } from '../../common/validation/whole-number';

export const MAX_REVIEW_LENGTH = 1000;
export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

/** A customer reviews one of their completed rentals (once). */
export class CreateReviewDto {
  @ApiProperty({ example: 12, description: 'One of your completed rentals' })
  @IsEntityId('Please choose one of your rentals')
  rentalId: number;

  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsWholeNumber({ min: 1, max: 5, message: RATING_MESSAGE })
  rating: number;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: MAX_REVIEW_LENGTH, description: 'Trimmed; blank is no text' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateIf((_dto: object, value: unknown) => value !== undefined && value !== null)
  @IsString({ message: 'Review text must be text' })
  @MaxLength(MAX_REVIEW_LENGTH, { message: `Review text can be at most ${MAX_REVIEW_LENGTH} characters` })
  reviewText?: string | null;

  @ApiPropertyOptional({ default: true, description: "Shown on the vehicle's page" })
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

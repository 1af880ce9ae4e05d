import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { DateRangeDto } from '../../bookings/dto/date-range.dto';
import { IsEntityId } from '../../common/validation/ids';

/** No rental takes more of one add-on than this (seats for a full van). */
export const MAX_ADD_ON_QUANTITY = 10;
/** Every add-on the catalogue could offer at once, with room to spare. */
export const MAX_ADD_ON_CHOICES = 20;

export class AddOnChoiceDto {
  @ApiProperty({ example: 2 })
  @IsEntityId('Please choose an add-on')
  addOnId: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_ADD_ON_QUANTITY })
  @IsInt({ message: 'The quantity must be a whole number' })
  @Min(1, { message: 'The quantity must be at least 1' })
  @Max(MAX_ADD_ON_QUANTITY, { message: `The quantity must be at most ${MAX_ADD_ON_QUANTITY}` })
  quantity: number;
}

/** A car, dates, and what comes with it: what a quote and a booking request are priced from. */
export class QuoteDto extends DateRangeDto {
  @ApiProperty({ example: 3 })
  @IsEntityId('Please choose a vehicle')
  vehicleId: number;

  @ApiPropertyOptional({ type: [AddOnChoiceDto], maxItems: MAX_ADD_ON_CHOICES })
  @IsOptional()
  @IsArray({ message: 'Add-ons must be a list' })
  @ArrayMaxSize(MAX_ADD_ON_CHOICES, { message: `At most ${MAX_ADD_ON_CHOICES} add-ons can be chosen` })
  @ValidateNested({ each: true })
  @Type(() => AddOnChoiceDto)
  addOns?: AddOnChoiceDto[];

  @ApiPropertyOptional({ type: Number, nullable: true, example: 1, description: 'Delivery to the customer and collection, by zone' })
  @IsOptional()
  @IsEntityId('Please choose a delivery zone')
  deliveryZoneId?: number | null;
}

/** What a booked rental comes with, as staff set it before the agreement: the add-ons and a delivery zone. */
export class RentalExtrasDto extends PickType(QuoteDto, ['addOns', 'deliveryZoneId'] as const) {}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim, TrimToUndefined } from '../../common/validation/trim';
import { IsWholeNumber } from '../../common/validation/whole-number';
import { FUEL_LEVEL_MESSAGE, MAX_MILEAGE, MILEAGE_TOO_LARGE_MESSAGE, MILEAGE_WHOLE_MESSAGE } from '../../rentals/dto/return-rental.dto';
import { RENTAL_PHOTO_TYPES } from '../../rentals/entities/rental.entity';
import { CLIENT_ID_PATTERN, ClientIdDto } from '../../common/uploads/upload-receipts';
import type { ReturnPhotoType } from '../entities/rental-return.entity';
import { CAR_PANELS, CarPanel, DAMAGE_KINDS, DAMAGE_SIZES, DamageKind, DamageSize, DIAGRAM_VIEWBOX } from '../return-catalogue';

/** An ISO instant with its zone; the service checks it names a real moment. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const REASON_TOO_LONG = 'The reason can be at most 500 characters';

/** The seven pickup angles, and 'damage' for close-ups of damage points. */
export const RETURN_PHOTO_TYPES: readonly ReturnPhotoType[] = [...RENTAL_PHOTO_TYPES, 'damage'];

export class ReturnPhotoTypesDto extends ClientIdDto {
  @ApiProperty({ enum: RETURN_PHOTO_TYPES, isArray: true, description: 'One per photo, in the same order' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value))
  @IsArray({ message: 'Each photo needs one photo type, in the same order' })
  @ArrayMaxSize(RENTAL_PHOTO_TYPES.length, { message: 'Each photo needs one photo type, in the same order' })
  @IsIn(RETURN_PHOTO_TYPES, { each: true, message: `Unknown photo type: use ${RETURN_PHOTO_TYPES.join(', ')}` })
  photoTypes: ReturnPhotoType[];
}

/** The readings at return; each may be sent alone. */
export class ReturnReadingsDto {
  @ApiPropertyOptional({ example: 4, minimum: 0, maximum: 8, description: 'Eighths of a tank at return' })
  @IsOptional()
  @IsWholeNumber({ min: 0, max: 8, message: FUEL_LEVEL_MESSAGE })
  fuelLevel?: number;

  @ApiPropertyOptional({ example: 12450, minimum: 0, maximum: MAX_MILEAGE, description: 'Odometer at return, km' })
  @IsOptional()
  @IsWholeNumber({ min: 0, max: MAX_MILEAGE, message: MILEAGE_WHOLE_MESSAGE, tooLargeMessage: MILEAGE_TOO_LARGE_MESSAGE })
  mileage?: number;

  @ApiPropertyOptional({
    example: '2026-12-04T10:15:00.000Z',
    description: 'When the car came back (ISO instant with its zone); not in the future',
  })
  @IsOptional()
  @IsString({ message: 'The return time must be a date and time' })
  @MaxLength(40, { message: 'The return time must be a date and time' })
  @Matches(ISO_INSTANT, { message: 'The return time must be a date and time with its zone, such as 2026-12-04T18:15:00+08:00' })
  returnedAt?: string;
}

/** A damage point tapped on the diagram, priced from the list unless staff type an amount with a reason. */
export class AddDamageDto extends ClientIdDto {
  @ApiProperty({ example: 40, minimum: 0, maximum: DIAGRAM_VIEWBOX.width, description: 'Across the diagram, viewBox units' })
  @IsWholeNumber({ min: 0, max: DIAGRAM_VIEWBOX.width, message: `x must be a whole number from 0 to ${DIAGRAM_VIEWBOX.width}` })
  x: number;

  @ApiProperty({ example: 120, minimum: 0, maximum: DIAGRAM_VIEWBOX.height, description: 'Down the diagram (front at 0)' })
  @IsWholeNumber({ min: 0, max: DIAGRAM_VIEWBOX.height, message: `y must be a whole number from 0 to ${DIAGRAM_VIEWBOX.height}` })
  y: number;

  @ApiProperty({ enum: CAR_PANELS, enumName: 'CarPanel' })
  @IsIn(CAR_PANELS, { message: `Panel must be one of: ${CAR_PANELS.join(', ')}` })
  panel: CarPanel;

  @ApiProperty({ enum: DAMAGE_KINDS, enumName: 'DamageKind' })
  @IsIn(DAMAGE_KINDS, { message: `Kind must be one of: ${DAMAGE_KINDS.join(', ')}` })
  kind: DamageKind;

  @ApiProperty({ enum: DAMAGE_SIZES, enumName: 'DamageSize' })
  @IsIn(DAMAGE_SIZES, { message: `Size must be one of: ${DAMAGE_SIZES.join(', ')}` })
  size: DamageSize;

  @ApiPropertyOptional({ maxLength: 500 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note?: string;

  @ApiPropertyOptional({ description: "The key of one of this rental's return photos (a close-up)", maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'The photo must be a photo key' })
  @MaxLength(255, { message: 'The photo must be a photo key' })
  photoKey?: string;

  @ApiPropertyOptional({
    example: '3b241101-e2bb-4255-8caf-4136c566a962',
    description: 'Instead of photoKey: the client id the close-up was uploaded with (a point recorded before the photo had a key)',
  })
  @IsOptional()
  @Matches(CLIENT_ID_PATTERN, { message: 'The photo client id must be a version 4 UUID' })
  photoClientId?: string;

  @ApiPropertyOptional({ type: String, example: '250.00', description: "RM, typed instead of the price list's amount; needs a reason" })
  @IsOptional()
  @IsMoneyAmount('Amount must be an amount such as 250.00')
  amount?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Why the typed amount' })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Please give a reason for the amount' })
  @MaxLength(500, { message: REASON_TOO_LONG })
  reason?: string;
}

export class AddReturnFeeDto {
  @ApiProperty({ example: 1, description: 'A fee of the list' })
  @IsWholeNumber({ min: 1, max: 2_147_483_647, message: 'Fee must be a fee id' })
  feeId: number;
}

export class WaiveLineDto {
  @ApiProperty({ example: 'fuel', description: "A line of the quote, by its 'line' key", maxLength: 40 })
  @IsString({ message: 'Line must be a line of the quote' })
  @MaxLength(40, { message: 'Line must be a line of the quote' })
  line: string;

  @ApiProperty({ example: 'Regular customer, first time', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: 'Please give a reason for waiving the charge', tooLongMessage: REASON_TOO_LONG })
  reason: string;
}

export class CustomerAbsentDto {
  @ApiProperty({ example: 'Car left at the office after hours; keys in the drop box', minLength: 1, maxLength: 500 })
  @Trim()
  @IsRequiredText({ max: 500, message: 'Please say why the customer is not signing', tooLongMessage: REASON_TOO_LONG })
  reason: string;
}

export class FinalizeReturnDto {
  @ApiProperty({ type: String, example: '85.00', description: 'The total staff were shown; the return is refused if the charges changed' })
  @IsMoneyAmount('Expected total must be an amount such as 85.00')
  expectedTotal: string;
}

/** The admin's change to one named fee. */
export class ReturnFeeDto {
  @ApiProperty({ enum: ['cleaning', 'smoking'] })
  @IsIn(['cleaning', 'smoking'], { message: 'Category must be cleaning or smoking' })
  category: 'cleaning' | 'smoking';

  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please give the fee a name', tooLongMessage: 'The name can be at most 100 characters' })
  nameEn: string;

  @ApiProperty({ maxLength: 100 })
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please give the fee a Malay name', tooLongMessage: 'The name can be at most 100 characters' })
  nameMs: string;

  @ApiProperty({ type: String, example: '50.00' })
  @IsMoneyAmount('Amount must be an amount such as 50.00')
  amount: string;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'Active must be true or false' })
  active: boolean;
}

export class DamagePriceDto {
  @ApiProperty({ enum: DAMAGE_KINDS, enumName: 'DamageKind' })
  @IsIn(DAMAGE_KINDS, { message: `Kind must be one of: ${DAMAGE_KINDS.join(', ')}` })
  kind: DamageKind;

  @ApiProperty({ enum: DAMAGE_SIZES, enumName: 'DamageSize' })
  @IsIn(DAMAGE_SIZES, { message: `Size must be one of: ${DAMAGE_SIZES.join(', ')}` })
  size: DamageSize;

  @ApiProperty({ type: String, example: '150.00' })
  @IsMoneyAmount('Amount must be an amount such as 150.00')
  amount: string;
}

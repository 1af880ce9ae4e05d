import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsMoneyAmount } from '../../common/validation/money';
import { IsOptionalNotNull } from '../../common/validation/optional';
import { Trim, TrimToUndefined } from '../../common/validation/trim';
import { VEHICLE_CATEGORIES, VEHICLE_CATEGORY_MESSAGE, type VehicleCategory } from '../vehicle-categories';

/** Kilometres: beyond any rental, and well inside the integer column. */
export const MAX_MILEAGE_KM = 1_000_000;

/** mileageLimit is a number or numeric string; empty (as the form sends it: '' or null) becomes 0. */
const toMileage = ({ value }: { value: unknown }) => {
  if (value === '' || value === null) return 0;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
};

/** A rate left empty in the form is no rate: the car has no such price. */
const emptyToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The vehicle form, with the daily rate and deposit an approved booking request is priced from. */
export class VehicleFormDto {
  @ApiProperty({ example: 'Perodua Myvi 1.5 AV (Blue)' })
  @Trim()
  @IsString({ message: 'Vehicle name is required' })
  @MinLength(1, { message: 'Vehicle name is required' })
  @MaxLength(255, { message: 'Vehicle name must be at most 255 characters' })
  name: string;

  @ApiProperty({ example: 'Perodua' })
  @Trim()
  @IsString({ message: 'Make is required' })
  @MinLength(1, { message: 'Make is required' })
  @MaxLength(100, { message: 'Make must be at most 100 characters' })
  make: string;

  @ApiProperty({ example: 'Myvi' })
  @Trim()
  @IsString({ message: 'Model is required' })
  @MinLength(1, { message: 'Model is required' })
  @MaxLength(100, { message: 'Model must be at most 100 characters' })
  model: string;

  @ApiProperty({ enum: VEHICLE_CATEGORIES, enumName: 'VehicleCategory', example: 'Compact' })
  @Trim()
  @IsString({ message: 'Category is required' })
  @MinLength(1, { message: 'Category is required' })
  @IsIn(VEHICLE_CATEGORIES, { message: VEHICLE_CATEGORY_MESSAGE })
  category: VehicleCategory;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'WXY',
    description: 'First letters of the plate; null clears them on edit',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'Plate letters must be at most 20 characters' })
  plateIdentifier?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Electric Blue', description: 'null clears it on edit' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: 'Colour must be at most 50 characters' })
  color?: string;

  @ApiPropertyOptional({ description: 'photoUrl returned by POST /api/staff/vehicles/upload-photo' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(255)
  photoUrl?: string;

  @ApiPropertyOptional({ example: 300, default: 0, maximum: MAX_MILEAGE_KM, description: 'Kilometres per rental' })
  @IsOptionalNotNull()
  @Transform(toMileage)
  @IsInt({ message: 'Mileage limit must be 0 or greater' })
  @Min(0, { message: 'Mileage limit must be 0 or greater' })
  @Max(MAX_MILEAGE_KM, { message: 'Mileage limit must be at most 1,000,000 km' })
  mileageLimit?: number;

  @ApiPropertyOptional({ example: '100.00', default: '100.00', maximum: 999999.99 })
  @IsOptionalNotNull()
  @IsMoneyAmount('Daily rate must be an amount such as 120.00')
  dailyRate?: string;

  @ApiPropertyOptional({ example: '200.00', default: '200.00', maximum: 999999.99 })
  @IsOptionalNotNull()
  @IsMoneyAmount('Deposit must be an amount such as 200.00')
  deposit?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '180.00',
    maximum: 999999.99,
    description: 'On the weekend days; null: the daily rate',
  })
  @Transform(emptyToNull)
  @IsOptional()
  @IsMoneyAmount('Weekend rate must be an amount such as 180.00')
  weekendRate?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '110.00',
    maximum: 999999.99,
    description: 'Per day, every day of a rental of 7 days or more; null: none',
  })
  @Transform(emptyToNull)
  @IsOptional()
  @IsMoneyAmount('Weekly rate must be an amount such as 110.00')
  weeklyRate?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '90.00',
    maximum: 999999.99,
    description: 'Per day, every day of a rental of 28 days or more; null: none',
  })
  @Transform(emptyToNull)
  @IsOptional()
  @IsMoneyAmount('Monthly rate must be an amount such as 90.00')
  monthlyRate?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2019-05-14',
    description: 'The day the car was first registered (from 1950, not in the future); null clears it',
  })
  @Transform(emptyToNull)
  @IsOptional()
  @IsCalendarDate('Registration date must be a real date written YYYY-MM-DD')
  @Matches(/^(19[5-9]\d|2\d{3})-/, { message: 'Registration date must be from 1950' })
  registrationDate?: string | null;
}

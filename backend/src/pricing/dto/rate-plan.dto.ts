import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsCalendarDate } from '../../common/validation/calendar-date';
import { IsEntityId } from '../../common/validation/ids';
import { AtMostMoney, IsMoneyAmount } from '../../common/validation/money';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim } from '../../common/validation/trim';
import { IsWholeNumber } from '../../common/validation/whole-number';
import { VEHICLE_CATEGORIES, VEHICLE_CATEGORY_MESSAGE, type VehicleCategory } from '../../vehicles/vehicle-categories';
import { MALAYSIAN_STATES } from '../public-holidays';
import type { SeasonReach } from '../rental-price';

/** A season moves a rate by -90% (a deep low-season cut) up to +500%; beyond that is a typing slip. */
export const MIN_SEASON_PERCENT = -90;
export const MAX_SEASON_PERCENT = 500;
/** No season asks for more than a month's minimum. */
export const MAX_SEASON_MIN_DAYS = 30;
export const SEASON_REACHES = ['all', 'category', 'vehicle'] as const satisfies readonly SeasonReach[];

class BilingualNameDto {
  @ApiProperty({ maxLength: 100, example: 'Hari Raya Aidilfitri' })
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please give it an English name', tooLongMessage: 'A name can be at most 100 characters' })
  nameEn: string;

  @ApiProperty({ maxLength: 100, example: 'Hari Raya Aidilfitri' })
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please give it a Malay name', tooLongMessage: 'A name can be at most 100 characters' })
  nameMs: string;
}

export class SeasonDto extends BilingualNameDto {
  @ApiProperty({ example: '2027-03-09', description: 'First day of the season' })
  @IsString({ message: 'Start date is required' })
  @IsCalendarDate('Start date must be a date as YYYY-MM-DD')
  startDate: string;

  @ApiProperty({ example: '2027-03-12', description: 'Last day of the season, included' })
  @IsString({ message: 'End date is required' })
  @IsCalendarDate('End date must be a date as YYYY-MM-DD')
  endDate: string;

  @ApiProperty({ enum: ['rate', 'percent'], enumName: 'SeasonAdjustment' })
  @IsIn(['rate', 'percent'], { message: 'A season either sets a rate or moves it by a percentage' })
  adjustment: 'rate' | 'percent';

  @ApiPropertyOptional({ type: String, example: '250.00', description: 'RM per day, when the season sets its own rate' })
  @ValidateIf((season: SeasonDto) => season.adjustment === 'rate')
  @IsMoneyAmount('The season rate must be an amount such as 250.00')
  rate?: string;

  @ApiPropertyOptional({ example: 40, minimum: MIN_SEASON_PERCENT, maximum: MAX_SEASON_PERCENT })
  @ValidateIf((season: SeasonDto) => season.adjustment === 'percent')
  @IsWholeNumber({
    min: MIN_SEASON_PERCENT,
    max: MAX_SEASON_PERCENT,
    message: `The percentage must be a whole number from ${MIN_SEASON_PERCENT} to ${MAX_SEASON_PERCENT}`,
  })
  percent?: number;

  @ApiProperty({ example: 3, minimum: 1, maximum: MAX_SEASON_MIN_DAYS, description: 'The fewest days a booking touching it may be' })
  @IsWholeNumber({ min: 1, max: MAX_SEASON_MIN_DAYS, message: `Minimum days must be a whole number from 1 to ${MAX_SEASON_MIN_DAYS}` })
  minDays: number;

  @ApiProperty({ enum: SEASON_REACHES, enumName: 'SeasonReach' })
  @IsIn(SEASON_REACHES, { message: 'A season covers the whole fleet, a category or one car' })
  reach: SeasonReach;

  @ApiPropertyOptional({ enum: VEHICLE_CATEGORIES, enumName: 'VehicleCategory' })
  @ValidateIf((season: SeasonDto) => season.reach === 'category')
  @IsIn(VEHICLE_CATEGORIES, { message: VEHICLE_CATEGORY_MESSAGE })
  category?: VehicleCategory;

  @ApiPropertyOptional({ example: 3 })
  @ValidateIf((season: SeasonDto) => season.reach === 'vehicle')
  @IsEntityId('Please choose the car the season covers')
  vehicleId?: number;

  @ApiPropertyOptional({ maxLength: 120, description: 'The public holiday it was made from, as the holiday list names it' })
  @IsOptional()
  @IsString({ message: 'The holiday key must be text' })
  @MaxLength(120, { message: 'The holiday key can be at most 120 characters' })
  holidayKey?: string;
}

/** No add-on, cap or delivery costs more than this; more is a typing slip. */
export const MAX_PRICE_LIST_AMOUNT = '10000.00';
const TOO_DEAR = 'An add-on or delivery costs at most RM 10,000.00';
/** The most of one add-on a business keeps. */
export const MAX_ADD_ON_STOCK = 1000;

export class AddOnDto extends BilingualNameDto {
  @ApiProperty({ enum: ['per_day', 'per_rental'], enumName: 'AddOnPricing' })
  @IsIn(['per_day', 'per_rental'], { message: 'An add-on is priced per day or per rental' })
  pricing: 'per_day' | 'per_rental';

  @ApiProperty({ type: String, example: '10.00', maximum: 10000, description: 'RM per day or per rental' })
  @IsMoneyAmount('The price must be an amount such as 10.00')
  @AtMostMoney(MAX_PRICE_LIST_AMOUNT, TOO_DEAR)
  price: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '50.00', description: 'The most one costs for a whole rental' })
  @IsOptional()
  @IsMoneyAmount('The cap must be an amount such as 50.00')
  @AtMostMoney(MAX_PRICE_LIST_AMOUNT, TOO_DEAR)
  cap?: string | null;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'Taxable must be true or false' })
  taxable: boolean;

  @ApiPropertyOptional({
    enum: VEHICLE_CATEGORIES,
    enumName: 'VehicleCategory',
    isArray: true,
    nullable: true,
    description: 'Null: with every car',
  })
  @IsOptional()
  @IsArray({ message: 'Categories must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one category, or leave it empty for every car' })
  @ArrayMaxSize(VEHICLE_CATEGORIES.length, { message: VEHICLE_CATEGORY_MESSAGE })
  @ArrayUnique({ message: 'Each category once' })
  @IsIn(VEHICLE_CATEGORIES, { each: true, message: VEHICLE_CATEGORY_MESSAGE })
  categories?: VehicleCategory[] | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 3,
    maximum: MAX_ADD_ON_STOCK,
    description: 'How many the business has; null: no limit',
  })
  @IsOptional()
  @IsWholeNumber({ min: 0, max: MAX_ADD_ON_STOCK, message: `Stock must be a whole number from 0 to ${MAX_ADD_ON_STOCK}` })
  stock?: number | null;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'Active must be true or false' })
  active: boolean;
}

export class DeliveryZoneDto extends BilingualNameDto {
  @ApiProperty({ type: String, example: '40.00', description: 'Taking the car there and collecting it again' })
  @IsMoneyAmount('The fee must be an amount such as 40.00')
  @AtMostMoney(MAX_PRICE_LIST_AMOUNT, TOO_DEAR)
  fee: string;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'Active must be true or false' })
  active: boolean;
}

export class WeekendDaysDto {
  @ApiProperty({ type: [Number], example: [5, 6, 0], description: 'Weekdays that cost the weekend rate; Sunday is 0' })
  @IsArray({ message: 'The weekend is a list of days' })
  @ArrayMinSize(1, { message: 'Choose at least one weekend day' })
  @ArrayMaxSize(3, { message: 'A weekend is at most three days' })
  @ArrayUnique({ message: 'Each day once' })
  @IsWholeNumber({ min: 0, max: 6, message: 'Days are numbered 0 (Sunday) to 6 (Saturday)' }, { each: true })
  days: number[];
}

export class HolidayQueryDto {
  @ApiPropertyOptional({
    example: '10',
    description: 'A state or federal territory code (10 is Selangor): its own holidays join the national ones',
  })
  @IsOptional()
  @IsIn(Object.keys(MALAYSIAN_STATES), { message: 'The state must be one of the codes the holiday list gives' })
  state?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsRequiredText } from '../../common/validation/required-text';
import { Trim, TrimToUndefined } from '../../common/validation/trim';
import { STATEMENT_LAYOUTS, StatementLayout } from '../statement-columns';

const COLUMN_TOO_LONG = 'A column name can be at most 100 characters';
const isCustom = (dto: SaveStatementColumnsDto) => dto.layout === 'custom';

/**
 * The layout of the business's statement export: a bank's preset (its columns are the server's,
 * any sent with it are ignored), or 'custom' with the header of each column as the file writes it.
 */
export class SaveStatementColumnsDto {
  @ApiProperty({ enum: STATEMENT_LAYOUTS, enumName: 'StatementLayout' })
  @IsIn(STATEMENT_LAYOUTS, { message: 'Layout must be maybank, cimb or custom' })
  layout: StatementLayout;

  @ApiPropertyOptional({ example: 'Date', maxLength: 100, description: "Required for 'custom': the header of the date column" })
  @ValidateIf(isCustom)
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please enter the name of the date column', tooLongMessage: COLUMN_TOO_LONG })
  dateColumn?: string;

  @ApiPropertyOptional({
    example: 'Description',
    maxLength: 100,
    description: "Required for 'custom': the header of the description column",
  })
  @ValidateIf(isCustom)
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please enter the name of the description column', tooLongMessage: COLUMN_TOO_LONG })
  descriptionColumn?: string;

  @ApiPropertyOptional({
    example: 'Reference',
    maxLength: 100,
    description: "For 'custom', optional: a second text column read with the description",
  })
  @ValidateIf(isCustom)
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'The reference column must be text' })
  @MaxLength(100, { message: COLUMN_TOO_LONG })
  referenceColumn?: string;

  @ApiPropertyOptional({ example: 'Credit', maxLength: 100, description: "Required for 'custom': the header of the money-in column" })
  @ValidateIf(isCustom)
  @Trim()
  @IsRequiredText({ max: 100, message: 'Please enter the name of the amount (credit) column', tooLongMessage: COLUMN_TOO_LONG })
  amountColumn?: string;
}

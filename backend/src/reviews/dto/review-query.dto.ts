import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, PaginationQueryDto } from '../../common/pagination/pagination';
import { IsEntityId } from '../../common/validation/ids';
import { DigitsToNumber } from '../../common/validation/whole-number';

/** The vehicle's public reviews: 5 a page unless asked. */
export class VehicleReviewQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ default: 5, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @DigitsToNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  limit: number = 5;
}

export class StaffReviewQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ description: "Only reviews of this vehicle's rentals" })
  @IsOptional()
  @IsEntityId('vehicleId must be a vehicle id')
  vehicleId?: number;
}

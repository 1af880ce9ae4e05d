import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { TrimToUndefined } from '../../common/validation/trim';

export class StaffCustomerQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ description: 'Matches name, e-mail or phone (contains), or the exact id' })
  @TrimToUndefined()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DigitsToNumber } from '../validation/whole-number';

export const MAX_PAGE_SIZE = 100;
/** Far beyond any list we hold; keeps the offset a small, exact number. */
export const MAX_PAGE = 100_000;

/** ?page=1&limit=20 on every list endpoint; lists are never unbounded. */
export class PaginationQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE })
  @IsOptional()
  @DigitsToNumber()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page: number = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @DigitsToNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  limit: number = 20;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function skipFor(query: PaginationQueryDto): number {
  return (query.page - 1) * query.limit;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { STATEMENT_LINE_STATUSES, StatementLineStatus } from '../entities/bank-statement-line.entity';

export class StatementLineQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: STATEMENT_LINE_STATUSES, enumName: 'StatementLineStatus', description: 'Every status when left out' })
  @IsOptional()
  @IsIn(STATEMENT_LINE_STATUSES, { message: 'status must be unmatched, proposed, confirmed or ignored' })
  status?: StatementLineStatus;
}

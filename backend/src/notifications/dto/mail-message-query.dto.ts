import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';

/** 'unsent' is queued, sending and failed together: what the staff dashboard card lists. */
export const MAIL_STATUS_FILTERS = ['queued', 'failed', 'sent', 'unsent'] as const;
export type MailStatusFilter = (typeof MAIL_STATUS_FILTERS)[number];

export class MailMessageQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: MAIL_STATUS_FILTERS })
  @IsOptional()
  @IsIn(MAIL_STATUS_FILTERS, { message: 'status must be queued, failed, sent or unsent' })
  status?: MailStatusFilter;
}

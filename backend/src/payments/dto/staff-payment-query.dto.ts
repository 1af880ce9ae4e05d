import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { TrimToUndefined } from '../../common/validation/trim';
import { PAYMENT_STATUSES, PaymentStatus } from '../entities/payment.entity';

export class StaffPaymentQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'status must be pending, completed or failed' })
  status?: PaymentStatus;

  @ApiPropertyOptional({ description: "The customer's name or e-mail, the receipt number or the transfer reference", maxLength: 100 })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search can be at most 100 characters' })
  search?: string;
}

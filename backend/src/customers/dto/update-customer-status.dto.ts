import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CUSTOMER_STATUSES, CustomerStatus } from '../entities/customer.entity';

/** SPEC.md sends staffId and staffUsername too; they are accepted and ignored (the token says who). */
export class UpdateCustomerStatusDto {
  @ApiProperty({ enum: CUSTOMER_STATUSES })
  @IsIn(CUSTOMER_STATUSES, { message: 'Status must be active or blacklisted' })
  status: CustomerStatus;

  @ApiPropertyOptional({ description: 'Ignored: the signed-in staff member is recorded' })
  @IsOptional()
  staffId?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: the signed-in staff member is recorded' })
  @IsOptional()
  staffUsername?: unknown;
}

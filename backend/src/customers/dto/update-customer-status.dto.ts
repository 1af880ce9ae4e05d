import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IgnoredStaffIdentityDto } from '../../common/validation/ignored-staff-identity';
import { CUSTOMER_STATUSES, CustomerStatus } from '../entities/customer.entity';

/** Clients may send staffId and staffUsername too; they are accepted and ignored (the token says who). */
export class UpdateCustomerStatusDto extends IgnoredStaffIdentityDto {
  @ApiProperty({ enum: CUSTOMER_STATUSES })
  @IsIn(CUSTOMER_STATUSES, { message: 'Status must be active or blacklisted' })
  status: CustomerStatus;
}

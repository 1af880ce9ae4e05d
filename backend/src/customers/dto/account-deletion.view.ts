import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_HOLDS, type CustomerHold } from '../customer-holds';

/** The customer's pending request to delete the account. */
export class DeletionRequestView {
  @ApiProperty({ description: 'When the customer asked; staff confirm the deletion' }) deletionRequestedAt: Date;
}

/** A request staff have yet to confirm, with what still holds the account (empty: it can be erased). */
export class PendingDeletionView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty() deletionRequestedAt: Date;
  @ApiProperty({ enum: CUSTOMER_HOLDS, enumName: 'CustomerHold', isArray: true }) holds: CustomerHold[];
}

export class ErasedCustomerView {
  @ApiProperty() id: number;
  @ApiProperty() erasedAt: Date;
}

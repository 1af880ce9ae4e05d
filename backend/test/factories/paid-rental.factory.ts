import { DataSource } from 'typeorm';
import { Payment, PaymentStatus } from '../../src/payments/entities/payment.entity';
import { Rental } from '../../src/rentals/entities/rental.entity';

/** A rental payment for `amount` (RM string), stored as it would be once made; completed unless told otherwise. */
export function payRental(
  dataSource: DataSource,
  rental: Rental,
  amount: string,
  paymentStatus: PaymentStatus = 'completed',
): Promise<Payment> {
  return dataSource.getRepository(Payment).save({
    customerId: rental.customerId,
    rentalId: rental.id,
    amount,
    paymentMethod: 'qr',
    paymentStatus,
    paymentFor: 'rental-payment',
    verifiedAt: paymentStatus === 'pending' ? null : new Date(),
  });
}

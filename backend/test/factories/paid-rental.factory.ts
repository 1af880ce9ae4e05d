import { DataSource } from 'typeorm';
import { postVerifiedPayment } from '../../src/ledger/rental-payments';
import { Payment, PaymentPurpose, PaymentStatus } from '../../src/payments/entities/payment.entity';
import { Rental } from '../../src/rentals/entities/rental.entity';

/**
 * A rental payment for `amount` (RM string), stored as it would be once made; completed unless
 * told otherwise, and then on the rental's account as a verification would have put it.
 */
export async function payRental(
  dataSource: DataSource,
  rental: Rental,
  amount: string,
  paymentStatus: PaymentStatus = 'completed',
  paymentFor: PaymentPurpose = 'rental-payment',
): Promise<Payment> {
  const payment = await dataSource.getRepository(Payment).save({
    customerId: rental.customerId,
    rentalId: rental.id,
    amount,
    paymentMethod: 'qr',
    paymentStatus,
    paymentFor,
    verifiedAt: paymentStatus === 'pending' ? null : new Date(),
  });
  if (paymentStatus === 'completed') {
    await dataSource.transaction((manager) => postVerifiedPayment(manager, { ...payment, rentalId: rental.id }, null));
  }
  return payment;
}

import { EntityManager, In } from 'typeorm';
import { fromSen, toSen } from '../common/money/money';
import { Payment } from '../payments/entities/payment.entity';

/**
 * What verified (completed) payments cover for each of these rentals, "0.00" when nothing, from
 * ONE query for the whole page. Amounts are added in whole sen here, not by SQL SUM, which SQLite
 * would do in floating point (RM 0.10 + RM 0.20 must be RM 0.30).
 */
export async function paidAmounts(manager: EntityManager, rentalIds: number[]): Promise<Map<number, string>> {
  const paidSen = new Map<number, number>(rentalIds.map((id) => [id, 0]));
  if (rentalIds.length === 0) return new Map();
  const payments = await manager.find(Payment, {
    select: { rentalId: true, amount: true },
    where: { rentalId: In(rentalIds), paymentStatus: 'completed' },
  });
  for (const payment of payments) {
    const rentalId = payment.rentalId as number;
    paidSen.set(rentalId, (paidSen.get(rentalId) ?? 0) + toSen(payment.amount));
  }
  return new Map([...paidSen].map(([id, sen]) => [id, fromSen(sen)]));
}

/** Whether what was paid covers the grand total. */
export function isPaid(paidAmount: string, grandTotal: string): boolean {
  return toSen(paidAmount) >= toSen(grandTotal);
}

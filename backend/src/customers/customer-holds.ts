import { EntityManager, In } from 'typeorm';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { todayInKualaLumpur } from '../common/dates/calendar-date';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { balanceMoveSql, keepsCustomerMoneySql, kindAmountSql } from '../ledger/rental-account';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '../ledger/rental-ledger';
import { Rental } from '../rentals/entities/rental.entity';
import { BILLABLE, FINISHED, statusIn } from '../rentals/rental-lifecycle';
import { RoadCharge } from '../road-charges/entities/road-charge.entity';
import { OPEN_ROAD_CHARGE_STATUSES } from '../road-charges/road-charge-states';

/**
 * Why a customer's identity data must stay: a rental not yet over, money they owe, money of
 * theirs the business still holds (a deposit, a refund due), a summons still open, or a booking
 * request still waiting for an answer for days not yet past. Retention
 * keeps documents and an account cannot be deleted while any holds.
 */
export const CUSTOMER_HOLDS = ['rental_open', 'balance_owed', 'money_held', 'summons_open', 'request_open'] as const;
export type CustomerHold = (typeof CUSTOMER_HOLDS)[number];

/** The holds of each of the customers (those with none are absent), in four grouped queries. */
export async function customerHolds(manager: EntityManager, customerIds: number[]): Promise<Map<number, CustomerHold[]>> {
  const holds = new Map<number, CustomerHold[]>();
  if (customerIds.length === 0) return holds;
  const add = (customerId: unknown, hold: CustomerHold) => {
    const id = Number(customerId);
    holds.set(id, [...(holds.get(id) ?? []), hold]);
  };
  const finished = statusIn('r.status', FINISHED, 'finished');
  const billable = statusIn('r.status', BILLABLE, 'billable');
  const kinds = [...LEDGER_ENTRY_KINDS, 'paymentTowardDeposit'] as const;
  const sums = Object.fromEntries(kinds.map((kind) => [kind, `SUM(${kindAmountSql('e', kind)})`])) as Record<
    LedgerEntryKind | 'paymentTowardDeposit',
    string
  >;
  const [open, owing, holding, summonses, requests] = await Promise.all([
    manager
      .createQueryBuilder(Rental, 'r')
      .select('DISTINCT r.customerId', 'customerId')
      .where({ customerId: In(customerIds) })
      .andWhere(`NOT (${finished.condition})`, finished.parameters)
      .getRawMany<{ customerId: unknown }>(),
    manager
      .createQueryBuilder()
      .from(Rental, 'r')
      .innerJoin(LedgerEntry, 'e', 'e.rentalId = r.id')
      .select('r.customerId', 'customerId')
      .where('r.customerId IN (:...customerIds)', { customerIds })
      .andWhere(billable.condition, billable.parameters)
      .groupBy('r.id')
      .addGroupBy('r.customerId')
      .having(`SUM(${balanceMoveSql('e')}) > 0`)
      .getRawMany<{ customerId: unknown }>(),
    manager
      .createQueryBuilder()
      .from(Rental, 'r')
      .innerJoin(LedgerEntry, 'e', 'e.rentalId = r.id')
      .select('r.customerId', 'customerId')
      .where('r.customerId IN (:...customerIds)', { customerIds })
      .groupBy('r.id')
      .addGroupBy('r.customerId')
      .having(keepsCustomerMoneySql(sums))
      .getRawMany<{ customerId: unknown }>(),
    manager
      .createQueryBuilder(RoadCharge, 'c')
      .innerJoin(Rental, 'r', 'r.id = c.rentalId')
      .select('DISTINCT r.customerId', 'customerId')
      .where('r.customerId IN (:...customerIds)', { customerIds })
      .andWhere("c.kind = 'summons'")
      .andWhere('c.status IN (:...openCharges)', { openCharges: [...OPEN_ROAD_CHARGE_STATUSES] })
      .getRawMany<{ customerId: unknown }>(),
    manager
      .createQueryBuilder(BookingRequest, 'b')
      .select('DISTINCT b.customerId', 'customerId')
      .where('b.customerId IN (:...customerIds)', { customerIds })
      .andWhere("b.status = 'pending'")
      .andWhere('b.endDate >= :today', { today: todayInKualaLumpur() })
      .getRawMany<{ customerId: unknown }>(),
  ]);
  open.forEach((row) => add(row.customerId, 'rental_open'));
  new Set(owing.map((row) => Number(row.customerId))).forEach((id) => add(id, 'balance_owed'));
  new Set(holding.map((row) => Number(row.customerId))).forEach((id) => add(id, 'money_held'));
  summonses.forEach((row) => add(row.customerId, 'summons_open'));
  requests.forEach((row) => add(row.customerId, 'request_open'));
  return holds;
}

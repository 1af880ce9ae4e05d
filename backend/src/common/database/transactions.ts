import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Customer } from '../../customers/entities/customer.entity';
import { Vehicle } from '../../vehicles/entities/vehicle.entity';

const DEADLOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const MAX_ATTEMPTS = 4;

function isRetryable(error: unknown): boolean {
  return error instanceof QueryFailedError && DEADLOCK_CODES.has((error.driverError as { code?: string } | undefined)?.code ?? '');
}

/**
 * Runs the work in a transaction, again from the start when MySQL picks it as a deadlock victim.
 * On MySQL it runs READ COMMITTED: under the default REPEATABLE READ, a transaction that read
 * anything before waiting for a lock keeps its old snapshot and would not see the booking the
 * lock holder just committed. SQLite serialises writers with one connection, so it needs no level.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const isMysql = dataSource.options.type === 'mysql';
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (isMysql ? dataSource.transaction('READ COMMITTED', work) : dataSource.transaction(work));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.floor(Math.random() * 30)));
    }
  }
}

/**
 * Takes the vehicle's row lock for the rest of the transaction by writing to it. On MySQL the
 * UPDATE holds an exclusive row lock (like SELECT ... FOR UPDATE, and unlike gap locks on an
 * empty range of rentals, it excludes every other booking of this car); on SQLite the first
 * write takes the database write lock. One code path serialises bookings on both.
 */
export function lockVehicleForBooking(manager: EntityManager, vehicleId: number): Promise<boolean> {
  return bumpBookingVersion(manager, Vehicle, vehicleId);
}

/** The same lock on a customer's row: their pending booking requests are counted and added one at a time. */
export function lockCustomerForBookingRequest(manager: EntityManager, customerId: number): Promise<boolean> {
  return bumpBookingVersion(manager, Customer, customerId);
}

async function bumpBookingVersion(manager: EntityManager, entity: typeof Vehicle | typeof Customer, id: number): Promise<boolean> {
  const result = await manager.increment(entity, { id }, 'bookingVersion', 1);
  return (result.affected ?? 0) > 0;
}

import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Time passing, for the few journeys that need the past: the booking rules refuse a start before
 * today and a return time in the future, so a car that came back late yesterday cannot be booked
 * through the app today. These move what the app itself wrote back by whole days, in the test
 * server's embedded database, as if it had been written then.
 */
function openDatabase(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const database = new Database(join(dataDir, 'rental.sqlite'));
  // The server holds the same file open; wait for its writes rather than fail on them.
  database.pragma('busy_timeout = 5000');
  return database;
}

/**
 * A rental on the road, handed over `days` days earlier than it was: its dates and handover move
 * back together, and its car joined the fleet a month before that, so what happened on the road
 * in those days (a summons) is after the car existed.
 */
export function backdateRental(rentalId: number, days: number): void {
  const database = openDatabase();
  try {
    const shift = `-${days} days`;
    database.transaction(() => {
      const moved = database
        .prepare(
          `UPDATE rentals SET startDate = date(startDate, @shift), endDate = date(endDate, @shift),
             handedOverAt = strftime('%Y-%m-%d %H:%M:%f', handedOverAt, @shift)
           WHERE id = @rentalId AND handedOverAt IS NOT NULL`,
        )
        .run({ rentalId, shift });
      if (moved.changes !== 1) throw new Error(`rental ${rentalId} is not on the road`);
      database
        .prepare(
          `UPDATE vehicles SET createdAt = strftime('%Y-%m-%d %H:%M:%f', createdAt, @fleetShift)
           WHERE id = (SELECT vehicleId FROM rentals WHERE id = @rentalId)`,
        )
        .run({ rentalId, fleetShift: `-${days + 30} days` });
    })();
  } finally {
    database.close();
  }
}

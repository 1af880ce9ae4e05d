import { EntityManager, In } from 'typeorm';
import { RentalReturn } from './entities/rental-return.entity';

/** How far a rental's return inspection has come: begun (evidence saved, not confirmed) or finalized. */
export type ReturnInspectionState = 'started' | 'finalized';

/**
 * The return inspection state of each of the rentals that has one, in one query for a page of
 * rentals: a finalized one has a condition report, a started one is where its return goes on.
 */
export async function returnInspectionStates(manager: EntityManager, rentalIds: number[]): Promise<Map<number, ReturnInspectionState>> {
  if (rentalIds.length === 0) return new Map();
  const rows = await manager.find(RentalReturn, {
    select: { rentalId: true, finalizedAt: true },
    where: { rentalId: In(rentalIds) },
  });
  return new Map(rows.map((row) => [row.rentalId, row.finalizedAt ? 'finalized' : 'started']));
}

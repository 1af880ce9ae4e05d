import { EntityManager, In, IsNull, Not } from 'typeorm';
import { RentalReturn } from './entities/rental-return.entity';

/** Which of the rentals had their return inspection finalized, so have a condition report; one query for a page of rentals. */
export async function finalizedReturnIds(manager: EntityManager, rentalIds: number[]): Promise<Set<number>> {
  if (rentalIds.length === 0) return new Set();
  const rows = await manager.find(RentalReturn, {
    select: { rentalId: true },
    where: { rentalId: In(rentalIds), finalizedAt: Not(IsNull()) },
  });
  return new Set(rows.map((row) => row.rentalId));
}

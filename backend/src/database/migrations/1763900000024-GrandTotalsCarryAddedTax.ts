import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * A business that charges SST on top of its prices had its bookings' grand totals stored without
 * the tax, while the rental's account posted it beside the days, the discount and each extension:
 * "Paid RM 0.00 of RM 465.00" on a rental that owed RM 502.20. From now on a booking stores the
 * total with that tax; this brings the earlier rentals to the same figure, taken from the very tax
 * entries their accounts hold (so it agrees with the account to the sen). Rentals with no posted
 * tax (prices include it, or not registered) are left as they are.
 */
const BOOKED_CATEGORIES = ['rental_days', 'discount', 'extension'];

interface AddedTax {
  rentalId: number;
  taxSen: number;
}

async function addedTaxPerRental(queryRunner: QueryRunner): Promise<AddedTax[]> {
  const taxes = (await queryRunner.query(
    "SELECT rentalId, amountSen, sourceKey FROM rental_ledger_entries WHERE category = 'service_tax' AND sourceKey IS NOT NULL",
  )) as Array<{ rentalId: number | string; amountSen: number | string; sourceKey: string }>;
  const byCharge = new Map<number, { rentalId: number; taxSen: number }>();
  for (const tax of taxes) {
    const chargeId = /^charge:(\d+):sst$/.exec(tax.sourceKey)?.[1];
    if (chargeId) byCharge.set(Number(chargeId), { rentalId: Number(tax.rentalId), taxSen: Number(tax.amountSen) });
  }
  if (byCharge.size === 0) return [];
  const chargeIds = [...byCharge.keys()];
  const booked = new Set<number>();
  // In slices, so a long history never makes one statement too big.
  for (let start = 0; start < chargeIds.length; start += 500) {
    const slice = chargeIds.slice(start, start + 500);
    const rows = (await queryRunner.query(
      `SELECT id FROM rental_ledger_entries WHERE id IN (${slice.map(() => '?').join(', ')}) AND category IN (${BOOKED_CATEGORIES.map(() => '?').join(', ')}) AND reversesEntryId IS NULL`,
      [...slice, ...BOOKED_CATEGORIES],
    )) as Array<{ id: number | string }>;
    for (const row of rows) booked.add(Number(row.id));
  }
  const perRental = new Map<number, number>();
  for (const [chargeId, { rentalId, taxSen }] of byCharge) {
    if (booked.has(chargeId)) perRental.set(rentalId, (perRental.get(rentalId) ?? 0) + taxSen);
  }
  return [...perRental].filter(([, taxSen]) => taxSen !== 0).map(([rentalId, taxSen]) => ({ rentalId, taxSen }));
}

async function shiftGrandTotals(queryRunner: QueryRunner, sign: 1 | -1): Promise<void> {
  for (const { rentalId, taxSen } of await addedTaxPerRental(queryRunner)) {
    const [row] = (await queryRunner.query('SELECT grandTotal FROM rentals WHERE id = ?', [rentalId])) as Array<{
      grandTotal: string | number;
    }>;
    if (!row) continue;
    const totalSen = Math.round(Number(row.grandTotal) * 100) + sign * taxSen;
    await queryRunner.query('UPDATE rentals SET grandTotal = ? WHERE id = ?', [(totalSen / 100).toFixed(2), rentalId]);
  }
}

export class GrandTotalsCarryAddedTax1763900000024 implements MigrationInterface {
  name = 'GrandTotalsCarryAddedTax1763900000024';

  async up(queryRunner: QueryRunner): Promise<void> {
    await shiftGrandTotals(queryRunner, 1);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await shiftGrandTotals(queryRunner, -1);
  }
}

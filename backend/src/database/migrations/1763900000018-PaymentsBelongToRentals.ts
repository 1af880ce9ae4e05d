import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Payments belong to rentals: a payment made before approval names its booking request, a payment
 * entry names its payment (so detaching the payment finds the entry to reverse), and money sent
 * as the deposit is marked so it fills the deposit first. A handover let through against the
 * business's payment requirement keeps who allowed it and why.
 */
const BATCH = 500;

export class PaymentsBelongToRentals1763900000018 implements MigrationInterface {
  name = 'PaymentsBelongToRentals1763900000018';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('payments', new TableColumn({ name: 'bookingRequestId', type: 'integer', isNullable: true }));
    await queryRunner.createIndex('payments', new TableIndex({ name: 'IDX_payments_booking_request', columnNames: ['bookingRequestId'] }));
    await queryRunner.createForeignKey(
      'payments',
      new TableForeignKey({
        name: 'FK_payments_booking_request',
        columnNames: ['bookingRequestId'],
        referencedTableName: 'booking_requests',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.addColumn('rental_ledger_entries', new TableColumn({ name: 'paymentId', type: 'integer', isNullable: true }));
    await queryRunner.createIndex(
      'rental_ledger_entries',
      new TableIndex({ name: 'IDX_rental_ledger_entries_payment', columnNames: ['paymentId'] }),
    );
    await queryRunner.createForeignKey(
      'rental_ledger_entries',
      new TableForeignKey({
        name: 'FK_rental_ledger_entries_payment',
        columnNames: ['paymentId'],
        referencedTableName: 'payments',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'handoverOverrideReason', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'handoverOverriddenBy', type: 'varchar', length: '100', isNullable: true }),
    ]);
    await this.linkPaymentEntries(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A plain ALTER TABLE: TypeORM's dropColumn rebuilds the table on SQLite, and dropping the old
    // rentals table there would cascade away every rental's ledger entries.
    for (const column of ['handoverOverrideReason', 'handoverOverriddenBy'])
      await queryRunner.query(`ALTER TABLE rentals DROP COLUMN ${column}`);
    await queryRunner.dropForeignKey('rental_ledger_entries', 'FK_rental_ledger_entries_payment');
    await queryRunner.dropIndex('rental_ledger_entries', 'IDX_rental_ledger_entries_payment');
    await queryRunner.dropColumn('rental_ledger_entries', 'paymentId');
    await queryRunner.dropForeignKey('payments', 'FK_payments_booking_request');
    await queryRunner.dropIndex('payments', 'IDX_payments_booking_request');
    await queryRunner.dropColumn('payments', 'bookingRequestId');
  }

  /** Payment entries posted so far carry their payment in the source key ('payment:12'). */
  private async linkPaymentEntries(queryRunner: QueryRunner): Promise<void> {
    for (let lastId = 0; ;) {
      const entries: Array<{ id: number; sourceKey: string }> = await queryRunner.query(
        "SELECT id, sourceKey FROM rental_ledger_entries WHERE id > ? AND kind = 'payment' AND sourceKey LIKE 'payment:%' ORDER BY id LIMIT ?",
        [lastId, BATCH],
      );
      if (entries.length === 0) return;
      for (const entry of entries) {
        const paymentId = Number(entry.sourceKey.slice('payment:'.length));
        const [payment]: Array<{ paymentFor: string }> = await queryRunner.query('SELECT paymentFor FROM payments WHERE id = ?', [
          paymentId,
        ]);
        if (!payment) continue;
        await queryRunner.query('UPDATE rental_ledger_entries SET paymentId = ?, category = ? WHERE id = ?', [
          paymentId,
          payment.paymentFor === 'rental-deposit' ? 'toward_deposit' : null,
          entry.id,
        ]);
      }
      lastId = entries[entries.length - 1].id;
    }
  }
}

import { randomBytes } from 'node:crypto';
import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/*
 * A payment's transfer reference (transactionId) used to be the client's Idempotency-Key, unique
 * per customer only, so two customers' payments could carry the same reference and one transfer
 * matched both. The server now makes every reference, and a unique index keeps them apart.
 *
 * Existing rows keep a reference already written on a transfer when no earlier payment has it; a
 * repeat (every holder after the first, by id) and a payment without one get a new reference in
 * the server's format. Written here, not imported, so this migration never changes with the app.
 */
const INDEX_NAME = 'UQ_payments_transaction_id';
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PAGE = 1000;

function newReference(): string {
  const bytes = randomBytes(12);
  let text = 'PAY-';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

export class PaymentReferences1763900000014 implements MigrationInterface {
  name = 'PaymentReferences1763900000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    const taken = new Set<string>();
    const renumber: number[] = [];
    for (let lastId = 0; ;) {
      const rows: { id: number | string; transactionId: string | null }[] = await queryRunner.manager
        .createQueryBuilder()
        .select(['payment.id AS id', 'payment.transactionId AS transactionId'])
        .from('payments', 'payment')
        .where('payment.id > :lastId', { lastId })
        .orderBy('payment.id', 'ASC')
        .limit(PAGE)
        .getRawMany();
      if (rows.length === 0) break;
      for (const row of rows) {
        // Compared without case: MariaDB's collation would call 'ksr-a1' and 'KSR-A1' the same key.
        const comparable = row.transactionId?.toLowerCase() ?? '';
        if (comparable !== '' && !taken.has(comparable)) taken.add(comparable);
        else renumber.push(Number(row.id));
      }
      lastId = Number(rows[rows.length - 1].id);
    }
    for (const id of renumber) {
      let reference = newReference();
      while (taken.has(reference.toLowerCase())) reference = newReference();
      taken.add(reference.toLowerCase());
      await queryRunner.manager
        .createQueryBuilder()
        .update('payments')
        .set({ transactionId: reference })
        .where('id = :id', { id })
        .execute();
    }
    await queryRunner.createIndex('payments', new TableIndex({ name: INDEX_NAME, columnNames: ['transactionId'], isUnique: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('payments', INDEX_NAME);
  }
}

import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * The four loyalty tiers (added only when missing, so a database that already has them
 * keeps its own), reviews staff can hide, and one review per rental. A migration is a snapshot:
 * the tiers are written out here, not imported from the service.
 */
const TIERS: ReadonlyArray<{
  tierName: string;
  minPoints: number;
  maxPoints: number | null;
  discountPercentage: string;
  benefits: string[];
}> = [
  { tierName: 'Bronze', minPoints: 0, maxPoints: 499, discountPercentage: '0.00', benefits: ['earnPoints'] },
  {
    tierName: 'Silver',
    minPoints: 500,
    maxPoints: 1499,
    discountPercentage: '5.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking'],
  },
  {
    tierName: 'Gold',
    minPoints: 1500,
    maxPoints: 4999,
    discountPercentage: '10.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery'],
  },
  {
    tierName: 'Platinum',
    minPoints: 5000,
    maxPoints: null,
    discountPercentage: '15.00',
    benefits: ['earnPoints', 'tierDiscount', 'priorityBooking', 'freeDelivery', 'dedicatedSupport'],
  },
];

const reviewRentalForeignKey = () =>
  new TableForeignKey({
    name: 'FK_customer_reviews_rental',
    columnNames: ['rentalId'],
    referencedTableName: 'rentals',
    referencedColumnNames: ['id'],
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  });

export class Loyalty1763900000006 implements MigrationInterface {
  name = 'Loyalty1763900000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    const existing = (await queryRunner.query('SELECT tierName FROM loyalty_tiers')) as Array<{ tierName: string }>;
    const present = new Set(existing.map((row) => row.tierName));
    for (const tier of TIERS.filter((candidate) => !present.has(candidate.tierName))) {
      await queryRunner.query(
        'INSERT INTO loyalty_tiers (tierName, minPoints, maxPoints, discountPercentage, benefits) VALUES (?, ?, ?, ?, ?)',
        [tier.tierName, tier.minPoints, tier.maxPoints, tier.discountPercentage, JSON.stringify(tier.benefits)],
      );
    }
    await queryRunner.addColumn('customer_reviews', new TableColumn({ name: 'isHidden', type: 'boolean', default: false }));
    // NULL rentalIds (a rental that was deleted) stay allowed more than once on both databases.
    await queryRunner.createIndex(
      'customer_reviews',
      new TableIndex({ name: 'UQ_customer_reviews_rental', columnNames: ['rentalId'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // MySQL may have dropped the foreign key's own index in favour of the unique one: the key goes
    // first and comes back (with its index) after.
    await queryRunner.dropForeignKey('customer_reviews', 'FK_customer_reviews_rental');
    await queryRunner.dropIndex('customer_reviews', 'UQ_customer_reviews_rental');
    await queryRunner.createForeignKey('customer_reviews', reviewRentalForeignKey());
    await queryRunner.dropColumn('customer_reviews', 'isHidden');
    for (const tier of TIERS) await queryRunner.query('DELETE FROM loyalty_tiers WHERE tierName = ?', [tier.tierName]);
  }
}

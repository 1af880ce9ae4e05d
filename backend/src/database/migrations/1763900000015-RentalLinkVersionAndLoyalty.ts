import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/*
 * Two rental columns. agreementLinkVersion is signed into every WhatsApp agreement link: bumping it
 * withdraws the links already sent. Rentals cancelled before it existed start at 1, so links sent
 * for them before this upgrade stop working too (links for version 0 are signed as before).
 * loyaltyBonusPoints is null until the rental has earned its loyalty (returned, above zero and paid
 * in full) and then holds the on-time bonus it earned (0 for a late return); rentals returned
 * before it existed earned under the old rule, so they are marked as such and still count for badges.
 */
export class RentalLinkVersionAndLoyalty1763900000015 implements MigrationInterface {
  name = 'RentalLinkVersionAndLoyalty1763900000015';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rentals', [
      new TableColumn({ name: 'agreementLinkVersion', type: 'integer', default: 0 }),
      new TableColumn({ name: 'loyaltyBonusPoints', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.query("UPDATE rentals SET agreementLinkVersion = 1 WHERE status = 'cancelled'");
    await queryRunner.query(
      "UPDATE rentals SET loyaltyBonusPoints = CASE WHEN returnDate IS NOT NULL AND returnDate <= endDate THEN 50 ELSE 0 END WHERE status = 'completed'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('rentals', ['loyaltyBonusPoints', 'agreementLinkVersion']);
  }
}

import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/*
 * customers.bookingVersion, bumped to serialise one customer's booking requests (the cap
 * on pending requests), and one vehicle per stored photo file. Helpers stay local: a migration is
 * a snapshot.
 */
const PHOTO_INDEX = new TableIndex({ name: 'UQ_vehicles_photo_url', columnNames: ['photoUrl'], isUnique: true });

export class RequestLimits1763900000001 implements MigrationInterface {
  name = 'RequestLimits1763900000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('customers', new TableColumn({ name: 'bookingVersion', type: 'integer', default: 0 }));
    await this.unshareVehiclePhotos(queryRunner);
    await queryRunner.createIndex('vehicles', PHOTO_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('vehicles', PHOTO_INDEX.name as string);
    await queryRunner.dropColumn('customers', 'bookingVersion');
  }

  /**
   * Before the unique index: where vehicles share a photo file, the oldest keeps it and the others
   * lose the link (their staff re-upload), so deleting one car can no longer delete another's photo.
   */
  private async unshareVehiclePhotos(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: number; photoUrl: string }[] = await queryRunner.query(
      'SELECT id, photoUrl FROM vehicles WHERE photoUrl IS NOT NULL ORDER BY id',
    );
    const owners = new Set<string>();
    const sharing: number[] = [];
    for (const row of rows) {
      if (owners.has(row.photoUrl)) sharing.push(Number(row.id));
      else owners.add(row.photoUrl);
    }
    for (const id of sharing) await queryRunner.query('UPDATE vehicles SET photoUrl = NULL WHERE id = ?', [id]);
  }
}

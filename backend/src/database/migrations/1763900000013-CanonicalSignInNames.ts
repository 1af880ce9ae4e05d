import { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Staff user names and customer e-mails are stored in one canonical form (Unicode NFKC, lower
 * case, trimmed), the form every sign-in, lookup, uniqueness check and rate limit now uses. Until
 * now SQLite kept 'Staff' beside 'staff' and names were stored as typed; this rewrites existing
 * rows into that form, so the unique indexes UQ_staff_username and UQ_customers_email (kept as
 * they are) hold one value per canonical name on both databases.
 *
 * Two rows whose names become the same canonical value are not merged or renamed here: either
 * choice could hand one person's account to another or silently change someone's sign-in name.
 * The migration stops before writing anything and names the rows, so the operator can rename or
 * remove one of them (Staff Management, or the database) and start the app again.
 *
 * The function is copied, not imported: a migration is a snapshot and must not change when shared code does.
 */
const canonical = (value: string): string => value.normalize('NFKC').toLowerCase().normalize('NFKC').trim();

const NAME_COLUMNS = [
  { table: 'staff', column: 'username' },
  { table: 'customers', column: 'email' },
] as const;

interface NamedRow {
  id: number;
  name: string;
}

export class CanonicalSignInNames1763900000013 implements MigrationInterface {
  name = 'CanonicalSignInNames1763900000013';

  async up(queryRunner: QueryRunner): Promise<void> {
    const changes: { table: string; column: string; rows: NamedRow[] }[] = [];
    const collisions: string[] = [];
    // Every table is checked before any row is written, so a refusal leaves the data as it was.
    for (const { table, column } of NAME_COLUMNS) {
      const rows = await this.namedRows(queryRunner, table, column);
      const byCanonical = new Map<string, NamedRow[]>();
      for (const row of rows) byCanonical.set(canonical(row.name), [...(byCanonical.get(canonical(row.name)) ?? []), row]);
      for (const [value, holders] of byCanonical) {
        if (holders.length > 1)
          collisions.push(`${table}.${column} "${value}": ${holders.map((row) => `id ${row.id} "${row.name}"`).join(', ')}`);
      }
      changes.push({ table, column, rows: rows.filter((row) => canonical(row.name) !== row.name) });
    }
    if (collisions.length > 0) {
      throw new Error(
        'Sign-in names must be unique once case, width and compatibility forms are ignored. ' +
          `Rename or remove all but one of each, then start again: ${collisions.join('; ')}`,
      );
    }
    for (const { table, column, rows } of changes) {
      for (const row of rows) {
        await queryRunner.manager
          .createQueryBuilder()
          .update(table)
          .set({ [column]: canonical(row.name) })
          .where('id = :id', { id: row.id })
          .execute();
      }
    }
  }

  /** The spellings before are not kept; the canonical values are valid names for the older code too. */
  async down(): Promise<void> {}

  private async namedRows(queryRunner: QueryRunner, table: string, column: string): Promise<NamedRow[]> {
    const rows: { id: number | string; name: string }[] = await queryRunner.manager
      .createQueryBuilder()
      .select('row.id', 'id')
      .addSelect(`row.${column}`, 'name')
      .from(table, 'row')
      .orderBy('row.id', 'ASC')
      .getRawMany();
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }
}

import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';

/**
 * What a refused request must leave untouched: every table's contents (one CHECKSUM TABLE on
 * MySQL, the rows themselves on SQLite) and every stored file's name. The mail outbox is left out:
 * its sender works in the background, whatever the request under test does.
 */
export class Fingerprint {
  private tables: string[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly uploadsDir: string,
    private readonly ignoredTables = ['mail_messages', 'migrations', 'typeorm_metadata'],
  ) {}

  async take(): Promise<{ rows: string; files: string[] }> {
    if (this.tables.length === 0) {
      this.tables = this.dataSource.entityMetadatas
        .map((entity) => entity.tableName)
        .filter((name) => !this.ignoredTables.includes(name))
        .sort();
    }
    return { rows: await this.rows(), files: this.files(this.uploadsDir) };
  }

  private async rows(): Promise<string> {
    if (this.dataSource.options.type === 'mysql') {
      const checksums: Array<{ Table: string; Checksum: string | number | null }> = await this.dataSource.query(
        `CHECKSUM TABLE ${this.tables.map((name) => `\`${name}\``).join(', ')}`,
      );
      return checksums.map((row) => `${row.Table}=${row.Checksum}`).join(';');
    }
    const hash = createHash('sha256');
    for (const table of this.tables) hash.update(JSON.stringify(await this.dataSource.query(`SELECT * FROM "${table}" ORDER BY 1`)));
    return hash.digest('hex');
  }

  private files(folder: string): string[] {
    let entries: Array<{ name: string; isDirectory: () => boolean }>;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .flatMap((entry) =>
        entry.isDirectory() ? this.files(join(folder, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name],
      )
      .sort();
  }
}

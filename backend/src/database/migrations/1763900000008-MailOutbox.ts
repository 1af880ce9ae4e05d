import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

/*
 * E-mail goes through an outbox table, so an SMTP outage delays mail instead of losing
 * it, staff see what was not sent, and replicas share the work. Times keep milliseconds on MySQL:
 * a row due "now" must not be rounded up into the future.
 */
export class MailOutbox1763900000008 implements MigrationInterface {
  name = 'MailOutbox1763900000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = queryRunner.connection.options.type === 'mysql';
    const time = (name: string, isNullable = false): TableColumnOptions => ({
      name,
      type: 'datetime',
      isNullable,
      ...(isMysql ? { precision: 3 } : {}),
    });
    const createdAt: TableColumnOptions = isMysql
      ? { name: 'createdAt', type: 'datetime', precision: 6, default: 'CURRENT_TIMESTAMP(6)' }
      : { name: 'createdAt', type: 'datetime', default: "(datetime('now'))" };
    await queryRunner.createTable(
      new Table({
        name: 'mail_messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'recipient', type: 'varchar', length: '255' },
          { name: 'subject', type: 'varchar', length: '255' },
          { name: 'template', type: 'varchar', length: '100' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'context', type: 'text' },
          { name: 'attachments', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', default: "'queued'" },
          { name: 'attempts', type: 'integer', default: 0 },
          time('nextAttemptAt'),
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          createdAt,
          time('sentAt', true),
        ],
        indices: [{ name: 'IDX_mail_messages_status_next', columnNames: ['status', 'nextAttemptAt'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_messages');
  }
}

import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';

/*
 * The whole first schema, every entity's table, written with TypeORM's driver-neutral Table API so the
 * same migration runs on MySQL/MariaDB and SQLite. Helpers are local on purpose: a migration is a
 * snapshot and must not change when shared code does.
 */
const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const text = (name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  ...extra,
});
const nullableText = (name: string, length = 255): TableColumnOptions => text(name, length, { isNullable: true });
const longText = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
const integer = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...extra });
const money = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision: 10,
  scale: 2,
  ...extra,
});
const date = (name: string, extra: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'date', ...extra });
const flag = (name: string, defaultValue: boolean): TableColumnOptions => ({ name, type: 'boolean', default: defaultValue });
type Dialect = 'mysql' | 'sqlite';
/** The one place the dialects differ: MySQL keeps microseconds and bumps updatedAt itself. */
const timestampColumn = (dialect: Dialect, name: string, touchOnUpdate = false): TableColumnOptions =>
  dialect === 'mysql'
    ? {
        name,
        type: 'datetime',
        precision: 6,
        default: 'CURRENT_TIMESTAMP(6)',
        onUpdate: touchOnUpdate ? 'CURRENT_TIMESTAMP(6)' : undefined,
      }
    : { name, type: 'datetime', default: "(datetime('now'))" };

const foreignKey = (name: string, column: string, table: string, onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT') =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });
const index = (name: string, columns: string[], isUnique = false) => new TableIndex({ name, columnNames: columns, isUnique });

const buildTables = (dialect: Dialect): Table[] => {
  const timestamp = (name: string) => timestampColumn(dialect, name);
  const updatedAt = () => timestampColumn(dialect, 'updatedAt', true);
  return [
    new Table({
      name: 'customers',
      columns: [
        id(),
        text('fullName', 255),
        text('email', 255),
        nullableText('hashedPassword'),
        text('phone', 32),
        text('address', 500),
        text('icPassportNumber', 64),
        nullableText('icPassportUrl'),
        nullableText('driversLicenseUrl'),
        nullableText('utilityBillUrl'),
        nullableText('socialMediaHandle'),
        text('status', 20, { default: "'active'" }),
        flag('hasAcceptedTerms', false),
        integer('loyaltyPoints', { default: 0 }),
        timestamp('createdAt'),
      ],
      indices: [
        index('UQ_customers_email', ['email'], true),
        index('IDX_customers_status', ['status']),
        index('IDX_customers_full_name', ['fullName']),
      ],
    }),
    new Table({
      name: 'vehicles',
      columns: [
        id(),
        text('name', 255),
        text('make', 100),
        text('model', 100),
        nullableText('plateIdentifier', 20),
        text('category', 50),
        nullableText('color', 50),
        nullableText('photoUrl'),
        integer('mileageLimit', { default: 0 }),
        money('dailyRate', { default: "'100.00'" }),
        money('deposit', { default: "'200.00'" }),
        flag('isActive', true),
        integer('bookingVersion', { default: 0 }),
        timestamp('createdAt'),
        updatedAt(),
      ],
      indices: [index('UQ_vehicles_name', ['name'], true), index('IDX_vehicles_is_active', ['isActive'])],
    }),
    new Table({
      name: 'staff',
      columns: [
        id(),
        text('username', 100),
        text('hashedPassword', 255),
        text('role', 20, { default: "'staff'" }),
        longText('permissions'),
        timestamp('createdAt'),
      ],
      indices: [index('UQ_staff_username', ['username'], true)],
    }),
    new Table({
      name: 'rentals',
      columns: [
        id(),
        integer('customerId'),
        integer('vehicleId', { isNullable: true }),
        text('vehicle', 255),
        nullableText('color', 50),
        integer('mileageLimit', { default: 0 }),
        money('extraMileageCharge', { default: "'0.00'" }),
        integer('fuelLevel', { isNullable: true }),
        integer('currentMileage', { default: 0 }),
        date('startDate'),
        date('endDate'),
        text('pickupTime', 5, { default: "'09:00'" }),
        text('returnTime', 5, { default: "'18:00'" }),
        integer('totalDays'),
        money('rentalPerDay'),
        money('deposit'),
        money('discount', { default: "'0.00'" }),
        money('grandTotal'),
        longText('vehiclePhotos'),
        nullableText('paymentProofUrl'),
        nullableText('signatureUrl'),
        nullableText('agreementPdfUrl'),
        nullableText('keyHandoverPhotoUrl'),
        text('status', 30, { default: "'awaiting_agreement'" }),
        longText('cancellationReason'),
        date('extensionRequestedUntil', { isNullable: true }),
        longText('extensionReason'),
        timestamp('createdAt'),
      ],
      foreignKeys: [
        foreignKey('FK_rentals_customer', 'customerId', 'customers', 'RESTRICT'),
        foreignKey('FK_rentals_vehicle', 'vehicleId', 'vehicles', 'SET NULL'),
      ],
      indices: [
        index('IDX_rentals_vehicle_dates', ['vehicleId', 'startDate', 'endDate']),
        index('IDX_rentals_customer', ['customerId']),
        index('IDX_rentals_status', ['status']),
        index('IDX_rentals_created_at', ['createdAt']),
      ],
    }),
    new Table({
      name: 'deliveries',
      columns: [
        id(),
        integer('staffId', { isNullable: true }),
        text('staffName', 100),
        text('vehicleDelivered', 255),
        { name: 'deliveryTime', type: 'datetime' },
        text('fromLocation', 255),
        text('toLocation', 255),
        money('totalKm'),
        money('miscExpense', { default: "'0.00'" }),
        timestamp('createdAt'),
      ],
      foreignKeys: [foreignKey('FK_deliveries_staff', 'staffId', 'staff', 'SET NULL')],
      indices: [index('IDX_deliveries_delivery_time', ['deliveryTime'])],
    }),
    new Table({
      name: 'invoices',
      columns: [
        id(),
        text('customerName', 255),
        date('invoiceDate'),
        text('vehicleRented', 255),
        integer('totalDays'),
        money('totalAmount'),
        timestamp('createdAt'),
      ],
      indices: [index('IDX_invoices_invoice_date', ['invoiceDate'])],
    }),
    new Table({
      name: 'staff_logs',
      columns: [
        id(),
        integer('staffId', { isNullable: true }),
        text('staffUsername', 100),
        text('action', 100),
        text('targetType', 50),
        nullableText('targetId', 64),
        longText('details'),
        timestamp('timestamp'),
      ],
      indices: [index('IDX_staff_logs_staff_timestamp', ['staffId', 'timestamp']), index('IDX_staff_logs_timestamp', ['timestamp'])],
    }),
    new Table({
      name: 'payments',
      columns: [
        id(),
        integer('customerId'),
        money('amount'),
        text('paymentMethod', 30),
        text('paymentStatus', 20, { default: "'pending'" }),
        nullableText('transactionId', 100),
        nullableText('receiptNumber', 50),
        longText('notes'),
        text('paymentFor', 50),
        nullableText('receiptPdfUrl'),
        nullableText('paymentProofUrl'),
        timestamp('createdAt'),
        updatedAt(),
      ],
      foreignKeys: [foreignKey('FK_payments_customer', 'customerId', 'customers', 'RESTRICT')],
      indices: [
        index('UQ_payments_receipt_number', ['receiptNumber'], true),
        index('IDX_payments_customer_created', ['customerId', 'createdAt']),
        index('IDX_payments_status', ['paymentStatus']),
      ],
    }),
    new Table({
      name: 'booking_requests',
      columns: [
        id(),
        integer('customerId'),
        integer('vehicleId'),
        text('vehicleName', 255),
        date('startDate'),
        date('endDate'),
        longText('customerMessage'),
        text('status', 20, { default: "'pending'" }),
        integer('staffId', { isNullable: true }),
        longText('staffReason'),
        integer('rentalId', { isNullable: true }),
        flag('emailSent', false),
        flag('whatsappSent', false),
        timestamp('createdAt'),
        updatedAt(),
      ],
      foreignKeys: [
        foreignKey('FK_booking_requests_customer', 'customerId', 'customers', 'CASCADE'),
        foreignKey('FK_booking_requests_vehicle', 'vehicleId', 'vehicles', 'CASCADE'),
        foreignKey('FK_booking_requests_staff', 'staffId', 'staff', 'SET NULL'),
        foreignKey('FK_booking_requests_rental', 'rentalId', 'rentals', 'SET NULL'),
      ],
      indices: [
        index('IDX_booking_requests_status', ['status', 'createdAt']),
        index('IDX_booking_requests_vehicle_dates', ['vehicleId', 'startDate', 'endDate']),
        index('IDX_booking_requests_customer', ['customerId']),
      ],
    }),
    new Table({
      name: 'customer_badges',
      columns: [
        id(),
        integer('customerId'),
        text('badgeType', 50),
        text('badgeName', 100),
        text('description', 255),
        timestamp('earnedAt'),
      ],
      foreignKeys: [foreignKey('FK_customer_badges_customer', 'customerId', 'customers', 'CASCADE')],
      indices: [index('UQ_customer_badges_customer_type', ['customerId', 'badgeType'], true)],
    }),
    new Table({
      name: 'customer_activity',
      columns: [
        id(),
        integer('customerId'),
        text('activityType', 50),
        text('description', 255),
        integer('pointsEarned', { default: 0 }),
        timestamp('createdAt'),
      ],
      foreignKeys: [foreignKey('FK_customer_activity_customer', 'customerId', 'customers', 'CASCADE')],
      indices: [index('IDX_customer_activity_customer_created', ['customerId', 'createdAt'])],
    }),
    new Table({
      name: 'customer_reviews',
      columns: [
        id(),
        integer('customerId'),
        integer('rentalId', { isNullable: true }),
        integer('rating'),
        longText('reviewText'),
        flag('isPublic', true),
        timestamp('createdAt'),
      ],
      foreignKeys: [
        foreignKey('FK_customer_reviews_customer', 'customerId', 'customers', 'CASCADE'),
        foreignKey('FK_customer_reviews_rental', 'rentalId', 'rentals', 'SET NULL'),
      ],
      indices: [index('IDX_customer_reviews_customer', ['customerId']), index('IDX_customer_reviews_public', ['isPublic', 'createdAt'])],
    }),
    new Table({
      name: 'loyalty_tiers',
      columns: [
        id(),
        text('tierName', 50),
        integer('minPoints'),
        integer('maxPoints', { isNullable: true }),
        { name: 'discountPercentage', type: 'decimal', precision: 5, scale: 2, default: "'0.00'" },
        longText('benefits'),
      ],
      indices: [index('UQ_loyalty_tiers_tier_name', ['tierName'], true)],
    }),
  ];
};

const dialectOf = (queryRunner: QueryRunner): Dialect => (queryRunner.connection.driver.options.type === 'mysql' ? 'mysql' : 'sqlite');

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of buildTables(dialectOf(queryRunner))) {
      await queryRunner.createTable(table, false, true, true);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of buildTables(dialectOf(queryRunner)).reverse()) {
      await queryRunner.dropTable(table.name, true, true, true);
    }
  }
}

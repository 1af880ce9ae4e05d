import { Column, ColumnOptions, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn, ValueTransformer } from 'typeorm';
import { normaliseMoney } from '../money/money';

/**
 * Column decorators shared by every entity, so each type is declared once and travels between
 * MySQL/MariaDB and SQLite, which otherwise hand back some values (money, ids) differently.
 */
const moneyTransformer: ValueTransformer = {
  to: (value: string | number | null | undefined) => (value === null || value === undefined ? value : normaliseMoney(value)),
  from: (value: string | number | null) => (value === null ? null : normaliseMoney(value)),
};

/** Generated ids must be 'integer': SQLite refuses AUTOINCREMENT on 'int'. */
export const IdColumn = () => PrimaryGeneratedColumn({ type: 'integer' });

export const MoneyColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'decimal', precision: 10, scale: 2, transformer: moneyTransformer, ...options });

export const PercentColumn = (options: ColumnOptions = {}) =>
  Column({ type: 'decimal', precision: 5, scale: 2, transformer: moneyTransformer, ...options });

/** Calendar dates stay "YYYY-MM-DD" strings end to end. */
export const DateOnlyColumn = (options: ColumnOptions = {}) => Column({ type: 'date', ...options });

export const CreatedAtColumn = () => CreateDateColumn({ type: 'datetime' });
export const UpdatedAtColumn = () => UpdateDateColumn({ type: 'datetime' });

export const JsonColumn = (options: ColumnOptions = {}) => Column({ type: 'simple-json', nullable: true, ...options });

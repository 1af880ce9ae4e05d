import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, JsonColumn } from '../../common/database/columns';
import type { AddOnChoice } from '../rental-price';

/** Something sold with a rental: a child seat, an additional driver, excess-reduction cover. */
@Entity('add_ons')
export class AddOn {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'varchar', length: 100 })
  nameMs: string;

  @Column({ type: 'varchar', length: 12 })
  pricing: AddOnChoice['pricing'];

  @Column({ type: 'integer' })
  priceSen: number;

  /** The most one unit costs for a whole rental; null: no cap. */
  @Column({ type: 'integer', nullable: true })
  capSen: number | null;

  @Column({ type: 'boolean', default: true })
  taxable: boolean;

  /** The car categories it is offered with; null: every car. */
  @JsonColumn({ type: 'simple-json', nullable: true })
  categories: string[] | null;

  /** How many the business has (3 child seats); null: as many as are asked for. */
  @Column({ type: 'integer', nullable: true })
  stock: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Bumped to take the add-on's row lock: rentals holding its stock are counted and added one at a time. */
  @Column({ type: 'integer', default: 0 })
  bookingVersion: number;

  @CreatedAtColumn()
  createdAt: Date;
}

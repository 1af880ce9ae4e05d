import { Column, Entity, Index } from 'typeorm';
import { IdColumn } from '../../common/database/columns';
import type { DamageKind, DamageSize } from '../return-catalogue';

/** The price of new damage of one kind and size; one row per pair. */
@Entity('damage_prices')
@Index('UQ_damage_prices_kind_size', ['kind', 'size'], { unique: true })
export class DamagePrice {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: DamageKind;

  @Column({ type: 'varchar', length: 10 })
  size: DamageSize;

  @Column({ type: 'integer' })
  amountSen: number;
}

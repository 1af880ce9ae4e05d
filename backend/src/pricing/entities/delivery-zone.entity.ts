import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../common/database/columns';

/** Where the business takes the car to the customer and collects it, and what that costs. */
@Entity('delivery_zones')
export class DeliveryZone {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  nameEn: string;

  @Column({ type: 'varchar', length: 100 })
  nameMs: string;

  @Column({ type: 'integer' })
  feeSen: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreatedAtColumn()
  createdAt: Date;
}

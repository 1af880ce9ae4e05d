import { Column, Entity, Index } from 'typeorm';
import { IdColumn, JsonColumn, PercentColumn } from '../../common/database/columns';

@Entity('loyalty_tiers')
@Index('UQ_loyalty_tiers_tier_name', ['tierName'], { unique: true })
export class LoyaltyTier {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  tierName: string;

  @Column({ type: 'integer' })
  minPoints: number;

  /** Null for the open-ended top tier. */
  @Column({ type: 'integer', nullable: true })
  maxPoints: number | null;

  @PercentColumn({ default: '0.00' })
  discountPercentage: string;

  @JsonColumn()
  benefits: string[] | null;
}

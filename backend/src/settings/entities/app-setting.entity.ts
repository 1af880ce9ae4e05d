import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Business settings changed in the app (not the environment), one row per name. */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', nullable: true })
  value: string | null;

  @Column({ type: 'datetime', nullable: true })
  updatedAt: Date | null;
}

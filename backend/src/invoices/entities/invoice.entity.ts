import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, DateOnlyColumn, IdColumn, MoneyColumn } from '../../common/database/columns';

@Entity('invoices')
@Index('IDX_invoices_invoice_date', ['invoiceDate'])
export class Invoice {
  @IdColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  customerName: string;

  @DateOnlyColumn()
  invoiceDate: string;

  @Column({ type: 'varchar', length: 255 })
  vehicleRented: string;

  @Column({ type: 'integer' })
  totalDays: number;

  @MoneyColumn()
  totalAmount: string;

  @CreatedAtColumn()
  createdAt: Date;
}

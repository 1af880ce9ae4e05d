import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invoice } from './entities/invoice.entity';
import { StaffInvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { StaffRentalInvoiceController } from './rental-invoice.controller';

/** StaffLogsService and PdfRenderer come from global modules. */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice])],
  controllers: [StaffInvoicesController, StaffRentalInvoiceController],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
